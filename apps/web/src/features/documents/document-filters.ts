import { type DocumentKind, documentKinds, firstTaxYear } from '@maple/contracts';
import type { DocumentFilter } from './api/documents-api';

/** The years to choose from, newest first: the current Toronto year down to the platform's first. */
export const yearChoices = (current: number): number[] =>
  Array.from({ length: Math.max(0, current - firstTaxYear + 1) }, (_, index) => current - index);

/** A kind chosen in the filter ('' is "All documents"), or none for anything else. */
export const kindOf = (value: string): DocumentKind | undefined =>
  documentKinds.find((kind) => kind === value);

/** A year chosen in the filter ('' is "All years"). */
export const yearOf = (value: string): number | undefined =>
  /^\d{4}$/.test(value) ? Number(value) : undefined;

/** The filter with one choice changed: a choice of "all" leaves that side unset. */
export function withChoice(
  filter: DocumentFilter,
  change: { kind: string } | { year: string },
): DocumentFilter {
  const next: DocumentFilter = { ...filter };
  if ('kind' in change) {
    const kind = kindOf(change.kind);
    if (kind) next.kind = kind;
    else delete next.kind;
  } else {
    const year = yearOf(change.year);
    if (year !== undefined) next.year = year;
    else delete next.year;
  }
  return next;
}
