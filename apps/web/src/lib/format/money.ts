import { type AssetCode, formatAmount, type MoneyLocale } from '@maple/money';
import { toLanguage } from '../i18n/languages';

/** The money locale of the reader's language. */
export const moneyLocaleOf = (language: string): MoneyLocale => toLanguage(language);

/** An amount for people: "$1,234.56", "0.5 BTC" / "1 234,56 $", "0,5 BTC". */
export function formatUnits(units: bigint | string, asset: AssetCode, language: string): string {
  const value = typeof units === 'bigint' ? units : BigInt(units);
  return formatAmount(value, asset, moneyLocaleOf(language), { withCode: true });
}

/**
 * An amount as a customer would type it in an amount field ("9,900.00" / "9 900,00", "0.05"),
 * every digit kept, so what a Max button writes reads back as exactly that amount.
 */
export function formatForInput(units: bigint, asset: AssetCode, language: string): string {
  return formatAmount(units, asset, moneyLocaleOf(language), { style: 'plain', precision: 'full' });
}

/** A share or spread in basis points as a percentage ("0.75%" / "0,75 %"); display only, never an amount. */
export function formatPercent(basisPoints: bigint, language: string): string {
  return new Intl.NumberFormat(toLanguage(language), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(basisPoints) / 10_000);
}
