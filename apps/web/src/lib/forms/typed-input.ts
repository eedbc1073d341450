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
