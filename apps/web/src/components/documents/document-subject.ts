import type { CustomerDocument } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { toLanguage } from '../../lib/i18n/languages';
import { shortReference } from './use-document-download';

/** A confirmation is about a trade or a transfer, named by its guid; the other kinds by a period. */
export const namedByGuid = (document: CustomerDocument): boolean =>
  document.kind === 'trade_confirmation' || document.kind === 'transfer_confirmation';

/**
 * A statement's or a tax report's period in the reader's words: a month (`2026-10`: "October
 * 2026" / "octobre 2026"), a quarter (`2026-Q4`: "Q4 2026" / "T4 2026") or a tax year (`2025`).
 */
export function periodWords(period: string, t: TFunction, language: string): string {
  const [year, part] = period.split('-');
  if (part === undefined) return period;
  if (part.startsWith('Q')) return t('documents.quarter', { quarter: part.slice(1), year });
  // The month's first day named in UTC: no reader's time zone can move it into the month before.
  return new Intl.DateTimeFormat(toLanguage(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));
}

/**
 * What a document is about, in the reader's words: a statement's period, a tax report's year,
 * a confirmation's trade or transfer by its short reference.
 */
export function documentSubject(
  document: CustomerDocument,
  t: TFunction,
  language: string,
): string {
  if (namedByGuid(document)) return shortReference(document.subject);
  return periodWords(document.subject, t, language);
}
