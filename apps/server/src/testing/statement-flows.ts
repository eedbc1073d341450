import type { AssetCode } from '@maple/money';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../infra/db/schema.js';
import { statementFactsSchema } from '../modules/statements/statement-facts.js';
import type { TestApp } from './test-app.js';

/** Statements for tests (ADR 77): as stored, and the ledger they must agree with. */

/**
 * Each customer's balance per asset at `at`, summed in SQL over the postings whose entries came
 * before it: the ledger itself, not the export the statements are made of. Keyed by
 * `<customer guid>:<asset>`; an account with no posting before `at` is absent.
 */
export async function ledgerBalancesAt(db: Kysely<Schema>, at: Date): Promise<Map<string, bigint>> {
  const { rows } = await sql<{ customer_guid: string; asset: AssetCode; balance: string }>`
    SELECT acc.customer_guid, a.asset, SUM(p.amount)::text AS balance
    FROM postings p
    JOIN journal_entries e ON e.id = p.entry_id
    JOIN ledger_accounts a ON a.id = p.account_id
    JOIN accounts acc ON acc.guid = a.account_guid
    WHERE e.created_at < ${at}
    GROUP BY acc.customer_guid, a.asset
  `.execute(db);
  return new Map(rows.map((row) => [`${row.customer_guid}:${row.asset}`, BigInt(row.balance)]));
}

/** The period's statements as stored, their facts read back, by customer guid. */
export async function statementsOf(t: TestApp, period: string) {
  const rows = await t.database.db
    .selectFrom('documents')
    .select(['guid', 'customer_guid', 'language', 'dated_at', 'facts'])
    .where('kind', '=', 'statement')
    .where('subject', '=', period)
    .execute();
  return new Map(
    rows.map((row) => [
      row.customer_guid,
      { guid: row.guid, datedAt: row.dated_at, facts: statementFactsSchema.parse(row.facts) },
    ]),
  );
}

/** The customers with a posting whose entry is in [from, to), by the ledger itself. */
export async function customersActiveBetween(
  db: Kysely<Schema>,
  from: Date,
  to: Date,
): Promise<Set<string>> {
  const { rows } = await sql<{ customer_guid: string }>`
    SELECT DISTINCT acc.customer_guid
    FROM postings p
    JOIN journal_entries e ON e.id = p.entry_id
    JOIN ledger_accounts a ON a.id = p.account_id
    JOIN accounts acc ON acc.guid = a.account_guid
    WHERE e.created_at >= ${from} AND e.created_at < ${to}
  `.execute(db);
  return new Set(rows.map((row) => row.customer_guid));
}
