import { assets, type CryptoAssetCode, pow10 } from './assets.js';
import { MoneyError } from './errors.js';

/**
 * down/up: toward/away from zero. floor/ceil: toward −∞/+∞.
 * half-up: nearest, ties away from zero. half-even: nearest, ties to the even neighbour.
 */
export type RoundingMode = 'down' | 'up' | 'floor' | 'ceil' | 'half-up' | 'half-even';

export const roundingModes: readonly RoundingMode[] = [
  'down',
  'up',
  'floor',
  'ceil',
  'half-up',
  'half-even',
];

export function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** numerator / denominator as an integer, rounded as stated; exact for every sign combination. */
export function divRound(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator === 0n) throw new MoneyError('division_by_zero');
  // BigInt division truncates toward zero, so the remainder carries the numerator's sign.
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;

  const negative = numerator < 0n !== denominator < 0n;
  const awayFromZero = negative ? quotient - 1n : quotient + 1n;
  switch (mode) {
    case 'down':
      return quotient;
    case 'up':
      return awayFromZero;
    case 'floor':
      return negative ? awayFromZero : quotient;
    case 'ceil':
      return negative ? quotient : awayFromZero;
    case 'half-up':
    case 'half-even': {
      const twiceRemainder = 2n * abs(remainder);
      const magnitude = abs(denominator);
      if (twiceRemainder < magnitude) return quotient;
      if (twiceRemainder > magnitude) return awayFromZero;
      if (mode === 'half-up') return awayFromZero;
      return quotient % 2n === 0n ? quotient : awayFromZero;
    }
  }
}

/** a × b / c with a single rounding at the end, so no precision is lost in between. */
export function mulDiv(a: bigint, b: bigint, c: bigint, mode: RoundingMode): bigint {
  return divRound(a * b, c, mode);
}

const basisPointsPerUnit = 10_000n;

/**
 * amount × (10 000 + bps) / 10 000. A customer buy price with a 75 bps spread is
 * scaleByBasisPoints(mid, 75n, 'ceil'); the sell price is scaleByBasisPoints(mid, -75n, 'floor').
 */
export function scaleByBasisPoints(amount: bigint, bps: bigint, rounding: RoundingMode): bigint {
  return mulDiv(amount, basisPointsPerUnit + bps, basisPointsPerUnit, rounding);
}

interface ConversionBase {
  /** Base units of `from`. */
  readonly amount: bigint;
  /**
   * CAD base units (cents) per ONE WHOLE unit of the crypto asset, as the platform quotes it:
   * BTC-CAD 9_500_000_00n is CAD 9,500,000.00 per 1 BTC.
   */
  readonly price: bigint;
  /** Required: every caller decides who keeps the fraction of a base unit. */
  readonly rounding: RoundingMode;
}

/** Every market is XXX-CAD, so a conversion always has CAD on exactly one side. */
export type Conversion =
  | (ConversionBase & { readonly from: CryptoAssetCode; readonly to: 'CAD' })
  | (ConversionBase & { readonly from: 'CAD'; readonly to: CryptoAssetCode });

/** Converts between a crypto asset and CAD at `price`; the result is in base units of `to`. */
export function convert(conversion: Conversion): bigint {
  const { amount, price, rounding } = conversion;
  // Both are programming or market-data faults rather than bad customer input, hence not MoneyError.
  if ((conversion.from === 'CAD') === (conversion.to === 'CAD')) {
    throw new RangeError(`No market converts ${conversion.from} to ${conversion.to}`);
  }
  if (price <= 0n) throw new RangeError(`A price must be positive, got ${price}`);
  if (conversion.from === 'CAD') {
    return mulDiv(amount, pow10(assets[conversion.to].decimals), price, rounding);
  }
  return mulDiv(amount, price, pow10(assets[conversion.from].decimals), rounding);
}
