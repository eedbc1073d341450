import { formatUnits } from '../format/money';
import { toLanguage } from '../i18n/languages';
import { scaledLivePrice } from '../platform/trade-math';

/** A live price (CAD per unit, 8 decimals) as money: "$128,500.00" / "128 500,00 $". */
export const formatLivePrice = (price: string, language: string): string =>
  formatUnits(scaledLivePrice(price) / 1_000_000n, 'CAD', language);

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

const isDecimal = (text: string): text is Intl.StringNumericLiteral => /^\d+(\.\d+)?$/.test(text);

/**
 * A price an alert names (CAD per unit, up to 8 decimals), as exact as people set them: cents
 * from a dollar up, four places below one ("$0.7512", where the live prices' cents would say
 * "$0.75" and hide the level). Intl reads the decimal string exactly.
 */
export function formatAlertPrice(price: string, language: string): string {
  if (!isDecimal(price)) return formatLivePrice(price, language);
  const places = scaledLivePrice(price) >= 100_000_000n ? 2 : 4;
  return new Intl.NumberFormat(toLanguage(language), {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(price);
}
