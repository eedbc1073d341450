import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AssetCode, assetCodes } from './assets.js';
import {
  formatAmount,
  scaledDecimalString,
  toDecimalString,
  trimmedDecimalString,
} from './format.js';
import { type MoneyLocale, moneyLocales } from './locales.js';
import { maxMinorUnits, parseAmount } from './parse.js';

const fullRange = fc.bigInt({ min: -maxMinorUnits, max: maxMinorUnits });
const smallRange = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n });
const anyAsset = fc.constantFrom(...assetCodes);
const anyLocale = fc.constantFrom(...moneyLocales);
const nbsp = '\u00a0';

describe('scaledDecimalString', () => {
  it.each<[bigint, number, string]>([
    [80_000_000n, 8, '0.80000000'],
    [12_850_012_345_678n, 8, '128500.12345678'],
    [-125n, 2, '-1.25'],
    [-5n, 2, '-0.05'],
    [42n, 0, '42'],
  ])('writes %s at %s decimals as %s', (value, decimals, expected) => {
    expect(scaledDecimalString(value, decimals)).toBe(expected);
  });
});

describe('trimmedDecimalString', () => {
  it.each<[bigint, number, string]>([
    [9_500_000_000_000n, 8, '95000'],
    [75n, 2, '0.75'],
    [1_050n, 2, '10.5'],
    [-512n, 2, '-5.12'],
    [100n, 0, '100'],
  ])('writes %s at %s decimals as %s', (value, decimals, expected) => {
    expect(trimmedDecimalString(value, decimals)).toBe(expected);
  });
});

describe('toDecimalString', () => {
  it.each<[bigint, AssetCode, string]>([
    [123_450n, 'CAD', '1234.50'],
    [1_230n, 'CAD', '12.30'],
    [0n, 'CAD', '0.00'],
    [-5n, 'CAD', '-0.05'],
    [1n, 'BTC', '0.00000001'],
    [-200_000_000n, 'BTC', '-2'],
    [0n, 'ETH', '0'],
    [123_450_000n, 'BTC', '1.2345'],
    [1n, 'ETH', '0.000000000000000001'],
    [1_500_000n, 'USDC', '1.5'],
    [25_000_000n, 'XRP', '25'],
    [10n ** 77n, 'ETH', `1${'0'.repeat(59)}`],
  ])('%s %s → %s', (minor, asset, expected) => {
    expect(toDecimalString(minor, asset)).toBe(expected);
  });

  it('writes only the canonical form: optional minus, digits, and a fraction without trailing zeros (CAD: two digits)', () => {
    fc.assert(
      fc.property(fullRange, anyAsset, (minor, asset) => {
        const text = toDecimalString(minor, asset);
        const pattern =
          asset === 'CAD' ? /^-?(0|[1-9]\d*)\.\d\d$/ : /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/;
        expect(text).toMatch(pattern);
      }),
    );
  });
});

/** The characters this runtime's Intl uses, so the test does not depend on one ICU version. */
function intlSeparators(locale: MoneyLocale) {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
  }).formatToParts(-1234567n);
  const find = (type: Intl.NumberFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
  return { group: find('group'), decimal: find('decimal'), gap: find('literal') };
}

describe('formatAmount in en-CA', () => {
  it.each<[bigint, AssetCode, Parameters<typeof formatAmount>[3], string]>([
    [123_456n, 'CAD', {}, '$1,234.56'],
    [1_230n, 'CAD', {}, '$12.30'],
    [0n, 'CAD', {}, '$0.00'],
    [-5n, 'CAD', {}, '-$0.05'],
    [-123_456n, 'CAD', {}, '-$1,234.56'],
    [123_456n, 'CAD', { style: 'plain' }, '1,234.56'],
    [123_456n, 'CAD', { withCode: true }, '$1,234.56'],
    [123_456_789_012_345n, 'CAD', {}, '$1,234,567,890,123.45'],
    [50_000_000n, 'BTC', { withCode: true }, `0.5${nbsp}BTC`],
    [50_000_000n, 'BTC', { withCode: true, style: 'plain' }, '0.5'],
    [1n, 'BTC', {}, '0.00000001'],
    [100_000_000n, 'BTC', {}, '1'],
    [123_456_789_012n, 'BTC', {}, '1,234.56789012'],
    [0n, 'BTC', {}, '0'],
    [-150_000_000n, 'LTC', { withCode: true }, `-1.5${nbsp}LTC`],
    [1_999_999_999_999_999_999n, 'ETH', {}, '1.99999999'],
    [1_999_999_999_999_999_999n, 'ETH', { rounding: 'half-even' }, '2'],
    [1_999_999_999_999_999_999n, 'ETH', { precision: 'full' }, '1.999999999999999999'],
    [-1_999_999_999_999_999_999n, 'ETH', {}, '-1.99999999'],
    [-1_999_999_999_999_999_999n, 'ETH', { rounding: 'floor' }, '-2'],
    [1n, 'ETH', {}, '0'],
    [-1n, 'ETH', {}, '0'],
    [1n, 'ETH', { rounding: 'up' }, '0.00000001'],
    [1_000_000_000_000_000_000n, 'ETH', { withCode: true }, `1${nbsp}ETH`],
    [1_500_000n, 'USDC', {}, '1.5'],
    [1n, 'USDC', {}, '0.000001'],
    [25_000_000n, 'XRP', { withCode: true }, `25${nbsp}XRP`],
    [-1_000_001n, 'XRP', {}, '-1.000001'],
    [
      10n ** 77n,
      'XRP',
      { precision: 'full' },
      `100${',000'.repeat(23)}`, // 10^71 whole XRP
    ],
  ])('%s %s %j → %s', (minor, asset, options, expected) => {
    expect(formatAmount(minor, asset, 'en-CA', options)).toBe(expected);
  });
});

describe('formatAmount in fr-CA', () => {
  const { group: g, decimal: d, gap } = intlSeparators('fr-CA');

  it('uses French separators and puts the dollar sign after the amount', () => {
    expect(d).toBe(',');
    expect(g.trim()).toBe('');
    expect(formatAmount(123_456n, 'CAD', 'fr-CA')).toBe(`1${g}234${d}56${gap}$`);
  });

  it.each<[bigint, AssetCode, Parameters<typeof formatAmount>[3], string]>([
    [1_230n, 'CAD', {}, `12${d}30${gap}$`],
    [0n, 'CAD', {}, `0${d}00${gap}$`],
    [-5n, 'CAD', {}, `-0${d}05${gap}$`],
    [123_456n, 'CAD', { style: 'plain' }, `1${g}234${d}56`],
    [123_456_789_012_345n, 'CAD', {}, `1${g}234${g}567${g}890${g}123${d}45${gap}$`],
    [50_000_000n, 'BTC', { withCode: true }, `0${d}5${nbsp}BTC`],
    [123_456_789_012n, 'BTC', {}, `1${g}234${d}56789012`],
    [0n, 'BCH', {}, '0'],
    [1_999_999_999_999_999_999n, 'ETH', {}, `1${d}99999999`],
    [1_999_999_999_999_999_999n, 'ETH', { rounding: 'half-up' }, '2'],
    [-1_234_567_891_234_567_891n, 'ETH', { withCode: true }, `-1${d}23456789${nbsp}ETH`],
    [1_500_000n, 'USDC', {}, `1${d}5`],
    [-25_000_000n, 'XRP', {}, '-25'],
  ])('%s %s %j', (minor, asset, options, expected) => {
    expect(formatAmount(minor, asset, 'fr-CA', options)).toBe(expected);
  });
});

describe('formatAmount groups the whole part as Intl does', () => {
  it.each(moneyLocales)('in %s, on both sides of 1,000 and far beyond', (locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const wholes = [0n, 1n, 999n, 1000n, 1001n, 9_999n, 10_000n, 123_456_789n, -999n, -1000n];
    for (const whole of wholes) {
      expect(formatAmount(whole * 100n, 'CAD', locale, { style: 'plain' })).toBe(
        `${intl.format(whole)}${locale === 'en-CA' ? '.' : ','}00`,
      );
    }
  });
});

describe('formatAmount reads back exactly with parseAmount', () => {
  const readBack = (minor: bigint, asset: AssetCode, locale: MoneyLocale) =>
    parseAmount(formatAmount(minor, asset, locale, { precision: 'full', style: 'plain' }), asset, {
      locale,
      allowNegative: true,
    });

  it('over the whole NUMERIC(78,0) range, every asset, both locales', () => {
    fc.assert(
      fc.property(fullRange, anyAsset, anyLocale, (minor, asset, locale) => {
        expect(readBack(minor, asset, locale)).toBe(minor);
      }),
      { numRuns: 1000 },
    );
  });

  it('over small amounts', () => {
    fc.assert(
      fc.property(smallRange, anyAsset, anyLocale, (minor, asset, locale) => {
        expect(readBack(minor, asset, locale)).toBe(minor);
      }),
      { numRuns: 1000 },
    );
  });

  it('also after stripping the dollar sign or code from the standard style', () => {
    fc.assert(
      fc.property(fullRange, anyAsset, anyLocale, (minor, asset, locale) => {
        const shown = formatAmount(minor, asset, locale, { precision: 'full', withCode: true });
        const stripped = shown.replace('$', '').replace(asset, '');
        expect(parseAmount(stripped, asset, { locale, allowNegative: true })).toBe(minor);
      }),
    );
  });
});

describe('display precision', () => {
  const eth = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
  const shownValue = (minor: bigint, locale: MoneyLocale, rounding: 'down' | 'half-even') =>
    parseAmount(formatAmount(minor, 'ETH', locale, { style: 'plain', rounding }), 'ETH', {
      locale,
      allowNegative: true,
    });
  const abs = (value: bigint) => (value < 0n ? -value : value);

  it('never shows an ETH balance larger than it is, and drops less than 10^-8 ETH', () => {
    fc.assert(
      fc.property(eth, anyLocale, (minor, locale) => {
        const shown = shownValue(minor, locale, 'down');
        expect(abs(shown) <= abs(minor)).toBe(true);
        expect(abs(minor - shown) < 10n ** 10n).toBe(true);
        expect(shown === 0n || shown < 0n === minor < 0n).toBe(true);
      }),
    );
  });

  it('rounds ETH to the nearest 10^-8 when asked', () => {
    fc.assert(
      fc.property(eth, anyLocale, (minor, locale) => {
        expect(2n * abs(minor - shownValue(minor, locale, 'half-even')) <= 10n ** 10n).toBe(true);
      }),
    );
  });

  it('shows every digit of the other assets even at display precision', () => {
    fc.assert(
      fc.property(
        fullRange,
        fc.constantFrom<AssetCode>('CAD', 'BTC', 'LTC', 'BCH', 'USDC', 'XRP'),
        anyLocale,
        (minor, asset, locale) => {
          expect(formatAmount(minor, asset, locale, { rounding: 'up' })).toBe(
            formatAmount(minor, asset, locale, { precision: 'full' }),
          );
        },
      ),
    );
  });
});
