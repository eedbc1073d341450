import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoAssetCodes } from './assets.js';
import { convert } from './convert.js';
import { formatAmount, toDecimalString } from './format.js';
import { moneyLocales } from './locales.js';
import { parseAmount, parseMinorUnits } from './parse.js';

describe('no amount passes through a JS float', () => {
  // The sources themselves are checked by scripts/no-float.test.ts, with the other money paths.
  const beyondDoubles = fc.bigInt({ min: 2n ** 53n + 1n, max: 2n ** 120n });
  const signed = fc
    .tuple(beyondDoubles, fc.boolean())
    .map(([value, negative]) => (negative ? -value : value));

  it('keeps 2^53 + 1 base units exact everywhere', () => {
    const odd = 2n ** 53n + 1n; // the first integer a double cannot hold
    expect(parseMinorUnits('9007199254740993')).toBe(odd);
    expect(toDecimalString(odd, 'BTC')).toBe('90071992.54740993');
    expect(parseAmount('90071992.54740993', 'BTC')).toBe(odd);
    expect(formatAmount(odd, 'BTC', 'en-CA')).toBe('90,071,992.54740993');
    expect(
      convert({ amount: odd, from: 'BTC', to: 'CAD', price: 100_000_000n, rounding: 'down' }),
    ).toBe(odd);
  });

  it('round-trips amounts above 2^53 through text in every asset and locale', () => {
    fc.assert(
      fc.property(
        signed,
        fc.constantFrom(...cryptoAssetCodes, 'CAD' as const),
        fc.constantFrom(...moneyLocales),
        (minor, asset, locale) => {
          const options = { locale, allowNegative: true };
          expect(parseAmount(toDecimalString(minor, asset), asset, options)).toBe(minor);
          const shown = formatAmount(minor, asset, locale, { precision: 'full', style: 'plain' });
          expect(parseAmount(shown, asset, options)).toBe(minor);
          expect(parseMinorUnits(minor.toString(), { allowNegative: true })).toBe(minor);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('changes the text when the amount changes by one base unit above 2^53', () => {
    fc.assert(
      fc.property(beyondDoubles, fc.constantFrom(...cryptoAssetCodes), (minor, asset) => {
        expect(toDecimalString(minor + 1n, asset)).not.toBe(toDecimalString(minor, asset));
        const full = { precision: 'full' } as const;
        expect(formatAmount(minor + 1n, asset, 'fr-CA', full)).not.toBe(
          formatAmount(minor, asset, 'fr-CA', full),
        );
      }),
    );
  });
});
