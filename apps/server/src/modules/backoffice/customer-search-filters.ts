import type { CustomerState, CustomerVerificationState, Province } from '@maple/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';

const EASTERN = 'America/Toronto';

/** What the search box matched, decided by the service from what staff typed. */
export type CustomerMatch =
  | { by: 'guid'; guid: string }
  /** Any part of an e-mail address (a LIKE pattern, escaped). */
  | { by: 'email'; pattern: string }
  | { by: 'phone'; phoneIndex: string }
  /** Any part of a display name or e-mail, or a whole legal name by its search key. */
  | { by: 'name'; pattern: string; nameIndex: string | null };

export interface CustomerSearchFilter {
  match?: CustomerMatch;
  state?: CustomerState;
  verificationState?: CustomerVerificationState;
  province?: Province;
  /** Calendar days (YYYY-MM-DD) in Canada's Eastern time, both included. */
  createdFrom?: string;
  createdTo?: string;
}

/**
 * The search's filters as conditions on the customer directory (`d`), for both phases: created
 * dates are whole days in Canada's Eastern time, both included.
 */
export function filterConditions(
  filter: Omit<CustomerSearchFilter, 'match'>,
): Expression<SqlBool>[] {
  const { state, verificationState, province, createdFrom, createdTo } = filter;
  const conditions: Expression<SqlBool>[] = [];
  if (state !== undefined) conditions.push(sql<SqlBool>`d.state = ${state}`);
  if (province !== undefined) conditions.push(sql<SqlBool>`d.province = ${province}`);
  if (verificationState !== undefined) {
    conditions.push(sql<SqlBool>`d.verification_state = ${verificationState}`);
  }
  if (createdFrom !== undefined) {
    conditions.push(
      sql<SqlBool>`d.created_at >= (${createdFrom}::date)::timestamp AT TIME ZONE ${EASTERN}`,
    );
  }
  if (createdTo !== undefined) {
    conditions.push(
      sql<SqlBool>`d.created_at < (${createdTo}::date + 1)::timestamp AT TIME ZONE ${EASTERN}`,
    );
  }
  return conditions;
}
