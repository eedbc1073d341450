import { describe, expect, it } from 'vitest';
import { torontoYear } from '../../lib/tax/tax-api';
import { formatQuantity } from './tax-format';
import { yearChoices, yearOf } from './tax-year';

describe('the tax year', () => {
  it('is the year in Toronto, not in UTC', () => {
    // 03:00 UTC on New Year's Day is still the evening of December 31 in Toronto.
    expect(torontoYear(new Date('2027-01-01T03:00:00Z'))).toBe(2026);
    expect(torontoYear(new Date('2027-01-01T05:00:00Z'))).toBe(2027);
  });

  it('reads a linked year from the first tax year to the current one, else the current year', () => {
    expect(yearOf('2024', 2026)).toBe(2024);
    expect(yearOf('2020', 2026)).toBe(2020);
    expect(yearOf('2026', 2026)).toBe(2026);
    for (const invalid of [null, '', '2019', '2027', '24', '02024', '2024.0', ' 2024', 'abcd']) {
      expect(yearOf(invalid, 2026), String(invalid)).toBe(2026);
    }
  });

  it('offers the years with activity, the current one and the one shown, newest first, once each', () => {
    expect(yearChoices([2024, 2022], 2026, 2026)).toEqual([2026, 2024, 2022]);
    expect(yearChoices([2026, 2025], 2026, 2023)).toEqual([2026, 2025, 2023]);
    expect(yearChoices([], 2026, 2026)).toEqual([2026]);
  });
});

describe('a quantity', () => {
  it('keeps every digit the server sent and groups the whole part in the reader’s language', () => {
    expect(formatQuantity('0.000000000000000001', 'ETH', 'en-CA')).toBe(
      '0.000000000000000001\u00a0ETH',
    );
    expect(formatQuantity('12345678901234567890.5', 'BTC', 'en-CA')).toBe(
      '12,345,678,901,234,567,890.5\u00a0BTC',
    );
    expect(formatQuantity('1234.5', 'BTC', 'fr-CA')).toMatch(/^1\s234,5\u00a0BTC$/);
    expect(formatQuantity('40', 'ETH', 'fr-CA')).toBe('40\u00a0ETH');
  });
});
