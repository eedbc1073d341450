import type { AssetCode } from '@maple/money';
import { type Kysely, sql } from 'kysely';
import type { JournalEntriesTable, Schema } from '../../infra/db/schema.js';

/** The ledger's SQL. Only this module writes balances (DESIGN §3). */

export interface LockedAccount {
  id: bigint;
  asset: AssetCode;
  allowNegative: boolean;
  balance: bigint;
  held: bigint;
}

/**
 * Locks the accounts in ascending id order, the one order every writer uses, so two entries
 * touching the same accounts queue instead of deadlocking.
 */
export async function lockAccounts(
  db: Kysely<Schema>,
  ids: readonly bigint[],
): Promise<LockedAccount[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'asset', 'allow_negative', 'balance', 'held'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => ({
    id: row.id,
    asset: row.asset,
    allowNegative: row.allow_negative,
    balance: BigInt(row.balance),
    held: BigInt(row.held),
  }));
}

/**
 * Locks, for each asset, one house shard no other transaction holds — without waiting. Locks
 * taken this way never wait, so they cannot close a deadlock with the id-ordered locks taken
 * later. An asset whose shards are all busy is left out.
 */
export async function lockFreeHouseShards(
  db: Kysely<Schema>,
  assetCodes: readonly AssetCode[],
): Promise<Map<AssetCode, bigint>> {
  const free = new Map<AssetCode, bigint>();
  if (assetCodes.length === 0) return free;
  const { rows } = await sql<{ id: bigint; asset: AssetCode }>`
    SELECT shard.id, shard.asset
    FROM unnest(${[...assetCodes]}::text[]) AS wanted (asset)
    CROSS JOIN LATERAL (
      SELECT id, asset FROM ledger_accounts
      WHERE kind = 'house' AND asset = wanted.asset
      ORDER BY random() LIMIT 1
      FOR UPDATE SKIP LOCKED
    ) AS shard
  `.execute(db);
  for (const row of rows) free.set(row.asset, row.id);
  return free;
}

/** Inserts the entry unless its idempotency key is taken; the new id, or undefined. */
export async function insertEntry(
  db: Kysely<Schema>,
  entry: Pick<JournalEntriesTable, 'kind' | 'idempotency_key' | 'reference' | 'reverses'>,
): Promise<bigint | undefined> {
  const row = await db
    .insertInto('journal_entries')
    .values(entry)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findEntryId(
  db: Kysely<Schema>,
  idempotencyKey: string,
): Promise<bigint | undefined> {
  const row = await db
    .selectFrom('journal_entries')
    .select('id')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row?.id;
}

export interface AccountChange {
  id: bigint;
  balance: bigint;
  held: bigint;
}

/** Adds each change to its account's balance and held amount, in one statement. */
export async function applyChanges(
  db: Kysely<Schema>,
  changes: readonly AccountChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map(
      (change) => sql`(${change.id}::bigint, ${change.balance}::numeric, ${change.held}::numeric)`,
    ),
  );
  await sql`
    UPDATE ledger_accounts AS account
    SET balance = account.balance + change.balance, held = account.held + change.held
    FROM (VALUES ${values}) AS change (id, balance, held)
    WHERE account.id = change.id
  `.execute(db);
}

export interface PostingRow {
  accountId: bigint;
  asset: AssetCode;
  amount: bigint;
}

export async function insertPostings(
  db: Kysely<Schema>,
  entryId: bigint,
  postings: readonly PostingRow[],
): Promise<void> {
  await db
    .insertInto('postings')
    .values(
      postings.map((posting) => ({
        entry_id: entryId,
        account_id: posting.accountId,
        asset: posting.asset,
        amount: posting.amount,
      })),
    )
    .execute();
}

export interface HoldRow {
  accountId: bigint;
  amount: bigint;
  reference: string;
}

export async function insertHolds(db: Kysely<Schema>, holds: readonly HoldRow[]): Promise<void> {
  if (holds.length === 0) return;
  await db
    .insertInto('ledger_holds')
    .values(
      holds.map((hold) => ({
        account_id: hold.accountId,
        amount: hold.amount,
        reference: hold.reference,
      })),
    )
    .execute();
}

/** Marks the open holds of the references released and answers what they held. */
export async function releaseHoldRows(
  db: Kysely<Schema>,
  references: readonly string[],
  now: Date,
): Promise<HoldRow[]> {
  if (references.length === 0) return [];
  const rows = await db
    .updateTable('ledger_holds')
    .set({ released_at: now })
    .where('reference', 'in', references)
    .where('released_at', 'is', null)
    .returning(['account_id', 'amount', 'reference'])
    .execute();
  return rows.map((row) => ({
    accountId: row.account_id,
    amount: BigInt(row.amount),
    reference: row.reference,
  }));
}

export interface LedgerAccountRow {
  id: bigint;
  code: string;
  kind: 'customer' | 'house' | 'fee' | 'funding';
  asset: AssetCode;
  accountGuid: string | null;
}

/** Every account except customers' (a few per asset; cached by the service). */
export async function platformAccounts(db: Kysely<Schema>): Promise<LedgerAccountRow[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'code', 'kind', 'asset', 'account_guid'])
    .where('kind', '<>', 'customer')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    kind: row.kind,
    asset: row.asset,
    accountGuid: row.account_guid,
  }));
}

export async function insertCustomerAccounts(
  db: Kysely<Schema>,
  accounts: readonly { guid: string; asset: AssetCode }[],
): Promise<void> {
  if (accounts.length === 0) return;
  await db
    .insertInto('ledger_accounts')
    .values(
      accounts.map((account) => ({
        code: `customer:${account.guid}`,
        kind: 'customer' as const,
        asset: account.asset,
        account_guid: account.guid,
        allow_negative: false,
      })),
    )
    .execute();
}

export interface CustomerBalanceRow {
  accountId: bigint;
  accountGuid: string;
  asset: AssetCode;
  balance: bigint;
  held: bigint;
}

/** Ledger accounts behind the given platform account guids. */
export async function customerBalances(
  db: Kysely<Schema>,
  accountGuids: readonly string[],
): Promise<CustomerBalanceRow[]> {
  if (accountGuids.length === 0) return [];
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'account_guid', 'asset', 'balance', 'held'])
    .where('account_guid', 'in', accountGuids)
    .execute();
  return rows.flatMap((row) =>
    row.account_guid === null
      ? []
      : [
          {
            accountId: row.id,
            accountGuid: row.account_guid,
            asset: row.asset,
            balance: BigInt(row.balance),
            held: BigInt(row.held),
          },
        ],
  );
}
