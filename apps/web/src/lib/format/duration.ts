import { toLanguage } from '../i18n/languages';

type Unit = 'day' | 'hour' | 'minute' | 'second';

/** The largest unit that says `seconds` whole; hours up to two days ("24 hours", not "1 day"). */
function unitOf(seconds: number): [number, Unit] {
  if (seconds >= 172_800 && seconds % 86_400 === 0) return [seconds / 86_400, 'day'];
  if (seconds >= 3_600 && seconds % 3_600 === 0) return [seconds / 3_600, 'hour'];
  if (seconds >= 60 && seconds % 60 === 0) return [seconds / 60, 'minute'];
  return [seconds, 'second'];
}

/** A configured duration in words of the reader's language: "24 hours", "1 minute", "60 secondes". */
export function formatDuration(seconds: number, language: string): string {
  const [value, unit] = unitOf(seconds);
  return new Intl.NumberFormat(toLanguage(language), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}

/**
 * How long from one instant to a later one, in its largest whole unit of the reader's language:
 * "3 days", "5 hours", "12 minutes" (a wallet's age when a withdrawal to it was asked).
 */
export function formatAge(fromIso: string, toIso: string, language: string): string {
  const seconds = Math.max(0, (Date.parse(toIso) - Date.parse(fromIso)) / 1000);
  const [value, unit]: [number, Unit] =
    seconds >= 86_400
      ? [Math.floor(seconds / 86_400), 'day']
      : seconds >= 3_600
        ? [Math.floor(seconds / 3_600), 'hour']
        : [Math.floor(seconds / 60), 'minute'];
  return new Intl.NumberFormat(toLanguage(language), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}
