import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';
import { formatPercent, formatUnits } from './money';

describe('trading formats', () => {
  it('formats amounts from base-unit strings, exactly, in each language', () => {
    expect(formatUnits('123456', 'CAD', 'en-CA')).toBe('$1,234.56');
    expect(formatUnits('123456', 'CAD', 'fr-CA')).toMatch(/^1\s234,56\s\$$/);
    expect(formatUnits('1234567890123456789', 'ETH', 'en-CA')).toBe('1.23456789\u00a0ETH');
    expect(formatUnits(50_000n, 'BTC', 'fr-CA')).toBe('0,0005\u00a0BTC');
  });

  it('formats basis points as a percentage', () => {
    expect(formatPercent(75n, 'en-CA')).toBe('0.75%');
    expect(formatPercent(75n, 'fr-CA')).toMatch(/^0,75\s%$/);
  });

  it('writes dates month-day-year with 12-hour time in English, French conventions in French', () => {
    const iso = '2026-11-22T19:05:00.000Z';
    expect(formatDateTime(iso, 'en-CA')).toMatch(/^Nov 22, 2026, \d{1,2}:05\s[ap]\.m\.$/);
    expect(formatDateTime(iso, 'fr-CA')).toMatch(/^22 nov\. 2026, \d{2}\s?h\s?05$/);
  });
});
