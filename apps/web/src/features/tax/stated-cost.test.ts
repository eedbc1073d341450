import { describe, expect, it } from 'vitest';
import { parseStatedCost } from './stated-cost';

/** The cost a customer types for a transfer in, read as cents in their language, never a float. */
describe('parseStatedCost', () => {
  it.each([
    ['1,234.56', 'en-CA', 123_456n],
    ['0', 'en-CA', 0n],
    ['0.10', 'en-CA', 10n],
    ['1 234,56', 'fr-CA', 123_456n],
    ['9,999,999,999,999.99', 'en-CA', 999_999_999_999_999n],
  ])('reads %s (%s) as %s cents', (typed, language, cents) => {
    expect(parseStatedCost(typed, language)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['-1', 'invalid'],
    ['1.005', 'invalid'],
    ['1e3', 'invalid'],
    ['ten', 'invalid'],
    ['10,000,000,000,000', 'tooLarge'],
    ['9'.repeat(90), 'tooLarge'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(parseStatedCost(typed, 'en-CA')).toEqual({ ok: false, problem });
  });
});
