import { describe, expect, it } from 'vitest';
import { alertRequestOf, blankAlert, expiryBounds, typedDecimal } from './alert-form';

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

describe('alertRequestOf', () => {
  it('sends a digest without a level, a move or a repeat', () => {
    const values = { ...blankAlert('LTC'), condition: 'digest' as const, level: '5' };
    expect(alertRequestOf(values, 'en-CA')).toEqual({ condition: 'digest', asset: 'LTC' });
  });
});

describe('expiryBounds', () => {
  it('runs from today to the day before a year from now', () => {
    expect(expiryBounds(new Date(2026, 1, 28, 10))).toEqual({
      min: '2026-02-28',
      max: '2027-02-27',
    });
  });
});
