import { torontoDay, torontoDayStart } from '../../infra/clock.js';
import { addWorkingDays } from '../compliance/working-days.js';

/**
 * A statement's period (ADR 77): a calendar month (`2026-10`) or quarter (`2026-Q4`) in Toronto,
 * where the platform reports from. It runs from the first instant of its first day up to, not
 * including, the first instant of the day after it.
 */
export interface StatementPeriod {
  /** `YYYY-MM` or `YYYY-Qn`: the statement's subject. */
  period: string;
  kind: 'month' | 'quarter';
  startsAt: Date;
  endsAt: Date;
  /** The first instant of the period's calendar year: fees "year to date" count from it. */
  yearStartsAt: Date;
  /** The period's last day, `YYYY-MM-DD`. */
  lastDay: string;
}

/** Statements are issued by the 5th business day after the period (CIRO Rule 3808). */
export const ISSUE_WORKING_DAYS = 5;

const pad = (month: number) => String(month).padStart(2, '0');

/** The first day of the month `months` after `year`-`month` (1-based), `YYYY-MM-01`. */
function firstOfMonth(year: number, month: number, months = 0): string {
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/** The day before `day` (`YYYY-MM-DD`). */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** A period's bounds from its text; throws on a text that is not one (validated before). */
export function statementPeriod(period: string): StatementPeriod {
  const match = /^(\d{4})-(?:(0[1-9]|1[0-2])|Q([1-4]))$/.exec(period);
  if (match === null) throw new Error(`${period} is not a statement period`);
  const year = Number(match[1]);
  const quarter = match[3] === undefined ? undefined : Number(match[3]);
  const firstMonth = quarter === undefined ? Number(match[2]) : (quarter - 1) * 3 + 1;
  const months = quarter === undefined ? 1 : 3;
  const nextDay = firstOfMonth(year, firstMonth, months);
  return {
    period,
    kind: quarter === undefined ? 'month' : 'quarter',
    startsAt: torontoDayStart(firstOfMonth(year, firstMonth)),
    endsAt: torontoDayStart(nextDay),
    yearStartsAt: torontoDayStart(`${year}-01-01`),
    lastDay: dayBefore(nextDay),
  };
}

/**
 * The periods that ended with the last Toronto month before `now`: that month, and its quarter
 * when the month closes one. The daily run asks for these; earlier periods were asked for by
 * the runs of their own month.
 */
export function periodsJustEnded(now: Date): string[] {
  const today = torontoDay(now);
  const lastMonth = firstOfMonth(Number(today.slice(0, 4)), Number(today.slice(5, 7)), -1);
  const year = lastMonth.slice(0, 4);
  const month = Number(lastMonth.slice(5, 7));
  const periods = [`${year}-${pad(month)}`];
  if (month % 3 === 0) periods.push(`${year}-Q${month / 3}`);
  return periods;
}

/**
 * The tax years whose reports are due now: the year before, from the day after its January
 * (a purchase up to 30 days after 31 December can still deny a December loss).
 */
export function taxYearsJustClosed(now: Date): number[] {
  return periodsJustEnded(now)
    .filter((period) => period.endsWith('-01'))
    .map((period) => Number(period.slice(0, 4)) - 1);
}

/**
 * The day by which a period's statements must be issued: the 5th business day after its last
 * day (federal and Ontario holidays, as the compliance calendar counts them).
 */
export const issueDeadline = (period: StatementPeriod): string =>
  addWorkingDays(period.lastDay, ISSUE_WORKING_DAYS);
