import { torontoDay } from '../../infra/clock.js';
import { isHoliday, isWeekend } from './holidays.js';

/**
 * FINTRAC wants a large virtual currency transaction report within 5 working days after the
 * day the amount was received: a working day is not a Saturday, a Sunday or a holiday. The
 * day of receipt is the platform's calendar day in Toronto, where it reports from, and the
 * holidays are the federal and Ontario ones with their observed days (`holidays.ts`, ADR 31).
 * A holiday of another province only, or the Civic Holiday, is counted as a working day: a
 * deadline across one is a day early, never late.
 */
export const REPORT_WORKING_DAYS = 5;

/** The day `count` working days after `day` (`YYYY-MM-DD`). */
export function addWorkingDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const next = date.toISOString().slice(0, 10);
    if (!isWeekend(next) && !isHoliday(next)) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * The day `count` working days before `day` (`YYYY-MM-DD`): when a payment that takes that many
 * working days must start (a recurring buy's EFT deposit, ADR 83).
 */
export function workingDaysBefore(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() - 1);
    const previous = date.toISOString().slice(0, 10);
    if (!isWeekend(previous) && !isHoliday(previous)) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** The report's deadline for an amount received at `receivedAt`. */
export function reportDeadline(receivedAt: Date): string {
  return addWorkingDays(torontoDay(receivedAt), REPORT_WORKING_DAYS);
}
