import { describe, expect, it } from 'vitest';
import { alertRequestOf, blankAlert, expiryBounds } from './alert-form';

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
