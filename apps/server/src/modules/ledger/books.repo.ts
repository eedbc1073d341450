import type { AssetCode } from '@maple/money';
import { type Kysely, sql } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type { LedgerAccountsTable } from './ledger.tables.js';

/** The ledger's SQL for the back office's books: sums per asset, customer accounts, one entry. */

export type LedgerAccountKind = LedgerAccountsTable['kind'];

export interface KindTotal {
  asset: AssetCode;
  kind: LedgerAccountKind;
  accounts: number;
  balance: bigint;
  held: bigint;
}

/** Every account's balance and held amount summed per asset and kind, in one pass. */
export async function kindTotals(db: Kysely<Schema>): Promise<KindTotal[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select([
      'asset',
      'kind',
      sql<string>`count(*)`.as('accounts'),
      sql<string>`sum(balance)`.as('balance'),
      sql<string>`sum(held)`.as('held'),
    ])
    .groupBy(['asset', 'kind'])
    .orderBy('asset')
    .orderBy('kind')
    .execute();
  return rows.map((row) => ({
    asset: row.asset,
    kind: row.kind,
    accounts: countOf(row.accounts),
    balance: BigInt(row.balance),
    held: BigInt(row.held),
  }));
}

export interface CustomerAccountFilter {
  assets?: readonly AssetCode[];
  /** The platform accounts to keep (a customer's, say). */
  accountGuids?: readonly string[];
  /** Only accounts whose balance is not zero. */
  funded?: boolean;
  /** Balance bounds, in the asset's base units, both included. */
  balanceMin?: bigint;
  balanceMax?: bigint;
}

export interface CustomerLedgerAccount {
  id: bigint;
  accountGuid: string;
  asset: AssetCode;
  balance: bigint;
  held: bigint;
}

/** Up to `limit` customer ledger accounts after `afterId`, in id order. */
export async function customerAccountsAfter(
  db: Kysely<Schema>,
  filter: CustomerAccountFilter,
  afterId: bigint | undefined,
  limit: number,
): Promise<CustomerLedgerAccount[]> {
  let query = db
    .selectFrom('ledger_accounts')
    .select(['id', 'account_guid', 'asset', 'balance', 'held'])
    .where('kind', '=', 'customer');
  if (filter.assets?.length) query = query.where('asset', 'in', filter.assets);
  if (filter.accountGuids !== undefined) {
    if (filter.accountGuids.length === 0) return [];
    query = query.where('account_guid', 'in', filter.accountGuids);
  }
  if (filter.funded) query = query.where('balance', '<>', '0');
  if (filter.balanceMin !== undefined) {
    query = query.where('balance', '>=', String(filter.balanceMin));
  }
  if (filter.balanceMax !== undefined) {
    query = query.where('balance', '<=', String(filter.balanceMax));
  }
  if (afterId !== undefined) query = query.where('id', '>', afterId);
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.flatMap((row) =>
    row.account_guid === null
      ? []
      : [
          {
            id: BigInt(row.id),
            accountGuid: row.account_guid,
            asset: row.asset,
            balance: BigInt(row.balance),
            held: BigInt(row.held),
          },
        ],
  );
}

export interface EntryPosting {
  accountCode: string;
  accountKind: LedgerAccountKind;
  asset: AssetCode;
  amount: bigint;
}

export interface JournalEntry {
  id: bigint;
  kind: string;
  reference: string | null;
  createdAt: Date;
  postings: EntryPosting[];
}

/** The entry written under an idempotency key, with its postings and their accounts. */
export async function entryByKey(
  db: Kysely<Schema>,
  idempotencyKey: string,
): Promise<JournalEntry | undefined> {
  const entry = await db
    .selectFrom('journal_entries')
    .select(['id', 'kind', 'reference', 'created_at'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (entry === undefined) return undefined;
  const postings = await db
    .selectFrom('postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
    .select(['ledger_accounts.code', 'ledger_accounts.kind', 'postings.asset', 'postings.amount'])
    .where('postings.entry_id', '=', entry.id)
    .orderBy('postings.id')
    .execute();
  return {
    id: BigInt(entry.id),
    kind: entry.kind,
    reference: entry.reference,
    createdAt: entry.created_at,
    postings: postings.map((row) => ({
      accountCode: row.code,
      accountKind: row.kind,
      asset: row.asset,
      amount: BigInt(row.amount),
    })),
  };
}

/**
 * What an account's postings moved on one UTC day, by the entries' time: the net of its debits
 * and credits (minus what came in, for a clearing account that money enters through).
 */
export async function dayMovement(db: Kysely<Schema>, code: string, day: string): Promise<bigint> {
  const { rows } = await sql<{ total: string | null }>`
    SELECT SUM(p.amount)::text AS total
    FROM ledger_accounts a
    JOIN postings p ON p.account_id = a.id
    JOIN journal_entries e ON e.id = p.entry_id
    WHERE a.code = ${code} AND (e.created_at AT TIME ZONE 'UTC')::date = ${day}::date
  `.execute(db);
  return BigInt(rows[0]?.total ?? 0);
}
