import { torontoDay } from '../infra/clock.js';

/** A Toronto month as a number of months since year 0, and back. */
const monthIndex = (instant: Date): number => {
  const [year = '0', month = '1'] = torontoDay(instant).split('-');
  return Number(year) * 12 + Number(month) - 1;
};
const monthText = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * The statement periods (ADR 77: Toronto months `YYYY-MM` and quarters `YYYY-Qn`) from the one
 * `from` falls in to the last that ended by `to`, oldest first, each quarter after its last month.
 */
export function pastStatementPeriods(from: Date, to: Date): string[] {
  const periods: string[] = [];
  for (let index = monthIndex(from); index < monthIndex(to); index += 1) {
    periods.push(monthText(index));
    if (index % 3 === 2)
      periods.push(`${Math.floor(index / 12)}-Q${Math.floor((index % 12) / 3) + 1}`);
  }
  return periods;
}

/**
 * The tax years from the one `from` falls in whose capital gains report is due by `to`: those
 * whose next January is over (ADR 77: a purchase up to 30 days after a December loss can still
 * deny it).
 */
export function closedTaxYears(from: Date, to: Date): number[] {
  const years: number[] = [];
  const first = Math.floor(monthIndex(from) / 12);
  for (let year = first; (year + 1) * 12 + 1 <= monthIndex(to); year += 1) years.push(year);
  return years;
}
