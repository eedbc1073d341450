/**
 * FINTRAC wants a large virtual currency transaction report within 5 working days after the
 * day the amount was received. Working days here are Monday to Friday; statutory holidays are
 * not skipped (they differ by province), so a deadline may fall on one and is then early, never
 * late. The day of receipt is the platform's calendar day in Toronto, where it reports from.
 */
export const REPORT_WORKING_DAYS = 5;

const TORONTO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Toronto, as `YYYY-MM-DD`. */
export function torontoDay(instant: Date): string {
  return TORONTO_DAY.format(instant);
}

/** The day `count` working days (Monday to Friday) after `day` (`YYYY-MM-DD`). */
export function addWorkingDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** The report's deadline for an amount received at `receivedAt`. */
export function reportDeadline(receivedAt: Date): string {
  return addWorkingDays(torontoDay(receivedAt), REPORT_WORKING_DAYS);
}
