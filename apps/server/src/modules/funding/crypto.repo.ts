import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/** The SQL of crypto transfers beyond `transfers.repo.ts`: the scan's cursor, the deposits' quotes. */

/** The scan's cursor, locked: one scan at a time moves it. */
export async function lockCursor(trx: Kysely<Schema>, now: Date): Promise<string | null> {
  await trx
    .insertInto('crypto_deposit_cursors')
    .values({ network: 'sandbox', cursor: null, updated_at: now })
    .onConflict((oc) => oc.column('network').doNothing())
    .execute();
  const row = await trx
    .selectFrom('crypto_deposit_cursors')
    .select('cursor')
    .where('network', '=', 'sandbox')
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.cursor;
}

export async function readCursor(db: Kysely<Schema>): Promise<string | null> {
  const row = await db
    .selectFrom('crypto_deposit_cursors')
    .select('cursor')
    .where('network', '=', 'sandbox')
    .executeTakeFirst();
  return row?.cursor ?? null;
}

export async function saveCursor(trx: Kysely<Schema>, cursor: string | null, now: Date) {
  await trx
    .updateTable('crypto_deposit_cursors')
    .set({ cursor, updated_at: now })
    .where('network', '=', 'sandbox')
    .execute();
}

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

/** The quote a chain deposit carries, as every transfer does: what arrived, no fee. */
export async function insertDepositQuote(
  db: Kysely<Schema>,
  quote: {
    guid: string;
    customerGuid: string;
    asset: CryptoAssetCode;
    amount: bigint;
    cadValue: bigint | null;
    transferGuid: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('funding_quotes')
    .values({
      guid: quote.guid,
      customer_guid: quote.customerGuid,
      side: 'deposit',
      amount: quote.amount,
      fee: 0n,
      issued_at: quote.now,
      expires_at: quote.now,
      transfer_guid: quote.transferGuid,
      product_type: 'crypto_transfer',
      asset: quote.asset,
      network_fee: 0n,
      cad_value: quote.cadValue,
    })
    .execute();
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
