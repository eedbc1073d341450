import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoAssetCodes } from './assets.js';
import {
  type Conversion,
  convert,
  divRound,
  mulDiv,
  type RoundingMode,
  roundingModes,
  scaleByBasisPoints,
} from './convert.js';
import { MoneyError } from './errors.js';
import { maxMinorUnits } from './parse.js';

/**
 * Reference model built differently from the implementation: everything is derived from the
 * floor quotient and a remainder 0 ≤ r < d of a positive denominator.
 */
function reference(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const n = denominator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let floor = n / d;
  if (floor * d > n) floor -= 1n;
  const r = n - floor * d;
  if (r === 0n) return floor;
  const ceil = floor + 1n;
  const positive = n > 0n;
  switch (mode) {
    case 'floor':
      return floor;
    case 'ceil':
      return ceil;
    case 'down':
      return positive ? floor : ceil;
    case 'up':
      return positive ? ceil : floor;
    case 'half-up':
      if (2n * r === d) return positive ? ceil : floor;
      return 2n * r < d ? floor : ceil;
    case 'half-even':
      if (2n * r === d) return floor % 2n === 0n ? floor : ceil;
      return 2n * r < d ? floor : ceil;
  }
}

const anyMode = fc.constantFrom(...roundingModes);
const nonZero = (arb: fc.Arbitrary<bigint>) => arb.filter((value) => value !== 0n);

describe('divRound', () => {
  it.each<[bigint, bigint, Record<RoundingMode, bigint>]>([
    [7n, 2n, { down: 3n, up: 4n, floor: 3n, ceil: 4n, 'half-up': 4n, 'half-even': 4n }],
    [5n, 2n, { down: 2n, up: 3n, floor: 2n, ceil: 3n, 'half-up': 3n, 'half-even': 2n }],
    [-5n, 2n, { down: -2n, up: -3n, floor: -3n, ceil: -2n, 'half-up': -3n, 'half-even': -2n }],
    [-7n, 2n, { down: -3n, up: -4n, floor: -4n, ceil: -3n, 'half-up': -4n, 'half-even': -4n }],
    [7n, -2n, { down: -3n, up: -4n, floor: -4n, ceil: -3n, 'half-up': -4n, 'half-even': -4n }],
    [-7n, -2n, { down: 3n, up: 4n, floor: 3n, ceil: 4n, 'half-up': 4n, 'half-even': 4n }],
    [10n, 3n, { down: 3n, up: 4n, floor: 3n, ceil: 4n, 'half-up': 3n, 'half-even': 3n }],
    [-20n, 3n, { down: -6n, up: -7n, floor: -7n, ceil: -6n, 'half-up': -7n, 'half-even': -7n }],
    [6n, 3n, { down: 2n, up: 2n, floor: 2n, ceil: 2n, 'half-up': 2n, 'half-even': 2n }],
    [0n, -3n, { down: 0n, up: 0n, floor: 0n, ceil: 0n, 'half-up': 0n, 'half-even': 0n }],
  ])('%s / %s', (numerator, denominator, expected) => {
    for (const mode of roundingModes) {
      expect([mode, divRound(numerator, denominator, mode)]).toEqual([mode, expected[mode]]);
    }
  });

  it('refuses to divide by zero', () => {
    expect(() => divRound(1n, 0n, 'down')).toThrow(MoneyError);
    expect(() => divRound(0n, 0n, 'half-even')).toThrowError(
      expect.objectContaining({ reason: 'division_by_zero' }),
    );
  });

  it('agrees with the reference model on small values (every tie and sign case)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -50n, max: 50n }),
        nonZero(fc.bigInt({ min: -12n, max: 12n })),
        anyMode,
        (n, d, mode) => {
          expect(divRound(n, d, mode)).toBe(reference(n, d, mode));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with the reference model on values far beyond 2^53', () => {
    const big = fc.bigInt({ min: -(10n ** 100n), max: 10n ** 100n });
    fc.assert(
      fc.property(big, nonZero(big), anyMode, (n, d, mode) => {
        expect(divRound(n, d, mode)).toBe(reference(n, d, mode));
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees on exact ties at large magnitudes', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        anyMode,
        (q, half, mode) => {
          const n = q * 2n * half + half;
          expect(divRound(n, 2n * half, mode)).toBe(reference(n, 2n * half, mode));
        },
      ),
    );
  });
});

describe('mulDiv', () => {
  it('rounds once, after the multiplication', () => {
    // 1/3 × 3 rounded in between would lose the third.
    expect(mulDiv(1n, 3n, 3n, 'down')).toBe(1n);
    expect(mulDiv(2n, 5n, 4n, 'half-even')).toBe(2n);
    expect(mulDiv(2n, 7n, 4n, 'half-even')).toBe(4n);
    expect(mulDiv(-2n, 5n, 4n, 'floor')).toBe(-3n);
  });
});

describe('scaleByBasisPoints', () => {
  it('adds and removes a spread', () => {
    expect(scaleByBasisPoints(9_500_000_00n, 75n, 'ceil')).toBe(9_571_250_00n);
    expect(scaleByBasisPoints(9_500_000_00n, -75n, 'floor')).toBe(9_428_750_00n);
    expect(scaleByBasisPoints(100n, 25n, 'down')).toBe(100n);
    expect(scaleByBasisPoints(100n, 25n, 'up')).toBe(101n);
    expect(scaleByBasisPoints(100n, -10_000n, 'up')).toBe(0n);
  });

  it('leaves an amount unchanged at 0 bps, in every mode', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -maxMinorUnits, max: maxMinorUnits }),
        anyMode,
        (amount, mode) => {
          expect(scaleByBasisPoints(amount, 0n, mode)).toBe(amount);
        },
      ),
    );
  });
});

describe('convert', () => {
  const btcPrice = 9_500_000_00n; // CAD 9,500,000.00 per 1 BTC

  const btcToCad = (amount: bigint, rounding: RoundingMode) =>
    convert({ amount, from: 'BTC', to: 'CAD', price: btcPrice, rounding });
  const cadToBtc = (amount: bigint, rounding: RoundingMode) =>
    convert({ amount, from: 'CAD', to: 'BTC', price: btcPrice, rounding });

  it('values crypto in CAD at a price per whole unit', () => {
    expect(btcToCad(100_000_000n, 'down')).toBe(btcPrice);
    expect(btcToCad(50_000_000n, 'down')).toBe(4_750_000_00n);
    // One satoshi is worth 9.5 cents: the rounding mode decides who keeps the half cent.
    expect(btcToCad(1n, 'down')).toBe(9n);
    expect(btcToCad(1n, 'up')).toBe(10n);
    expect(btcToCad(1n, 'half-even')).toBe(10n);
    expect(btcToCad(-1n, 'half-up')).toBe(-10n);
    // CAD 4,000.00 per ETH; 1.5 ETH in wei.
    const wei = 1_500_000_000_000_000_000n;
    expect(
      convert({ amount: wei, from: 'ETH', to: 'CAD', price: 4_000_00n, rounding: 'down' }),
    ).toBe(6_000_00n);
  });

  it('buys crypto with CAD at a price per whole unit', () => {
    // CAD 100.00 / 9,500,000.00 = 0.0000105263… BTC
    expect(cadToBtc(100_00n, 'down')).toBe(1_052n);
    expect(cadToBtc(100_00n, 'half-even')).toBe(1_053n);
    expect(cadToBtc(9_500_000_00n, 'down')).toBe(100_000_000n);
    expect(
      convert({ amount: 6_000_00n, from: 'CAD', to: 'ETH', price: 4_000_00n, rounding: 'down' }),
    ).toBe(1_500_000_000_000_000_000n);
    // CAD 1.00 at CAD 1.35 per USDC = 0.740740… USDC
    expect(
      convert({ amount: 1_00n, from: 'CAD', to: 'USDC', price: 1_35n, rounding: 'down' }),
    ).toBe(740_740n);
  });

  it('refuses a price that is not positive', () => {
    for (const price of [0n, -1n]) {
      expect(() =>
        convert({ amount: 1n, from: 'CAD', to: 'BTC', price, rounding: 'down' }),
      ).toThrow(RangeError);
      expect(() =>
        convert({ amount: 1n, from: 'BTC', to: 'CAD', price, rounding: 'down' }),
      ).toThrow(RangeError);
    }
  });

  it('refuses a pair that is not a market, even from untyped callers', () => {
    const notAMarket = { amount: 1n, from: 'BTC', to: 'ETH', price: 1n, rounding: 'down' } as const;
    // @ts-expect-error crypto-to-crypto is not a market
    expect(() => convert(notAMarket)).toThrow(RangeError);
  });

  const crypto = fc.constantFrom(...cryptoAssetCodes);
  const price = fc.bigInt({ min: 1n, max: 10n ** 12n });
  const cad = fc.bigInt({ min: 0n, max: 10n ** 15n });

  it('never creates money: CAD → crypto → CAD rounding down returns at most what went in', () => {
    fc.assert(
      fc.property(cad, crypto, price, (amount, asset, p) => {
        const bought = convert({ amount, from: 'CAD', to: asset, price: p, rounding: 'down' });
        const back = convert({
          amount: bought,
          from: asset,
          to: 'CAD',
          price: p,
          rounding: 'down',
        });
        expect(back <= amount).toBe(true);
        expect(back >= 0n).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('never creates money: crypto → CAD → crypto rounding down returns at most what went in', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), crypto, price, (amount, asset, p) => {
        const sold = convert({ amount, from: asset, to: 'CAD', price: p, rounding: 'down' });
        const back = convert({ amount: sold, from: 'CAD', to: asset, price: p, rounding: 'down' });
        expect(back <= amount).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('lands between the floor and ceiling of the exact value', () => {
    fc.assert(
      fc.property(cad, crypto, price, anyMode, (amount, asset, p, mode) => {
        const conversion: Conversion = { amount, from: 'CAD', to: asset, price: p, rounding: mode };
        const result = convert(conversion);
        const floor = convert({ ...conversion, rounding: 'floor' });
        const ceil = convert({ ...conversion, rounding: 'ceil' });
        expect(result >= floor && result <= ceil && ceil - floor <= 1n).toBe(true);
      }),
    );
  });
});
