import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/**
 * The SQL of crypto transfers' rows beyond `transfers.repo.ts`: a chain deposit seen already, and
 * the chain's due steps (modules/crypto asks through `TransferStore`).
 */

/** Whether the chain output is a deposit already (the chain may report it again). */
export async function chainDepositExists(
  db: Kysely<Schema>,
  deposit: { asset: CryptoAssetCode; txnHash: string; depositAddressGuid: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('transfers')
    .select('guid')
    .where('transfer_type', '=', 'crypto')
    .where('side', '=', 'deposit')
    .where('asset', '=', deposit.asset)
    .where('txn_hash', '=', deposit.txnHash)
    .where('deposit_address_guid', '=', deposit.depositAddressGuid)
    .executeTakeFirst();
  return row !== undefined;
}

/** The guids of crypto transfers whose chain step is due, oldest first. */
export async function dueCryptoGuids(
  db: Kysely<Schema>,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('transfers')
    .select('guid')
    .where('transfer_type', '=', 'crypto')
    .where('step_due_at', '<=', now)
    .orderBy('step_due_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.guid);
}

/** When the earliest chain step still to run is due, if any. */
export async function nextChainStepDueAt(db: Kysely<Schema>): Promise<Date | undefined> {
  const row = await db
    .selectFrom('transfers')
    .select((eb) => eb.fn.min('step_due_at').as('due'))
    .where('transfer_type', '=', 'crypto')
    .where('step_due_at', 'is not', null)
    .executeTakeFirst();
  return row?.due ?? undefined;
}
