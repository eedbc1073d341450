import type { RecurringFrequency } from '@maple/contracts';
import { torontoHour } from '../../infra/clock.js';

/**
 * The calendar of a recurring order (ADR 83): its occurrences are counted from an anchor day
 * (the start date, or the day a change of frequency took effect), so that each is computed from
 * the anchor, never from the one before: a monthly order started on the 31st runs on the 30th
 * in April and on the 31st again in May, not on the 30th from then on.
 */

const DAY_MS = 86_400_000;

interface Ymd {
  year: number;
  /** 0 to 11. */
  month: number;
  day: number;
}

function parts(day: string): Ymd {
  const date = new Date(`${day}T00:00:00Z`);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** Months counted from January of year 0, so that adding months is adding numbers. */
const monthIndexOf = ({ year, month }: Ymd) => year * 12 + month;

const utc = (monthIndex: number, day: number) =>
  new Date(Date.UTC(Math.floor(monthIndex / 12), monthIndex % 12, day));

/** Day `day` of month `monthIndex`, as `YYYY-MM-DD`. */
const dayOf = (monthIndex: number, day: number) => utc(monthIndex, day).toISOString().slice(0, 10);

/** How many days month `monthIndex` has (28, 29 in a leap year's February, 30 or 31). */
const daysIn = (monthIndex: number) => utc(monthIndex + 1, 0).getUTCDate();

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day of occurrence `index` (0 for the first) of a calendar anchored on `anchor`. */
export function occurrenceDay(
  frequency: RecurringFrequency,
  anchor: string,
  index: number,
): string {
  const start = parts(anchor);
  switch (frequency) {
    case 'daily':
      return addDays(anchor, index);
    case 'weekly':
      return addDays(anchor, 7 * index);
    case 'biweekly':
      return addDays(anchor, 14 * index);
    case 'semimonthly': {
      // The 1st and the 15th, from the first of them on or after the anchor.
      const first = monthIndexOf(start) * 2 + (start.day === 1 ? 0 : start.day <= 15 ? 1 : 2);
      const slot = first + index;
      return dayOf(Math.floor(slot / 2), slot % 2 === 0 ? 1 : 15);
    }
    case 'monthly': {
      const month = monthIndexOf(start) + index;
      return dayOf(month, Math.min(start.day, daysIn(month)));
    }
    case 'month_end': {
      const month = monthIndexOf(start) + index;
      return dayOf(month, daysIn(month));
    }
  }
}

/** A run's window on its day: from `startHour` to `endHour` of Toronto's clock. */
export interface RunWindow {
  startsAt: Date;
  endsAt: Date;
}

export function windowOf(day: string, hours: { startHour: number; endHour: number }): RunWindow {
  return { startsAt: torontoHour(day, hours.startHour), endsAt: torontoHour(day, hours.endHour) };
}
