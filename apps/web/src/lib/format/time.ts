import { toLanguage } from '../i18n/languages';

/**
 * A time of day in the reader's language: 12-hour in English (docs/product/data.md), 24-hour in
 * French (the French-Canadian conventions); in the reader's time zone unless one is given.
 */
export const formatTime = (date: Date, language: string, timeZone?: string): string =>
  new Intl.DateTimeFormat(toLanguage(language), {
    ...(timeZone === undefined ? {} : { timeZone }),
    hour: 'numeric',
    minute: '2-digit',
    hour12: toLanguage(language) === 'en-CA',
  }).format(date);
