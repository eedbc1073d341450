import { describe, expect, it } from 'vitest';
import { dayOf, endOfDay, typedDecimal } from './typed-input';

describe('typedDecimal', () => {
  it('reads English thousands commas, and leaves a comma that groups nothing to the contract', () => {
    expect(typedDecimal(' 95,000.50 ', 'en-CA')).toBe('95000.50');
    expect(typedDecimal('1,5', 'en-CA')).toBe('1,5');
  });

  it('reads French spaces and the decimal comma', () => {
    expect(typedDecimal('95\u202f000,5', 'fr-CA')).toBe('95000.5');
    expect(typedDecimal('2,5', 'fr-CA')).toBe('2.5');
  });
});

describe('endOfDay and dayOf', () => {
  it('ends a picked day at its last millisecond in the reader’s time zone', () => {
    expect(endOfDay('2026-12-31')).toBe(new Date(2026, 11, 31, 23, 59, 59, 999).toISOString());
    expect(endOfDay('someday')).toBe('someday');
  });

  it('writes a day as a date input does', () => {
    expect(dayOf(new Date(2026, 1, 8, 23, 30))).toBe('2026-02-08');
  });
});
