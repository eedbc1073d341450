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
