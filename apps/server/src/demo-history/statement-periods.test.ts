import { describe, expect, it } from 'vitest';
import { closedTaxYears, pastStatementPeriods } from './statement-periods.js';

describe('the periods a demo history asks statements for', () => {
  it('lists each Toronto month ended since the start, each quarter after its last month', () => {
    // 1 Dec 2025 03:00 UTC is still 30 November in Toronto.
    const from = new Date('2025-12-01T03:00:00Z');
    const to = new Date('2026-04-15T12:00:00Z');
    expect(pastStatementPeriods(from, to)).toEqual([
      '2025-11',
      '2025-12',
      '2025-Q4',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-Q1',
    ]);
  });

  it('lists a tax year once the January after it is over in Toronto', () => {
    const from = new Date('2025-06-01T12:00:00Z');
    expect(closedTaxYears(from, new Date('2026-01-31T12:00:00Z'))).toEqual([]);
    // 1 Feb 2026 04:00 UTC is still 31 January in Toronto.
    expect(closedTaxYears(from, new Date('2026-02-01T04:00:00Z'))).toEqual([]);
    expect(closedTaxYears(from, new Date('2026-02-01T06:00:00Z'))).toEqual([2025]);
    expect(closedTaxYears(from, new Date('2027-03-01T12:00:00Z'))).toEqual([2025, 2026]);
  });
});
