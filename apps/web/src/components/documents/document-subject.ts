import type { CustomerDocument } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { toLanguage } from '../../lib/i18n/languages';
import { shortReference } from './use-document-download';

/** A confirmation is about a trade or a transfer, named by its guid; the other kinds by a period. */
export const namedByGuid = (document: CustomerDocument): boolean =>
  document.kind === 'trade_confirmation' || document.kind === 'transfer_confirmation';

/**
 * What a document is about, in the reader's words: a statement's period ("October 2026",
 * "Q4 2026" / "octobre 2026", "T4 2026"), a tax report's year, a confirmation's trade or
 * transfer by its short reference.
 */
export function documentSubject(
  document: CustomerDocument,
  t: TFunction,
  language: string,
): string {
  if (namedByGuid(document)) return shortReference(document.subject);
  const [year, part] = document.subject.split('-');
  if (part === undefined) return document.subject;
  if (part.startsWith('Q')) return t('documents.quarter', { quarter: part.slice(1), year });
  // The month's first day named in UTC: no reader's time zone can move it into the month before.
  return new Intl.DateTimeFormat(toLanguage(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${document.subject}-01T00:00:00Z`));
}
