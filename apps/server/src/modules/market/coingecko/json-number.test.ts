import { describe, expect, it } from 'vitest';
import { scaledJsonNumber } from './json-number.js';

/** As CoinGecko's JSON text arrives: parsed by JSON.parse, like fetch's body. */
const fromJson = (text: string, decimals = 8) => scaledJsonNumber(JSON.parse(text), decimals);

describe('scaledJsonNumber', () => {
  it.each([
    ['0.5123', 51_230_000n],
    ['128500.12345678', 12_850_012_345_678n],
    ['1e-7', 10n],
    ['1E-8', 1n],
    ['0.00000001', 1n],
    ['0.8', 80_000_000n],
    ['95000', 9_500_000_000_000n],
    ['-523.6328486847997', -52_363_284_868n],
    ['0', 0n],
  ])('reads %s exactly at 8 decimals', (text, expected) => {
    expect(fromJson(text)).toBe(expected);
  });

  it('rounds digits beyond the scale half-even, on the decimal text', () => {
    expect(fromJson('0.000000015')).toBe(2n);
    expect(fromJson('0.000000025')).toBe(2n);
    expect(fromJson('0.0000000250001')).toBe(3n);
    expect(fromJson('5e-9')).toBe(0n);
    expect(fromJson('-0.000000015')).toBe(-2n);
    expect(fromJson('1.234e-8')).toBe(1n);
  });

  it('keeps whole dollars of large figures, including exponent notation', () => {
    expect(fromJson('2583918237412.5', 0)).toBe(2_583_918_237_412n);
    expect(fromJson('2583918237413.5', 0)).toBe(2_583_918_237_414n);
    expect(fromJson('1e+21', 0)).toBe(10n ** 21n);
    expect(fromJson('1.5e21', 0)).toBe(15n * 10n ** 20n);
  });

  it('refuses what is not a finite number', () => {
    expect(() => scaledJsonNumber(Number.NaN, 8)).toThrow(RangeError);
    expect(() => scaledJsonNumber(Number.POSITIVE_INFINITY, 8)).toThrow(RangeError);
  });
});
