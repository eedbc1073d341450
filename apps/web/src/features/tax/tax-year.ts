import { taxYearParamsSchema } from '@maple/contracts';

/**
 * The year a link names (`?year=2025`): one the server reports, from the first tax year to the
 * current one; anything else (missing, not a year, in the future) reads as the current year.
 */
export function yearOf(param: string | null, current: number): number {
  if (param === null || !/^\d{4}$/.test(param)) return current;
  const parsed = taxYearParamsSchema.safeParse({ year: param });
  return parsed.success && parsed.data.year <= current ? parsed.data.year : current;
}

/** The years to choose from, newest first: those with activity, the current one and the one shown. */
export const yearChoices = (years: readonly number[], current: number, shown: number): number[] =>
  [...new Set([...years, current, shown])].filter((year) => year <= current).sort((a, b) => b - a);
