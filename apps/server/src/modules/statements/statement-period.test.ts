import { describe, expect, it } from 'vitest';
import {
  issueDeadline,
  periodsJustEnded,
  statementPeriod,
  taxYearsJustClosed,
} from './statement-period.js';

/** Statement periods are Toronto months and quarters (ADR 77). */
describe('statement periods', () => {
  it('bounds a month by Toronto midnights, whatever the season', () => {
    const march = statementPeriod('2026-03');
    expect(march.kind).toBe('month');
    // 1 March is in standard time (UTC−5); 1 April in daylight time (UTC−4).
    expect(march.startsAt.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(march.endsAt.toISOString()).toBe('2026-04-01T04:00:00.000Z');
    expect(march.lastDay).toBe('2026-03-31');
    expect(march.yearStartsAt.toISOString()).toBe('2026-01-01T05:00:00.000Z');
  });

  it('bounds December by the next year’s first midnight', () => {
    const december = statementPeriod('2026-12');
    expect(december.endsAt.toISOString()).toBe('2027-01-01T05:00:00.000Z');
    expect(december.lastDay).toBe('2026-12-31');
  });

  it('bounds a quarter by its first and last months', () => {
    const q4 = statementPeriod('2026-Q4');
    expect(q4.kind).toBe('quarter');
    expect(q4.startsAt.toISOString()).toBe('2026-10-01T04:00:00.000Z');
    expect(q4.endsAt.toISOString()).toBe('2027-01-01T05:00:00.000Z');
    expect(statementPeriod('2028-Q1').lastDay).toBe('2028-03-31');
    expect(statementPeriod('2028-02').lastDay).toBe('2028-02-29');
  });

  it('refuses a text that is no period', () => {
    for (const text of ['2026-13', '2026-Q5', '2026-1', 'October']) {
      expect(() => statementPeriod(text)).toThrow('not a statement period');
    }
  });

  it('names last month, and its quarter when it closed one, by the Toronto day', () => {
    expect(periodsJustEnded(new Date('2026-11-01T11:00:00Z'))).toEqual(['2026-10']);
    expect(periodsJustEnded(new Date('2026-10-01T11:00:00Z'))).toEqual(['2026-09', '2026-Q3']);
    expect(periodsJustEnded(new Date('2027-01-15T11:00:00Z'))).toEqual(['2026-12', '2026-Q4']);
    // 00:30 UTC on 1 November is still 31 October in Toronto: October has not ended there.
    expect(periodsJustEnded(new Date('2026-11-01T00:30:00Z'))).toEqual(['2026-09', '2026-Q3']);
  });

  it('gives the 5th business day after the period, past weekends and holidays', () => {
    // 31 December 2026 is a Thursday; 1 January a holiday, then a weekend.
    expect(issueDeadline(statementPeriod('2026-12'))).toBe('2027-01-08');
    // 31 October 2026 is a Saturday: Monday 2 November is the first business day.
    expect(issueDeadline(statementPeriod('2026-10'))).toBe('2026-11-06');
  });

  it('closes a tax year for its reports once its January is over', () => {
    expect(taxYearsJustClosed(new Date('2027-01-15T11:00:00Z'))).toEqual([]);
    expect(taxYearsJustClosed(new Date('2027-02-01T11:00:00Z'))).toEqual([2026]);
    expect(taxYearsJustClosed(new Date('2027-03-01T11:00:00Z'))).toEqual([]);
  });
});
