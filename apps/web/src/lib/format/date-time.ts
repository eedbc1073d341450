import { toLanguage } from '../i18n/languages';

/**
 * A date and time in the reader's language: month-day-year with 12-hour time in English
 * (docs/product/data.md), day-month-year with 24-hour time in French (fr-CA conventions); in the
 * reader's time zone unless one is given.
 */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  const locale = toLanguage(language);
  return new Intl.DateTimeFormat(locale, {
    ...(timeZone === undefined ? {} : { timeZone }),
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: locale === 'en-CA',
  }).format(new Date(iso));
}

/**
 * A day of the weeks ahead, without its year ("Dec 3" / "3 déc."), in the reader's time zone:
 * when money held after a deposit can be used.
 */
export function formatMonthDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(toLanguage(language), { month: 'short', day: 'numeric' }).format(
    new Date(iso),
  );
}

/**
 * A calendar date (`YYYY-MM-DD`: a birth date, an expiry date) in the reader's language,
 * month-day-year in English and day-month-year in French. It names a day, not an instant, so it
 * is formatted in UTC and never shifts with the reader's time zone.
 */
export function formatCalendarDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(toLanguage(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * A calendar date (`YYYY-MM-DD`) without its year, "Dec 7" / "7 déc.": a day of the weeks ahead
 * that names no instant, so, as `formatCalendarDate`, it never shifts with the reader's time zone.
 */
export function formatCalendarMonthDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(toLanguage(language), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * A date and time in Toronto, whoever reads it, written as `formatDateTime` writes it: the
 * platform's documents count Toronto days (docs/product/documents.md), so a list of them shows
 * the moment each document itself states, not the reader's clock.
 */
export const formatTorontoDateTime = (iso: string, language: string): string =>
  formatDateTime(iso, language, 'America/Toronto');
