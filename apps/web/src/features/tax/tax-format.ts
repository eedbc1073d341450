import type { AssetCode } from '@maple/money';
import { toLanguage } from '../../lib/i18n/languages';

/**
 * A quantity the server gives as an exact decimal in whole units (`quantity_decimal`, "0.0005")
 * in the reader's language with its asset ("0.0005 BTC" / "0,0005 BTC"), every digit kept: the
 * whole part is grouped by Intl as a bigint and the fraction copied as sent, so no float is
 * involved.
 */
export function formatQuantity(decimal: string, asset: AssetCode, language: string): string {
  const locale = toLanguage(language);
  const [whole = '0', fraction = ''] = decimal.split('.');
  const grouped = new Intl.NumberFormat(locale).format(BigInt(whole));
  const separator = locale === 'fr-CA' ? ',' : '.';
  return `${fraction === '' ? grouped : `${grouped}${separator}${fraction}`}\u00a0${asset}`;
}
