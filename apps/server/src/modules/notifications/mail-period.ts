import type { Language } from '../../infra/db/columns.js';

/** A document's period as its e-mail names it: a month, a quarter or a year (ADR 77). */
export type MailPeriod =
  | { kind: 'month'; year: string; month: string }
  /** 1 to 4. */
  | { kind: 'quarter'; year: string; quarter: number }
  | { kind: 'year'; year: string };

/** `2026-10`, `2026-Q4` or `2025`, with the month named in the language. */
export function mailPeriod(period: string, language: Language): MailPeriod {
  const year = period.slice(0, 4);
  const quarter = /Q([1-4])$/.exec(period)?.[1];
  if (quarter !== undefined) return { kind: 'quarter', year, quarter: Number(quarter) };
  if (period.length === 4) return { kind: 'year', year };
  const names = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  const month = names.format(new Date(Date.UTC(Number(year), Number(period.slice(5, 7)) - 1, 1)));
  return { kind: 'month', year, month };
}
