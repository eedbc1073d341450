import { describe, expect, it } from 'vitest';
import { torontoHour } from '../../infra/clock.js';
import { occurrenceDay, windowOf } from './recurring-calendar.js';

const first = (frequency: Parameters<typeof occurrenceDay>[0], anchor: string, count: number) =>
  Array.from({ length: count }, (_, index) => occurrenceDay(frequency, anchor, index));

describe('a recurring order’s calendar', () => {
  it('runs monthly on the start’s day, the month’s last day when it has none, and back again', () => {
    expect(first('monthly', '2027-01-31', 5)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
    // 2028 is a leap year: the 29th of February.
    expect(first('monthly', '2027-12-30', 3)).toEqual(['2027-12-30', '2028-01-30', '2028-02-29']);
  });

  it('runs on the last day of every month, the 29th of February in a leap year', () => {
    expect(first('month_end', '2028-01-15', 4)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
    ]);
    expect(occurrenceDay('month_end', '2027-02-01', 0)).toBe('2027-02-28');
  });

  it('runs on the 1st and the 15th from the first of them on or after the start', () => {
    expect(first('semimonthly', '2026-12-16', 3)).toEqual([
      '2027-01-01',
      '2027-01-15',
      '2027-02-01',
    ]);
    expect(first('semimonthly', '2026-12-01', 2)).toEqual(['2026-12-01', '2026-12-15']);
    expect(first('semimonthly', '2026-12-15', 2)).toEqual(['2026-12-15', '2027-01-01']);
  });

  it('counts days, weeks and fortnights across a month, a year and a leap day', () => {
    expect(first('daily', '2028-02-28', 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(first('weekly', '2026-12-29', 2)).toEqual(['2026-12-29', '2027-01-05']);
    expect(first('biweekly', '2026-12-29', 3)).toEqual(['2026-12-29', '2027-01-12', '2027-01-26']);
    expect(occurrenceDay('weekly', '2026-01-01', 52)).toBe('2026-12-31');
  });
});

describe('a run’s window, in Toronto time', () => {
  it('keeps 8 a.m. to 8 p.m. on the clock across the changes of time', () => {
    // Standard time (UTC−5), then daylight time (UTC−4) from 8 March 2026.
    expect(windowOf('2026-03-07', { startHour: 8, endHour: 20 })).toEqual({
      startsAt: new Date('2026-03-07T13:00:00Z'),
      endsAt: new Date('2026-03-08T01:00:00Z'),
    });
    expect(windowOf('2026-03-08', { startHour: 8, endHour: 20 })).toEqual({
      startsAt: new Date('2026-03-08T12:00:00Z'),
      endsAt: new Date('2026-03-09T00:00:00Z'),
    });
    expect(windowOf('2026-11-01', { startHour: 8, endHour: 20 })).toEqual({
      startsAt: new Date('2026-11-01T13:00:00Z'),
      endsAt: new Date('2026-11-02T01:00:00Z'),
    });
  });

  it('has 23 hours on the day the clocks go forward and 25 on the day they go back', () => {
    const hours = ({ startsAt, endsAt }: { startsAt: Date; endsAt: Date }) =>
      (endsAt.getTime() - startsAt.getTime()) / 3_600_000;
    expect(hours(windowOf('2026-03-08', { startHour: 0, endHour: 24 }))).toBe(23);
    expect(hours(windowOf('2026-11-01', { startHour: 0, endHour: 24 }))).toBe(25);
    expect(hours(windowOf('2026-11-02', { startHour: 0, endHour: 24 }))).toBe(24);
  });

  it('takes 3 a.m. for the 2 a.m. that never happens, and the first of the 1 a.m. that happens twice', () => {
    expect(torontoHour('2026-03-08', 2)).toEqual(new Date('2026-03-08T07:00:00Z'));
    expect(torontoHour('2026-11-01', 1)).toEqual(new Date('2026-11-01T05:00:00Z'));
  });
});
