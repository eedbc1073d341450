import type { Language } from '../../infra/db/columns.js';

/** From the largest unit down: a duration is said in the largest unit that divides it. */
const units = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
] as const;

/**
 * A whole number of seconds in words, as an e-mail says it: "24 hours", "1 minute", "3 jours".
 * Days only from two days on, so a day reads "24 hours", as customers are told elsewhere.
 */
export function durationWords(seconds: number, language: Language): string {
  const whole = Math.max(0, Math.round(seconds));
  const { unit, seconds: size } = units.find(
    (candidate) =>
      whole % candidate.seconds === 0 && (candidate.unit !== 'day' || whole >= 2 * 86_400),
  ) ?? { unit: 'second', seconds: 1 };
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    whole / size,
  );
}
