import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { SandboxBankLinksTable } from './banking.tables.js';

/** The sandbox aggregator's SQL for `sandbox_bank_links` (its public tokens, as hashes). */

export type SandboxLinkRow = Selectable<SandboxBankLinksTable>;

export async function insertSandboxLink(
  db: Kysely<Schema>,
  link: Omit<SandboxLinkRow, 'used_at'>,
): Promise<void> {
  await db.insertInto('sandbox_bank_links').values(link).execute();
}

/**
 * Spends the customer's public token, if it is theirs, unspent and unexpired at `now`: answers
 * its sign-in, or undefined. Inside the caller's transaction, so a refused link gives it back.
 */
export function spendSandboxLink(
  db: Kysely<Schema>,
  tokenHash: string,
  customerGuid: string,
  now: Date,
): Promise<SandboxLinkRow | undefined> {
  return db
    .updateTable('sandbox_bank_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('customer_guid', '=', customerGuid)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}
