import type { SalesRange } from '../trading/sales-report.js';

/** Calendar arithmetic on UTC days (`YYYY-MM-DD`) for the sales report's windows. */

const DAY_MS = 86_400_000;

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
const dateOf = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

export const addDays = (day: string, days: number): string =>
  dayOf(new Date(dateOf(day).getTime() + days * DAY_MS));

/** The first day of the period holding `day`: itself, its week's Monday, its month's first. */
export function periodStart(range: SalesRange, day: string): string {
  if (range === 'day') return day;
  if (range === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (dateOf(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The last day of the period holding `day`. */
export function periodEnd(range: SalesRange, day: string): string {
  if (range === 'day') return day;
  if (range === 'week') return addDays(periodStart('week', day), 6);
  const date = dateOf(day);
  return dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
}

/** Periods a report shows when not told where to start: 30 days, 12 weeks, 12 months. */
const defaultPeriods: Record<SalesRange, number> = { day: 30, week: 12, month: 12 };

/**
 * The window a report covers, widened to whole periods: without `to`, it ends today; without
 * `from`, it starts the default number of periods before `to`.
 */
export function salesWindow(
  range: SalesRange,
  today: Date,
  asked: { from?: string; to?: string },
): { from: string; to: string } {
  const to = periodEnd(range, asked.to ?? dayOf(today));
  if (asked.from !== undefined) return { from: periodStart(range, asked.from), to };
  const periods = defaultPeriods[range];
  const lastStart = periodStart(range, to);
  if (range === 'day') return { from: addDays(lastStart, 1 - periods), to };
  if (range === 'week') return { from: addDays(lastStart, -7 * (periods - 1)), to };
  const date = dateOf(lastStart);
  return {
    from: dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - (periods - 1), 1))),
    to,
  };
}
