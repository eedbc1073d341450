import { describe, expect, it } from 'vitest';
import { addWorkingDays, reportDeadline, torontoDay } from './working-days.js';

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
