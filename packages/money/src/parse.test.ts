import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AssetCode, assetCodes } from './assets.js';
import { MoneyError, type MoneyErrorReason } from './errors.js';
import { toDecimalString } from './format.js';
import type { MoneyLocale } from './locales.js';
import { maxMinorUnits, type ParseAmountOptions, parseAmount, parseMinorUnits } from './parse.js';

function reasonOf(run: () => unknown): MoneyErrorReason | 'no error' {
  try {
    run();
  } catch (error) {
    if (error instanceof MoneyError) return error.reason;
    throw error;
  }
  return 'no error';
}

const zeros = (count: number) => '0'.repeat(count);

/** Test titles: short, with invisible characters escaped. */
function show(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`.replace(/^(.{24}).+$/, '$1…');
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? `${item}n` : item,
  );
  const escaped = text.replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return escaped.length > 40 ? `${escaped.slice(0, 40)}…` : escaped;
}

/** Prefixes each table row with a readable title, for use with `it.each(...)('%s', ...)`. */
function titled<Row extends readonly unknown[]>(rows: readonly Row[]): [string, ...Row][] {
  return rows.map((row) => [row.map(show).join(' '), ...row]);
}
const negativeOk: ParseAmountOptions = { allowNegative: true };
const en: ParseAmountOptions = { locale: 'en-CA' };
const fr: ParseAmountOptions = { locale: 'fr-CA' };

describe('parseAmount rejects, with the reason', () => {
  it.each(
    titled<[string, AssetCode, ParseAmountOptions, MoneyErrorReason]>([
      ['', 'CAD', {}, 'empty'],
      ['   ', 'CAD', {}, 'empty'],
      ['\t\n\u00a0', 'BTC', fr, 'empty'],
      ['1e5', 'BTC', {}, 'exponent_not_allowed'],
      ['1E-3', 'BTC', {}, 'exponent_not_allowed'],
      ['1.5e+3', 'ETH', {}, 'exponent_not_allowed'],
      ['.5e1', 'ETH', {}, 'exponent_not_allowed'],
      ['-1e5', 'BTC', negativeOk, 'exponent_not_allowed'],
      ['0.001', 'CAD', {}, 'too_many_decimals'],
      ['12.345', 'CAD', {}, 'too_many_decimals'],
      ['0.0010', 'CAD', {}, 'too_many_decimals'],
      ['0.000000001', 'BTC', {}, 'too_many_decimals'],
      ['0.0000001', 'USDC', {}, 'too_many_decimals'],
      ['0.0000001', 'XRP', {}, 'too_many_decimals'],
      ['1.0000000000000000001', 'ETH', {}, 'too_many_decimals'],
      ['0,001', 'CAD', fr, 'too_many_decimals'],
      ['-1', 'CAD', {}, 'negative_not_allowed'],
      ['-0.5', 'BTC', {}, 'negative_not_allowed'],
      ['-0', 'CAD', {}, 'negative_not_allowed'],
      ['\u22125', 'CAD', fr, 'negative_not_allowed'],
      ['+1', 'CAD', {}, 'sign_not_allowed'],
      ['+0.5', 'BTC', negativeOk, 'sign_not_allowed'],
      ['+1,5', 'CAD', fr, 'sign_not_allowed'],
      ['1.2.3', 'BTC', {}, 'invalid_format'],
      ['abc', 'BTC', {}, 'invalid_format'],
      ['\u0661\u0662', 'BTC', {}, 'invalid_format'],
      ['\uff11\uff12', 'BTC', {}, 'invalid_format'],
      ['Infinity', 'BTC', {}, 'invalid_format'],
      ['-Infinity', 'BTC', negativeOk, 'invalid_format'],
      ['NaN', 'BTC', {}, 'invalid_format'],
      ['0x10', 'BTC', {}, 'invalid_format'],
      ['0b1', 'BTC', {}, 'invalid_format'],
      ['1_000', 'BTC', {}, 'invalid_format'],
      ['5.', 'CAD', {}, 'invalid_format'],
      ['.', 'CAD', {}, 'invalid_format'],
      ['-', 'CAD', negativeOk, 'invalid_format'],
      ['--1', 'CAD', negativeOk, 'invalid_format'],
      ['- 1', 'CAD', negativeOk, 'invalid_format'],
      ['1 000', 'CAD', {}, 'invalid_format'],
      ['1,000', 'CAD', {}, 'invalid_format'],
      ['1,5', 'CAD', {}, 'invalid_format'],
      ['$5', 'CAD', {}, 'invalid_format'],
      ['5 BTC', 'BTC', {}, 'invalid_format'],
      ['\u22125', 'CAD', negativeOk, 'invalid_format'],
      ['1,5', 'CAD', en, 'invalid_format'],
      ['1,23', 'CAD', en, 'invalid_format'],
      ['12,34,567', 'CAD', en, 'invalid_format'],
      ['1,2345', 'CAD', en, 'invalid_format'],
      ['0,001', 'CAD', en, 'invalid_format'],
      [',123', 'CAD', en, 'invalid_format'],
      ['1,000.00,0', 'CAD', en, 'invalid_format'],
      ['1 000', 'CAD', en, 'invalid_format'],
      ['1.234,56', 'CAD', fr, 'invalid_format'],
      ['1,234.56', 'CAD', fr, 'invalid_format'],
      ['1  000', 'CAD', fr, 'invalid_format'],
      ['12 34', 'CAD', fr, 'invalid_format'],
      ['1 000,5 $', 'CAD', fr, 'invalid_format'],
      [`1${zeros(78)}`, 'CAD', {}, 'out_of_range'],
      [`1${zeros(76)}`, 'CAD', {}, 'out_of_range'],
      [`1${zeros(60)}`, 'ETH', {}, 'out_of_range'],
      [`-1${zeros(78)}`, 'BTC', negativeOk, 'out_of_range'],
      ['9'.repeat(1_000_000), 'BTC', {}, 'out_of_range'],
    ]),
  )('%s', (_title, input, asset, options, reason) => {
    expect(reasonOf(() => parseAmount(input, asset, options))).toBe(reason);
  });

  it('says what was wrong, with the input and the asset', () => {
    const error = (() => {
      try {
        parseAmount('0.001', 'CAD');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(MoneyError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'MoneyError',
      reason: 'too_many_decimals',
      input: '0.001',
      asset: 'CAD',
      message: '"0.001" has more than 2 decimal places, the most CAD allows.',
    });
  });

  it('keeps huge inputs out of the message', () => {
    try {
      parseAmount('9'.repeat(10_000), 'BTC');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MoneyError);
      if (error instanceof MoneyError) expect(error.message.length).toBeLessThan(150);
    }
  });
});

describe('parseAmount accepts', () => {
  it.each(
    titled<[string, AssetCode, ParseAmountOptions, bigint]>([
      ['1234.5', 'CAD', {}, 123_450n],
      ['1234.56', 'CAD', {}, 123_456n],
      ['0.00000001', 'BTC', {}, 1n],
      ['10', 'BTC', {}, 1_000_000_000n],
      ['0', 'ETH', {}, 0n],
      ['.5', 'CAD', {}, 50n],
      ['  12.3 \n', 'CAD', {}, 1_230n],
      ['12.300', 'CAD', {}, 1_230n],
      ['007', 'CAD', {}, 700n],
      ['0.000001', 'USDC', {}, 1n],
      ['1.000001', 'XRP', {}, 1_000_001n],
      ['0.000000000000000001', 'ETH', {}, 1n],
      ['-12.34', 'CAD', negativeOk, -1_234n],
      ['-.5', 'BTC', negativeOk, -50_000_000n],
      ['-0', 'CAD', negativeOk, 0n],
      ['-0.00', 'CAD', negativeOk, 0n],
      ['1,234,567.89', 'CAD', en, 123_456_789n],
      ['1234567.89', 'CAD', en, 123_456_789n],
      ['999,999', 'BTC', en, 99_999_900_000_000n],
      ['-1,000', 'CAD', { locale: 'en-CA', allowNegative: true }, -100_000n],
      ['1 234 567,89', 'CAD', fr, 123_456_789n],
      ['1\u00a0234,5', 'CAD', fr, 123_450n],
      ['1\u202f234,5', 'CAD', fr, 123_450n],
      ['1234,5', 'CAD', fr, 123_450n],
      ['1234.5', 'CAD', fr, 123_450n],
      [',5', 'BTC', fr, 50_000_000n],
      ['\u22125,25', 'CAD', { locale: 'fr-CA', allowNegative: true }, -525n],
      [`${'9'.repeat(76)}.99`, 'CAD', {}, maxMinorUnits],
      [`-${'9'.repeat(60)}.${'9'.repeat(18)}`, 'ETH', negativeOk, -maxMinorUnits],
    ]),
  )('%s', (_title, input, asset, options, expected) => {
    expect(parseAmount(input, asset, options)).toBe(expected);
  });

  it('is exact far beyond float precision', () => {
    expect(parseAmount('123456789012345678901234.123456789012345678', 'ETH')).toBe(
      123_456_789_012_345_678_901_234_123_456_789_012_345_678n,
    );
    expect(parseAmount(`1${zeros(59)}`, 'ETH')).toBe(10n ** 77n);
    expect(toDecimalString(10n ** 77n, 'ETH')).toBe(`1${zeros(59)}`);
    expect(parseAmount(toDecimalString(10n ** 77n, 'CAD'), 'CAD')).toBe(10n ** 77n);
  });
});

describe('parseAmount ∘ toDecimalString is the identity', () => {
  const asset = fc.constantFrom(...assetCodes);
  const locale = fc.constantFrom<MoneyLocale | undefined>(undefined, 'en-CA', 'fr-CA');

  it('over the whole NUMERIC(78,0) range', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -maxMinorUnits, max: maxMinorUnits }),
        asset,
        locale,
        (minor, code, loc) => {
          const text = toDecimalString(minor, code);
          expect(parseAmount(text, code, { allowNegative: true, locale: loc })).toBe(minor);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('over small amounts', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -1_000_000_000n, max: 1_000_000_000n }),
        asset,
        (minor, code) => {
          expect(parseAmount(toDecimalString(minor, code), code, negativeOk)).toBe(minor);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rejects one base unit past either end of the range', () => {
    for (const code of assetCodes) {
      for (const minor of [maxMinorUnits + 1n, -maxMinorUnits - 1n]) {
        expect(reasonOf(() => parseAmount(toDecimalString(minor, code), code, negativeOk))).toBe(
          'out_of_range',
        );
      }
    }
  });
});

describe('parseMinorUnits', () => {
  it.each(
    titled<[string | number | bigint, boolean, bigint]>([
      [5n, false, 5n],
      [0, false, 0n],
      [-0, false, 0n],
      [9_007_199_254_740_991, false, 9_007_199_254_740_991n],
      ['12345', false, 12_345n],
      [' 12 ', false, 12n],
      ['000', false, 0n],
      ['9007199254740993', false, 9_007_199_254_740_993n],
      ['-5', true, -5n],
      [-5, true, -5n],
      [-5n, true, -5n],
      [maxMinorUnits, false, maxMinorUnits],
      ['9'.repeat(78), false, maxMinorUnits],
      [`-${'9'.repeat(78)}`, true, -maxMinorUnits],
    ]),
  )('%s', (_title, input, allowNegative, expected) => {
    expect(parseMinorUnits(input, { allowNegative })).toBe(expected);
  });

  it.each(
    titled<[string | number | bigint, MoneyErrorReason]>([
      ['', 'empty'],
      ['  ', 'empty'],
      [1.5, 'invalid_format'],
      [Number.NaN, 'invalid_format'],
      [Number.POSITIVE_INFINITY, 'invalid_format'],
      [2 ** 53, 'out_of_range'],
      [-(2 ** 60), 'out_of_range'],
      ['1.5', 'invalid_format'],
      ['1.0', 'invalid_format'],
      ['abc', 'invalid_format'],
      ['0x10', 'invalid_format'],
      ['\u0661\u0662', 'invalid_format'],
      ['1 000', 'invalid_format'],
      ['-', 'invalid_format'],
      ['1e5', 'exponent_not_allowed'],
      ['+5', 'sign_not_allowed'],
      ['-5', 'negative_not_allowed'],
      ['-0', 'negative_not_allowed'],
      [-5, 'negative_not_allowed'],
      [-5n, 'negative_not_allowed'],
      [10n ** 78n, 'out_of_range'],
      [`1${zeros(78)}`, 'out_of_range'],
    ]),
  )('rejects %s', (_title, input, reason) => {
    expect(reasonOf(() => parseMinorUnits(input))).toBe(reason);
  });

  it('reads every in-range integer string exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -maxMinorUnits, max: maxMinorUnits }), (minor) => {
        expect(parseMinorUnits(minor.toString(), { allowNegative: true })).toBe(minor);
      }),
    );
  });
});
