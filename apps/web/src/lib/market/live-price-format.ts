import { toLanguage } from '../i18n/languages';
import { scaledLivePrice } from '../platform/trade-math';

/** A 24 h change ("-1.25", in percent) for people: "−1.25%" / "+0,40 %". Display only. */
export const formatChange = (percent: string, language: string): string =>
  new Intl.NumberFormat(toLanguage(language), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(Number(percent) / 100);

/** A share in percent as typed for an alert ("5", "2.5"), unsigned: "5%" / "2,5 %". */
export const formatMovePercent = (percent: string, language: string): string =>
  new Intl.NumberFormat(toLanguage(language), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(Number(percent) / 100);

const isDecimal = (text: string): text is Intl.StringNumericLiteral => /^\d+\.\d+$/.test(text);

/** The price as Intl reads it exactly: a decimal string of 8 places, however the feed wrote it. */
function decimalOf(price: string): Intl.StringNumericLiteral {
  const scaled = scaledLivePrice(price).toString().padStart(9, '0');
  const decimal = `${scaled.slice(0, -8)}.${scaled.slice(-8)}`;
  if (!isDecimal(decimal)) throw new RangeError(`not a price: ${price}`);
  return decimal;
}

/**
 * A price (CAD per whole unit, up to 8 decimals: a live price, an alert's level) as people read
 * one: cents from a dollar up, four places below one ("$0.7512" for XRP, where cents would say
 * "$0.75" and hide its moves); "$128,500.00" / "0,7512 $".
 */
export function formatLivePrice(price: string, language: string): string {
  const decimal = decimalOf(price);
  const places = scaledLivePrice(price) >= 100_000_000n ? 2 : 4;
  return new Intl.NumberFormat(toLanguage(language), {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(decimal);
}
