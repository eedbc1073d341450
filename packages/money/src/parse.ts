import { type AssetCode, assets } from './assets.js';
import { MoneyError, type MoneyErrorReason } from './errors.js';
import { type MoneyLocale, separatorsOf } from './locales.js';

/** The ledger column is NUMERIC(78,0): at most 78 digits. */
export const maxAmountDigits = 78;
export const maxMinorUnits = 10n ** BigInt(maxAmountDigits) - 1n;

export interface ParseAmountOptions {
  /** Off by default: almost every amount a customer types is a positive quantity. */
  readonly allowNegative?: boolean;
  /** Also accept this locale's decimal and grouping separators, as a person would type them. */
  readonly locale?: MoneyLocale;
}

export interface ParseMinorUnitsOptions {
  readonly allowNegative?: boolean;
}

function escapeForClass(characters: readonly string[]): string {
  return characters.map((character) => character.replace(/[\\\]^-]/g, '\\$&')).join('');
}

// Whole part: plain digits, or groups of three after a first group that does not start with 0
// (so en-CA "0,001" is not read as one). A fraction needs digits after the separator: ".5" is
// accepted but "5." is not, since a trailing separator usually means an unfinished entry.
function amountPattern(decimal: readonly string[], group: readonly string[]): RegExp {
  const grouped = group.length === 0 ? '' : `|[1-9]\\d{0,2}(?:[${escapeForClass(group)}]\\d{3})+`;
  return new RegExp(`^(\\d+${grouped})?(?:[${escapeForClass(decimal)}](\\d+))?$`);
}

const canonicalPattern = amountPattern(['.'], []);
const localePatterns = new Map<MoneyLocale, RegExp>();

function patternFor(locale: MoneyLocale | undefined): RegExp {
  if (locale === undefined) return canonicalPattern;
  let pattern = localePatterns.get(locale);
  if (pattern === undefined) {
    const separators = separatorsOf(locale);
    pattern = amountPattern(separators.decimal, separators.group);
    localePatterns.set(locale, pattern);
  }
  return pattern;
}

const exponentPattern = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)[eE][+-]?\d+$/;

type Fail = (reason: MoneyErrorReason) => never;

interface Signed {
  readonly negative: boolean;
  readonly body: string;
}

function splitSign(text: string, minusSigns: readonly string[], fail: Fail): Signed {
  const first = text.charAt(0);
  if (first === '+') fail('sign_not_allowed');
  if (minusSigns.includes(first)) return { negative: true, body: text.slice(1) };
  return { negative: false, body: text };
}

/** Digits to bigint, refusing anything the ledger could not store before building a huge bigint. */
function boundedBigInt(digits: string, fail: Fail): bigint {
  const significant = digits.replace(/^0+/, '');
  if (significant.length > maxAmountDigits) fail('out_of_range');
  return significant === '' ? 0n : BigInt(significant);
}

/**
 * Reads a decimal amount of `asset` as typed or sent ("1234.5", ".5", "0.00000001") and returns
 * it in base units. Surrounding whitespace is ignored. Never rounds: more fraction digits than the
 * asset has is an error unless the extra digits are zeros. Throws MoneyError.
 */
export function parseAmount(
  input: string,
  asset: AssetCode,
  options: ParseAmountOptions = {},
): bigint {
  const fail: Fail = (reason) => {
    throw new MoneyError(reason, { input, asset });
  };
  const { locale, allowNegative = false } = options;
  const text = input.trim();
  if (text === '') fail('empty');

  const minusSigns = locale === undefined ? ['-'] : separatorsOf(locale).minus;
  const { negative, body } = splitSign(text, minusSigns, fail);
  const match = patternFor(locale).exec(body);
  if (match === null) fail(exponentPattern.test(body) ? 'exponent_not_allowed' : 'invalid_format');
  const whole = match[1];
  const fraction = match[2];
  if (whole === undefined && fraction === undefined) fail('invalid_format');
  if (negative && !allowNegative) fail('negative_not_allowed');

  const { decimals } = assets[asset];
  const fractionDigits = fraction ?? '';
  const extra = fractionDigits.slice(decimals);
  if (/[^0]/.test(extra)) fail('too_many_decimals');

  const wholeDigits = (whole ?? '').replace(/\D/g, '');
  const scaledFraction = fractionDigits.slice(0, decimals).padEnd(decimals, '0');
  const magnitude = boundedBigInt(wholeDigits + scaledFraction, fail);
  return negative ? -magnitude : magnitude;
}

/**
 * Reads an integer count of base units as it arrives on the wire: a bigint, a JSON number that is
 * a safe integer (beyond 2^53 a number has already lost digits), or a string of digits.
 */
export function parseMinorUnits(
  input: string | number | bigint,
  options: ParseMinorUnitsOptions = {},
): bigint {
  const { allowNegative = false } = options;
  const fail: Fail = (reason) => {
    throw new MoneyError(reason, { input: String(input) });
  };

  let value: bigint;
  if (typeof input === 'bigint') {
    value = input;
  } else if (typeof input === 'number') {
    if (!Number.isFinite(input) || !Number.isInteger(input)) fail('invalid_format');
    if (!Number.isSafeInteger(input)) fail('out_of_range');
    value = BigInt(input);
  } else {
    const text = input.trim();
    if (text === '') fail('empty');
    const { negative, body } = splitSign(text, ['-'], fail);
    if (!/^\d+$/.test(body)) {
      fail(/^\d+[eE][+-]?\d+$/.test(body) ? 'exponent_not_allowed' : 'invalid_format');
    }
    // Checked on the text too: as in parseAmount, "-0" is refused where negatives are.
    if (negative && !allowNegative) fail('negative_not_allowed');
    const magnitude = boundedBigInt(body, fail);
    value = negative ? -magnitude : magnitude;
  }

  if (value < 0n && !allowNegative) fail('negative_not_allowed');
  if (value > maxMinorUnits || value < -maxMinorUnits) fail('out_of_range');
  return value;
}
