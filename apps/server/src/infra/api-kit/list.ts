import type { PageQuery } from '@maple/contracts';
import { platformBankGuid } from './platform-bank.js';

export interface ListEnvelope<T> {
  total: number;
  page: number;
  per_page: number;
  objects: T[];
}

export const listOf = <T>(objects: T[], total: number, query: PageQuery): ListEnvelope<T> => ({
  total,
  page: query.page,
  per_page: query.per_page,
  objects,
});

/** Rows to skip for a page. */
export const offsetOf = (query: PageQuery): number => query.page * query.per_page;

/** The Cybrid list filters every resource of this product answers alike. */
export interface ConstantFilters {
  bank_guid?: readonly string[] | undefined;
  label?: readonly string[] | undefined;
}

/**
 * Whether the filters leave nothing to list: every resource belongs to the one platform bank and
 * carries no labels, so a `bank_guid` filter without that bank, or any `label` filter, matches
 * none (and needs no query); nor does a caller who may see none of the customers named
 * (`customersListedBy` answering an empty array).
 */
export const matchesNothing = (
  { bank_guid, label }: ConstantFilters,
  customers?: readonly string[],
): boolean =>
  (bank_guid !== undefined && !bank_guid.includes(platformBankGuid)) ||
  label !== undefined ||
  customers?.length === 0;
