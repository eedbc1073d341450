import { type Expression, type SqlBool, sql } from 'kysely';
import type { CustomerSearchFilter } from './customer-search-narrowing.repo.js';

const EASTERN = 'America/Toronto';

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
