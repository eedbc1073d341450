import type { AssetCode } from '@maple/money';
import { type Kysely, sql } from 'kysely';
import { type CteWrite, decimals } from '../../infra/db/cte-writes.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JournalEntriesTable, LedgerAccountsTable } from './ledger.tables.js';

/** The ledger's SQL. Only this module writes balances (docs/design/layout.md). */

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

/** The entries already posted under the given idempotency keys: key → entry id. */
export async function findEntryIds(
  db: Kysely<Schema>,
  idempotencyKeys: readonly string[],
): Promise<Map<string, bigint>> {
  if (idempotencyKeys.length === 0) return new Map();
  const rows = await db
    .selectFrom('journal_entries')
    .select(['id', 'idempotency_key'])
    .where('idempotency_key', 'in', idempotencyKeys)
    .execute();
  return new Map(rows.map((row) => [row.idempotency_key, row.id]));
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
 * Writes entries in one statement: the journal entries, their postings and holds, and the
 * balance and held changes of their accounts. Each part hangs off the entries actually inserted,
 * so an entry whose idempotency key is taken writes nothing at all. Answers key → new id for the
 * entries written.
 */
export async function insertEntries(
  db: Kysely<Schema>,
  entries: readonly NewEntry[],
): Promise<Map<string, bigint>> {
  if (entries.length === 0) return new Map();
  // Each column travels as one array (`unnest`), not a parameter per cell: a batch of 200
  // entries sends a dozen parameters instead of thousands, which neither Kysely, the driver nor
  // PostgreSQL's planner then handles one by one.
  const changes = entries.flatMap((e) => e.changes.map((c) => ({ key: e.idempotencyKey, ...c })));
  const legs = entries.flatMap((e) => e.postings.map((p) => ({ key: e.idempotencyKey, ...p })));
  const holdRows = entries.flatMap((e) => e.holds.map((h) => ({ key: e.idempotencyKey, ...h })));
  const holds =
    holdRows.length === 0
      ? sql`SELECT 1`
      : sql`INSERT INTO ledger_holds (account_id, amount, reference)
          SELECT hold.account_id, hold.amount, created.reference
          FROM unnest(
            ${holdRows.map((h) => h.key)}::text[],
            ${decimals(holdRows.map((h) => h.accountId))}::bigint[],
            ${decimals(holdRows.map((h) => h.amount))}::numeric[]
          ) AS hold (entry_key, account_id, amount)
          JOIN created ON created.idempotency_key = hold.entry_key`;
  // An account changed by several entries is updated once, by their sum: an UPDATE in a
  // statement may touch each row only once.
  const { rows } = await sql<{ id: bigint; idempotency_key: string }>`
    WITH created AS (
      INSERT INTO journal_entries (kind, idempotency_key, reference)
      SELECT * FROM unnest(
        ${entries.map((e) => e.kind)}::text[],
        ${entries.map((e) => e.idempotencyKey)}::text[],
        ${entries.map((e) => e.reference)}::text[]
      )
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, idempotency_key, reference
    ), balances AS (
      UPDATE ledger_accounts AS account
      SET balance = account.balance + total.balance, held = account.held + total.held
      FROM (
        SELECT change.id, SUM(change.balance) AS balance, SUM(change.held) AS held
        FROM unnest(
          ${changes.map((c) => c.key)}::text[],
          ${decimals(changes.map((c) => c.id))}::bigint[],
          ${decimals(changes.map((c) => c.balance))}::numeric[],
          ${decimals(changes.map((c) => c.held))}::numeric[]
        ) AS change (entry_key, id, balance, held)
        JOIN created ON created.idempotency_key = change.entry_key
        GROUP BY change.id
      ) AS total
      WHERE account.id = total.id
    ), legs AS (
      INSERT INTO postings (entry_id, account_id, asset, amount)
      SELECT created.id, leg.account_id, leg.asset, leg.amount
      FROM unnest(
        ${legs.map((p) => p.key)}::text[],
        ${decimals(legs.map((p) => p.accountId))}::bigint[],
        ${legs.map((p) => p.asset)}::text[],
        ${decimals(legs.map((p) => p.amount))}::numeric[]
      ) AS leg (entry_key, account_id, asset, amount)
      JOIN created ON created.idempotency_key = leg.entry_key
    ), held AS (${holds})
    SELECT id, idempotency_key FROM created
  `.execute(db);
  return new Map(rows.map((row) => [row.idempotency_key, row.id]));
}

/** Adds each change to its account's balance and held amount, in one statement. */
export async function applyChanges(
  db: Kysely<Schema>,
  changes: readonly AccountChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await sql`
    UPDATE ledger_accounts AS account
    SET balance = account.balance + change.balance, held = account.held + change.held
    FROM unnest(
      ${decimals(changes.map((change) => change.id))}::bigint[],
      ${decimals(changes.map((change) => change.balance))}::numeric[],
      ${decimals(changes.map((change) => change.held))}::numeric[]
    ) AS change (id, balance, held)
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
  kind: LedgerAccountsTable['kind'];
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

/** A hold to place on an account without moving money (e.g. a withdrawal's reserved funds). */
export interface NewHold {
  accountId: bigint;
  amount: bigint;
  reference: string;
}

/**
 * Locks the accounts in ascending id order (as `lockAccounts`) and answers, with them, which of
 * the holds are on them already (by `holdKey`), in one statement. The holds are read in the
 * statement's snapshot, taken before any wait for a lock: a hold of the same account and
 * reference that a transaction waited for committed meanwhile is refused by the table's unique
 * key when written again, never counted twice.
 */
export async function lockAccountsWithHolds(
  db: Kysely<Schema>,
  ids: readonly bigint[],
  holds: readonly NewHold[],
): Promise<{ accounts: LockedAccount[]; placed: Set<string> }> {
  if (ids.length === 0) return { accounts: [], placed: new Set() };
  const references = holds.map((hold) => hold.reference);
  const { rows } = await sql<{
    id: bigint;
    asset: AssetCode;
    allow_negative: boolean;
    balance: string;
    held: string;
    placed: string[];
  }>`
    SELECT account.id, account.asset, account.allow_negative, account.balance, account.held,
      ARRAY(SELECT hold.reference FROM ledger_holds AS hold
            WHERE hold.account_id = account.id AND hold.reference = ANY(${references}::text[]))
        AS placed
    FROM ledger_accounts AS account
    WHERE account.id IN (${sql.join(ids.map((id) => sql`${id}::bigint`))})
    ORDER BY account.id
    FOR UPDATE OF account
  `.execute(db);
  return {
    accounts: rows.map((row) => ({
      // As `lockAccounts` answers it: the driver's own int8 (PGlite's is a number).
      id: row.id,
      asset: row.asset,
      allowNegative: row.allow_negative,
      balance: BigInt(row.balance),
      held: BigInt(row.held),
    })),
    placed: new Set(
      rows.flatMap((row) =>
        row.placed.map((reference) => holdKey({ accountId: row.id, reference })),
      ),
    ),
  };
}

export const holdKey = (hold: Pick<NewHold, 'accountId' | 'reference'>) =>
  `${hold.accountId}:${hold.reference}`;

/**
 * The writes of the holds (ADR 49): the holds inserted, and each account's total added to its
 * held amount. The caller holds the accounts' locks.
 */
export function holdWrites(holds: readonly NewHold[]): CteWrite[] {
  if (holds.length === 0) return [];
  const held = new Map<bigint, bigint>();
  for (const hold of holds)
    held.set(hold.accountId, (held.get(hold.accountId) ?? 0n) + hold.amount);
  return [
    {
      name: 'ledger_holds_placed',
      statement: sql`
        INSERT INTO ledger_holds (account_id, amount, reference)
        SELECT * FROM unnest(
          ${decimals(holds.map((hold) => hold.accountId))}::bigint[],
          ${decimals(holds.map((hold) => hold.amount))}::numeric[],
          ${holds.map((hold) => hold.reference)}::text[]
        )
      `,
    },
    {
      name: 'ledger_accounts_held',
      statement: sql`
        UPDATE ledger_accounts AS account SET held = account.held + change.held
        FROM unnest(
          ${decimals([...held.keys()])}::bigint[],
          ${decimals([...held.values()])}::numeric[]
        ) AS change (id, held)
        WHERE account.id = change.id
      `,
    },
  ];
}
