import { toLanguage } from '../i18n/languages';

/** English groups thousands with commas ("95,000.50"); the contracts want plain digits. */
const englishGrouped = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * A number as the reader typed it, in the contracts' form: spaces dropped (French groups
 * thousands with them), a French decimal comma made a point, English thousands commas dropped.
 * Anything else is left as typed, for the contract to refuse in its words.
 */
export function typedDecimal(text: string, language: string): string {
  const compact = text.replace(/\s/g, '');
  if (toLanguage(language) === 'fr-CA') return compact.replace(',', '.');
  return englishGrouped.test(compact) ? compact.replaceAll(',', '') : compact;
}

/**
 * The end of a day picked in a date input (`YYYY-MM-DD`), in the reader's time zone: what ends
 * "on" that day lasts through it. A value that is no date is sent as typed, for the contract to
 * refuse.
 */
export function endOfDay(day: string): string {
  const end = new Date(`${day}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? day : end.toISOString();
}

/** A day in the reader's time zone as a date input writes it (`YYYY-MM-DD`). */
export const dayOf = (date: Date): string =>
  [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');

/**
 * A day in Toronto as a date input writes it (`YYYY-MM-DD`): the days the server counts, as for
 * recurring orders, whatever the reader's time zone.
 */
export function torontoDayOf(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar day (`YYYY-MM-DD`) `days` after `day`, in no time zone. */
export function daysAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A decimal as the contracts write it ("25.00"), as the reader would type it: with a decimal
 * comma in French. `typedDecimal` reads it back as it was.
 */
export const inputDecimal = (decimal: string, language: string): string =>
  toLanguage(language) === 'fr-CA' ? decimal.replace('.', ',') : decimal;
