import type { CryptoAssetCode } from '@maple/money';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/** The SQL of the sandbox chain (migration 0019). */

export interface ChainRow {
  id: string;
  txnHash: string;
  asset: CryptoAssetCode;
  address: string;
  tag: string | null;
  amount: bigint;
  reference: string | null;
  seenAt: Date;
  failed: boolean;
}

const columns = [
  'id',
  'txn_hash',
  'asset',
  'address',
  'tag',
  'amount',
  'reference',
  'seen_at',
  'failed',
] as const;

const rowOf = (row: {
  id: string;
  txn_hash: string;
  asset: CryptoAssetCode;
  address: string;
  tag: string | null;
  amount: string;
  reference: string | null;
  seen_at: Date;
  failed: boolean;
}): ChainRow => ({
  id: String(row.id),
  txnHash: row.txn_hash,
  asset: row.asset,
  address: row.address,
  tag: row.tag,
  amount: BigInt(row.amount),
  reference: row.reference,
  seenAt: row.seen_at,
  failed: row.failed,
});

/**
 * Every writer of incoming transactions, and every reader of them by cursor, holds this lock for
 * its transaction: ids are drawn and committed in one order, so a reader past an id never
 * misses a lower one committed later.
 */
export async function lockIncoming(db: Kysely<Schema>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('sandbox_chain_transactions.incoming'))`.execute(
    db,
  );
}

export interface NewChainTransaction {
  txnHash: string;
  asset: CryptoAssetCode;
  address: string;
  tag: string | null;
  amount: bigint;
  direction: 'incoming' | 'outgoing';
  reference: string | null;
  seenAt: Date;
  failed: boolean;
}

/** Inserts a transaction; an outgoing one whose reference exists inserts nothing (undefined). */
export async function insertChainTransaction(
  db: Kysely<Schema>,
  t: NewChainTransaction,
): Promise<ChainRow | undefined> {
  const row = await db
    .insertInto('sandbox_chain_transactions')
    .values({
      txn_hash: t.txnHash,
      asset: t.asset,
      address: t.address,
      tag: t.tag,
      amount: t.amount,
      direction: t.direction,
      reference: t.reference,
      seen_at: t.seenAt,
      failed: t.failed,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning(columns)
    .executeTakeFirst();
  return row === undefined ? undefined : rowOf(row);
}

export async function findByReference(
  db: Kysely<Schema>,
  reference: string,
): Promise<ChainRow | undefined> {
  const row = await db
    .selectFrom('sandbox_chain_transactions')
    .select(columns)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row === undefined ? undefined : rowOf(row);
}

export async function findByHashes(
  db: Kysely<Schema>,
  asset: CryptoAssetCode,
  hashes: readonly string[],
): Promise<ChainRow[]> {
  if (hashes.length === 0) return [];
  const rows = await db
    .selectFrom('sandbox_chain_transactions')
    .select(columns)
    .where('asset', '=', asset)
    .where('txn_hash', 'in', hashes)
    .execute();
  return rows.map(rowOf);
}

/** Incoming transactions after the id `after` (null: from the first), oldest first. */
export async function incomingAfter(
  db: Kysely<Schema>,
  after: string | null,
  limit: number,
): Promise<ChainRow[]> {
  let query = db
    .selectFrom('sandbox_chain_transactions')
    .select(columns)
    .where('direction', '=', 'incoming')
    .orderBy('id')
    .limit(limit);
  if (after !== null) query = query.where('id', '>', sql<string>`${after}::bigint`);
  return (await query.execute()).map(rowOf);
}
