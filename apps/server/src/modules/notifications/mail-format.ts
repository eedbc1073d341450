import { type AssetCode, formatAmount, scaledDecimalString } from '@maple/money';
import type { Language } from '../../infra/db/columns.js';
import type { MailCounterparty } from './mail-content.js';

/**
 * Built once per language: building an `Intl.DateTimeFormat` costs far more than formatting
 * with it, and every trade's confirmation e-mail formats its time (bench:trades' profile had
 * the constructor at 6 % of the server's thread).
 */
const mailTimeFormats: Readonly<Record<Language, Intl.DateTimeFormat>> = {
  'en-CA': mailTimeFormat('en-CA'),
  'fr-CA': mailTimeFormat('fr-CA'),
};

function mailTimeFormat(language: Language): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/**
 * An instant as a customer reads it in an e-mail: the date, the time and the zone, in Eastern
 * time (the business's, as the back office's days and the wallet e-mail already use), in the
 * customer's language: "November 28, 2026 at 5:30 p.m. EST", "28 novembre 2026 à 17 h 30 HNE".
 * The zone is named, since a reader elsewhere in Canada sees it is not their own.
 */
export function mailTime(at: Date, language: Language): string {
  return mailTimeFormats[language].format(at);
}

const mailDayFormats: Readonly<Record<Language, Intl.DateTimeFormat>> = {
  'en-CA': new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }),
  'fr-CA': new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }),
};

/** A calendar day (`YYYY-MM-DD`) as a customer reads it: "December 7, 2026", "7 décembre 2026". */
export function mailDay(day: string, language: Language): string {
  return mailDayFormats[language].format(new Date(`${day}T00:00:00Z`));
}

/**
 * An amount with its asset named, so no e-mail says "0.01" alone: "0.01 BTC", "$25.00 CAD" /
 * "0,01 BTC", "25,00 $ CAD".
 */
export function mailAmount(minor: bigint, asset: AssetCode, language: Language): string {
  return asset === 'CAD'
    ? `${formatAmount(minor, 'CAD', language)} CAD`
    : formatAmount(minor, asset, language, { withCode: true });
}

/** A bank account by its institution and last digits, or an e-Transfer's e-mail address. */
export function mailCounterparty(party: MailCounterparty): string {
  return party.kind === 'bank_account' ? `${party.institution} ${party.maskedNumber}` : party.email;
}

/** A price of a whole unit (8 decimals): cents, or four places below a dollar (XRP at $0.7512). */
const priceFormat = (language: Language, places: number) =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  });
const priceFormats = (language: Language) => ({
  cents: priceFormat(language, 2),
  fine: priceFormat(language, 4),
});
const mailPriceFormats: Readonly<Record<Language, ReturnType<typeof priceFormats>>> = {
  'en-CA': priceFormats('en-CA'),
  'fr-CA': priceFormats('fr-CA'),
};

const isDecimal = (text: string): text is Intl.StringNumericLiteral => /^-?\d+(\.\d+)?$/.test(text);

/**
 * A CAD price of one whole unit (8 decimals, as the market keeps them), rounded as people read
 * prices: "$95,012.35", "$0.7512" / "95 012,35 $". Intl reads the decimal string exactly.
 */
export function mailPrice(price: bigint, language: Language): string {
  const text = scaledDecimalString(price, 8);
  if (!isDecimal(text)) throw new Error(`not a decimal: ${text}`);
  const { cents, fine } = mailPriceFormats[language];
  return (price >= 100_000_000n || price <= -100_000_000n ? cents : fine).format(text);
}
