import { describe, expect, it } from 'vitest';
import { torontoDay } from '../../infra/clock.js';
import { isHoliday } from './holidays.js';
import { addWorkingDays, reportDeadline } from './working-days.js';

describe('the report deadline: 5 working days after the day received', () => {
  it('moves a Friday crossing to the following Friday', () => {
    // 2026-11-27 is a Friday; noon in Toronto.
    expect(reportDeadline(new Date('2026-11-27T17:00:00Z'))).toBe('2026-12-04');
  });

  it('skips the weekend from midweek, and counts a weekend day from the Monday after', () => {
    expect(addWorkingDays('2026-11-25', 5)).toBe('2026-12-02');
    expect(addWorkingDays('2026-11-28', 5)).toBe('2026-12-04');
    expect(addWorkingDays('2026-11-29', 1)).toBe('2026-11-30');
  });

  it('takes the day in Toronto, not in UTC', () => {
    // 02:00 UTC on Saturday is still Friday evening in Toronto.
    expect(torontoDay(new Date('2026-11-28T02:00:00Z'))).toBe('2026-11-27');
    expect(reportDeadline(new Date('2026-11-28T02:00:00Z'))).toBe('2026-12-04');
  });
});

describe('the report deadline skips federal and Ontario holidays', () => {
  it('skips Good Friday and Easter Monday', () => {
    // Easter 2026 is April 5: Thursday's receipt is due the Monday after next.
    expect(addWorkingDays('2026-04-02', 5)).toBe('2026-04-13');
  });

  it('skips Canada Day on a Saturday and its observed Monday', () => {
    // 2028-07-01 is a Saturday; Friday evening in Toronto is already Saturday in UTC.
    const fridayEvening = new Date('2028-07-01T01:30:00Z');
    expect(torontoDay(fridayEvening)).toBe('2028-06-30');
    expect(reportDeadline(fridayEvening)).toBe('2028-07-10');
  });

  it('skips Christmas, Boxing Day and New Year on a weekend through their observed days', () => {
    // Dec 25 and 26 2027 are a Saturday and a Sunday, Jan 1 2028 a Saturday: observed
    // Monday Dec 27, Tuesday Dec 28 and Monday Jan 3.
    expect(addWorkingDays('2027-12-24', 5)).toBe('2028-01-05');
    // 2026: Christmas on the Friday, Boxing Day observed Monday Dec 28, New Year on a Friday.
    expect(addWorkingDays('2026-12-24', 5)).toBe('2027-01-05');
  });

  it('skips Christmas on a Sunday after Boxing Day on the Monday', () => {
    // 2033: Dec 25 is a Sunday, so Boxing Day keeps Monday 26 and Christmas is observed Tuesday 27.
    expect(addWorkingDays('2033-12-23', 1)).toBe('2033-12-28');
  });

  it("skips Ontario's Family Day and Thanksgiving", () => {
    expect(addWorkingDays('2027-02-12', 5)).toBe('2027-02-22');
    expect(addWorkingDays('2026-10-09', 5)).toBe('2026-10-19');
  });

  it('skips the federal days and Victoria Day, and counts the Civic Holiday as a working day', () => {
    expect(isHoliday('2026-05-18')).toBe(true); // Victoria Day
    expect(isHoliday('2026-09-30')).toBe(true); // National Day for Truth and Reconciliation
    expect(isHoliday('2028-11-13')).toBe(true); // Remembrance Day 2028 (a Saturday), observed
    expect(isHoliday('2026-09-07')).toBe(true); // Labour Day
    expect(isHoliday('2026-08-03')).toBe(false); // Civic Holiday
    expect(addWorkingDays('2026-07-31', 1)).toBe('2026-08-03');
  });

  it('takes a Friday evening in Toronto, Saturday in UTC, as the Friday before a holiday Monday', () => {
    // 21:00 in Toronto on Friday Oct 9 2026, the weekend before Thanksgiving.
    const fridayEvening = new Date('2026-10-10T01:00:00Z');
    expect(torontoDay(fridayEvening)).toBe('2026-10-09');
    expect(reportDeadline(fridayEvening)).toBe('2026-10-19');
  });
});
