import { easter } from 'date-easter';

/**
 * The holidays a report deadline skips (ADR 31): the union of Canada's federal holidays and
 * Ontario's public holidays, where the platform reports from, each holiday on a weekend also
 * observed on the next weekday that is not already one. The Civic Holiday (first Monday of
 * August) is neither, so it stays a working day. The list is that of 2021 on (the National Day
 * for Truth and Reconciliation's first year); no receipt is older.
 */

/** A calendar day as `YYYY-MM-DD`; day numbers past the month's end roll over. */
function isoDay(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** Whether `day` (`YYYY-MM-DD`) is a Saturday or a Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The `nth` Monday of `month` (1 to 12). */
function nthMonday(year: number, month: number, nth: number): string {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const firstMonday = 1 + ((8 - firstWeekday) % 7);
  return isoDay(year, month, firstMonday + 7 * (nth - 1));
}

/** The last Monday strictly before `month`/`day` (Victoria Day: before May 25). */
function mondayBefore(year: number, month: number, day: number): string {
  const daysBack = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7 || 7;
  return isoDay(year, month, day - daysBack);
}

/** Holidays on a fixed date, each observed on a later weekday when it falls on a weekend. */
function fixedHolidays(year: number): string[] {
  return [
    isoDay(year, 1, 1), // New Year's Day
    isoDay(year, 7, 1), // Canada Day
    isoDay(year, 9, 30), // National Day for Truth and Reconciliation (federal)
    isoDay(year, 11, 11), // Remembrance Day (federal)
    isoDay(year, 12, 25), // Christmas Day
    isoDay(year, 12, 26), // Boxing Day
  ];
}

/** Holidays that always fall on a Monday or a Friday. */
function weekdayHolidays(year: number): string[] {
  const sunday = easter(year);
  return [
    nthMonday(year, 2, 3), // Family Day (Ontario)
    isoDay(year, sunday.month, sunday.day - 2), // Good Friday
    isoDay(year, sunday.month, sunday.day + 1), // Easter Monday (federal)
    mondayBefore(year, 5, 25), // Victoria Day
    nthMonday(year, 9, 1), // Labour Day
    nthMonday(year, 10, 2), // Thanksgiving
  ];
}

function holidaysIn(year: number): ReadonlySet<string> {
  const days = new Set([...fixedHolidays(year), ...weekdayHolidays(year)]);
  // In date order, so Christmas on a Saturday takes the Monday and Boxing Day the Tuesday.
  for (const holiday of fixedHolidays(year)) {
    if (!isWeekend(holiday)) continue;
    let observed = nextDay(holiday);
    while (isWeekend(observed) || days.has(observed)) {
      observed = nextDay(observed);
    }
    days.add(observed);
  }
  return days;
}

const byYear = new Map<number, ReadonlySet<string>>();

/** Whether `day` (`YYYY-MM-DD`) is a holiday or the observed day of one. */
export function isHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let days = byYear.get(year);
  if (days === undefined) {
    days = holidaysIn(year);
    byYear.set(year, days);
  }
  return days.has(day);
}
