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

export interface PostingRow {
  accountId: bigint;
  asset: AssetCode;
  amount: bigint;
}

export interface NewEntry {
  kind: JournalEntriesTable['kind'];
  idempotencyKey: string;
  reference: string;
  changes: readonly AccountChange[];
  postings: readonly PostingRow[];
  holds: readonly { accountId: bigint; amount: bigint }[];
}

/**
 * Writes an entry in one statement: the journal entry, its postings and holds, and the balance
 * and held changes of its accounts. Each part hangs off the inserted entry, so when the
 * idempotency key is taken nothing at all is written; answers the new id, or undefined then.
 */
export async function insertEntry(
  db: Kysely<Schema>,
  entry: NewEntry,
): Promise<bigint | undefined> {
  const changes = sql.join(
    entry.changes.map((c) => sql`(${c.id}::bigint, ${c.balance}::numeric, ${c.held}::numeric)`),
  );
  const postings = sql.join(
    entry.postings.map(
      (p) => sql`(${p.accountId}::bigint, ${p.asset}::text, ${p.amount}::numeric)`,
    ),
  );
  const holds =
    entry.holds.length === 0
      ? sql`SELECT 1`
      : sql`INSERT INTO ledger_holds (account_id, amount, reference)
          SELECT hold.account_id, hold.amount, ${entry.reference}::text
          FROM created, (VALUES ${sql.join(
            entry.holds.map((h) => sql`(${h.accountId}::bigint, ${h.amount}::numeric)`),
          )}) AS hold (account_id, amount)`;
  const { rows } = await sql<{ id: bigint }>`
    WITH created AS (
      INSERT INTO journal_entries (kind, idempotency_key, reference)
      VALUES (${entry.kind}, ${entry.idempotencyKey}, ${entry.reference})
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    ), balances AS (
      UPDATE ledger_accounts AS account
      SET balance = account.balance + change.balance, held = account.held + change.held
      FROM created, (VALUES ${changes}) AS change (id, balance, held)
      WHERE account.id = change.id
    ), legs AS (
      INSERT INTO postings (entry_id, account_id, asset, amount)
      SELECT created.id, leg.account_id, leg.asset, leg.amount
      FROM created, (VALUES ${postings}) AS leg (account_id, asset, amount)
    ), held AS (${holds})
    SELECT id FROM created
  `.execute(db);
  return rows[0]?.id;
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

export interface HoldRow {
  accountId: bigint;
  amount: bigint;
  reference: string;
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
