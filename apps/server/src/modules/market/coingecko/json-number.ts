import { divRound, pow10 } from '@maple/money';

// What String() gives for a finite number: digits, an optional fraction, an optional exponent.
const numberText = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * A JSON number from CoinGecko as an integer scaled by 10^decimals, rounded half-even. It works
 * on the number's decimal text, not its binary value: String() gives the shortest text that reads
 * back as the same double, which is the text CoinGecko sent (0.5123, 128500.12345678, 1e-7), so
 * no float arithmetic ever touches a price.
 */
export function scaledJsonNumber(value: number, decimals: number): bigint {
  const text = String(value);
  const match = numberText.exec(text);
  if (match === null) throw new RangeError(`${text} is not a finite number`);
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  const digits = BigInt(whole + fraction);
  const shift = decimals - fraction.length + Number.parseInt(exponent, 10);
  const magnitude =
    shift >= 0 ? digits * pow10(shift) : divRound(digits, pow10(-shift), 'half-even');
  return sign === '-' ? -magnitude : magnitude;
}
