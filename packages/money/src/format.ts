import { type AssetCode, assets, pow10 } from './assets.js';
import { abs, divRound, type RoundingMode } from './convert.js';
import type { MoneyLocale } from './locales.js';

export interface FormatAmountOptions {
  /**
   * 'display' (default) caps the fraction as docs/product/data.md says (ETH 8 digits); 'full' shows
   * them all.
   */
  readonly precision?: 'display' | 'full';
  /** Applies when 'display' drops digits. Default 'down': a balance must never look larger. */
  readonly rounding?: RoundingMode;
  /** Crypto only: append the asset code ("0.5 BTC"), joined by a no-break space. */
  readonly withCode?: boolean;
  /** 'plain' leaves out the dollar sign and any code, for inputs and exports. */
  readonly style?: 'standard' | 'plain';
}

interface Digits {
  readonly whole: bigint;
  readonly fraction: string;
}

function splitDigits(magnitude: bigint, decimals: number, trimTrailingZeros: boolean): Digits {
  const unit = pow10(decimals);
  const padded = decimals === 0 ? '' : (magnitude % unit).toString().padStart(decimals, '0');
  return {
    whole: magnitude / unit,
    fraction: trimTrailingZeros ? padded.replace(/0+$/, '') : padded,
  };
}

/**
 * Exact and locale-free ("1234.5", "0.00000001", "-2", CAD "12.30"): for APIs, storage, logs and
 * form values. parseAmount reads it back unchanged.
 */
export function toDecimalString(minor: bigint, asset: AssetCode): string {
  const { decimals, trimTrailingZeros } = assets[asset];
  const { whole, fraction } = splitDigits(abs(minor), decimals, trimTrailingZeros);
  const sign = minor < 0n ? '-' : '';
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/**
 * A scaled integer (`value` × 10^−decimals) as an exact decimal string with all its digits:
 * scaledDecimalString(80_000_000n, 8) is "0.80000000". For quantities that are not an asset's
 * amount, such as prices at a fixed precision or percentages.
 */
export function scaledDecimalString(value: bigint, decimals: number): string {
  const { whole, fraction } = splitDigits(abs(value), decimals, false);
  const sign = value < 0n ? '-' : '';
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/**
 * A scaled integer as the shortest exact decimal string: trimmedDecimalString(9_500_000_000_000n,
 * 8) is "95000", trimmedDecimalString(75n, 2) is "0.75". For a figure a person typed, such as an
 * alert's level, said back as they wrote it.
 */
export function trimmedDecimalString(value: bigint, decimals: number): string {
  const text = scaledDecimalString(value, decimals);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

interface Formatters {
  /**
   * The parts of ±1 with one fraction digit, for each sign: where the sign, symbol and separators
   * go. They never change, so they are asked of Intl once, not at every amount.
   */
  readonly template: { readonly [sign in 'positive' | 'negative']: Intl.NumberFormatPart[] };
  /** Formats the whole part, to borrow the locale's digit grouping. */
  readonly whole: Intl.NumberFormat;
}

const formatterCache = new Map<string, Formatters>();

function formattersFor(locale: MoneyLocale, currency: boolean): Formatters {
  const key = `${locale}|${currency}`;
  let formatters = formatterCache.get(key);
  if (formatters === undefined) {
    const style: Intl.NumberFormatOptions = currency ? { style: 'currency', currency: 'CAD' } : {};
    const template = new Intl.NumberFormat(locale, {
      ...style,
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    formatters = {
      template: { positive: template.formatToParts(1n), negative: template.formatToParts(-1n) },
      whole: new Intl.NumberFormat(locale, {
        ...style,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
    };
    formatterCache.set(key, formatters);
  }
  return formatters;
}

/** The whole part's digits grouped as the locale groups them (below 1,000 there is no group). */
function groupedWhole(whole: bigint, formatter: Intl.NumberFormat): string {
  if (whole < 1000n) return whole.toString();
  return formatter
    .formatToParts(whole)
    .filter((part) => part.type === 'integer' || part.type === 'group')
    .map((part) => part.value)
    .join('');
}

/**
 * For people: "$1,234.56" / "1 234,56 $", "0.5 BTC" / "0,5 BTC". Intl only ever sees bigints
 * (which it formats exactly) for the grouping and the layout; the fraction digits are cut from the
 * bigint here, so no amount passes through a float.
 */
export function formatAmount(
  minor: bigint,
  asset: AssetCode,
  locale: MoneyLocale,
  options: FormatAmountOptions = {},
): string {
  const {
    precision = 'display',
    rounding = 'down',
    withCode = false,
    style = 'standard',
  } = options;
  const { type, decimals, displayDecimals, trimTrailingZeros } = assets[asset];
  const shownDecimals = precision === 'full' ? decimals : displayDecimals;
  const rounded = divRound(minor, pow10(decimals - shownDecimals), rounding);
  const { whole, fraction } = splitDigits(abs(rounded), shownDecimals, trimTrailingZeros);

  const formatters = formattersFor(locale, type === 'fiat' && style === 'standard');
  const grouped = groupedWhole(whole, formatters.whole);

  let text = '';
  for (const part of formatters.template[rounded < 0n ? 'negative' : 'positive']) {
    if (part.type === 'integer') text += grouped;
    else if (part.type === 'fraction') text += fraction;
    else if (part.type !== 'decimal' || fraction !== '') text += part.value;
  }
  return withCode && type === 'crypto' && style === 'standard' ? `${text}\u00a0${asset}` : text;
}
