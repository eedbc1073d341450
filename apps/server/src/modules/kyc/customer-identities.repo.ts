import { type InvestorCategory, type Province, provinceSchema } from '@maple/contracts';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { InvestorProfile } from '../limits/investor-profiles.js';

/** The kyc module's SQL for `customer_identities`: who a customer is, as verification found. */

export interface CustomerIdentity {
  investorCategory: InvestorCategory | null;
  province: string | null;
  verifiedAt: Date | null;
  eddPassedAt: Date | null;
}

/** What a submitted application claims: recorded at once, so a later duplicate is caught. */
export interface ClaimedIdentity {
  investorCategory: InvestorCategory | null;
  province: Province | null;
  sinIndex: string | null;
}

export async function recordClaim(
  db: Kysely<Schema>,
  customerGuid: string,
  claim: ClaimedIdentity,
  now: Date,
): Promise<void> {
  const values = {
    investor_category: claim.investorCategory,
    province: claim.province,
    sin_index: claim.sinIndex,
    updated_at: now,
  };
  await db
    .insertInto('customer_identities')
    .values({ ...values, customer_guid: customerGuid })
    .onConflict((conflict) => conflict.column('customer_guid').doUpdateSet(values))
    .execute();
}

export async function markVerified(
  db: Kysely<Schema>,
  customerGuid: string,
  what: 'identity' | 'enhanced_due_diligence',
  now: Date,
): Promise<void> {
  const stamp = what === 'identity' ? { verified_at: now } : { edd_passed_at: now };
  await db
    .insertInto('customer_identities')
    .values({ customer_guid: customerGuid, updated_at: now, ...stamp })
    .onConflict((conflict) =>
      conflict.column('customer_guid').doUpdateSet({ ...stamp, updated_at: now }),
    )
    .execute();
}

/**
 * Whether another customer has claimed this SIN. Two applications with one SIN submitted at
 * the same moment are made to take turns (a transaction-scoped advisory lock on the index),
 * so the second always sees the first.
 */
export async function sinClaimedByAnother(
  db: Kysely<Schema>,
  sinIndex: string,
  customerGuid: string,
): Promise<boolean> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${sinIndex}, 0))`.execute(db);
  const row = await db
    .selectFrom('customer_identities')
    .select('customer_guid')
    .where('sin_index', '=', sinIndex)
    .where('customer_guid', '<>', customerGuid)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findIdentity(
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<CustomerIdentity | undefined> {
  const row = await db
    .selectFrom('customer_identities')
    .select(['investor_category', 'province', 'verified_at', 'edd_passed_at'])
    .where('customer_guid', '=', customerGuid)
    .executeTakeFirst();
  return (
    row && {
      investorCategory: row.investor_category,
      province: row.province,
      verifiedAt: row.verified_at,
      eddPassedAt: row.edd_passed_at,
    }
  );
}

/** The investor profile of each of these customers that has one, in one statement. */
export async function investorProfilesOf(
  db: Kysely<Schema>,
  customerGuids: readonly string[],
): Promise<Map<string, InvestorProfile>> {
  if (customerGuids.length === 0) return new Map();
  const rows = await db
    .selectFrom('customer_identities')
    .select(['customer_guid', 'investor_category', 'province', 'edd_passed_at'])
    .where('customer_guid', 'in', customerGuids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.customer_guid,
      {
        category: row.investor_category,
        province: provinceSchema.safeParse(row.province).data ?? null,
        eddPassed: row.edd_passed_at !== null,
      },
    ]),
  );
}
