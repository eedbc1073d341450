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
