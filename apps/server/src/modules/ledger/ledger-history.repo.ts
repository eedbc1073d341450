import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { JournalEntriesTable } from './ledger.tables.js';

/** One posting on an account, with the account's balance just after it. */
export interface HistoryLine {
  postingId: bigint;
  entryId: bigint;
  kind: JournalEntriesTable['kind'];
  reference: string | null;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
}

interface HistoryRow {
  posting_id: string | bigint;
  entry_id: string | bigint;
  kind: JournalEntriesTable['kind'];
  reference: string | null;
  amount: string;
  balance_after: string;
  created_at: Date;
}

/**
 * A page of a platform account's postings, newest first, each with the balance after it. The
 * balance is computed in SQL backwards from the account's balance (which always equals the sum
 * of its postings), so a page reads only the postings from the newest down to its end, along
 * the (account_id, id) index, never the whole history. One statement: one snapshot.
 */
export async function accountHistory(
  db: Kysely<Schema>,
  accountGuid: string,
  page: { offset: number; limit: number },
): Promise<HistoryLine[]> {
  const { rows } = await sql<HistoryRow>`
    WITH account AS (
      SELECT id, balance FROM ledger_accounts WHERE account_guid = ${accountGuid}
    ), newest AS (
      SELECT p.id, p.entry_id, p.amount
      FROM postings p JOIN account a ON p.account_id = a.id
      ORDER BY p.id DESC
      LIMIT ${page.offset + page.limit}
    ), lines AS (
      SELECT n.id, n.entry_id, n.amount,
        a.balance - COALESCE(SUM(n.amount) OVER (
          ORDER BY n.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
        ), 0) AS balance_after
      FROM newest n CROSS JOIN account a
    )
    SELECT l.id AS posting_id, l.entry_id, e.kind, e.reference, l.amount::text AS amount,
      l.balance_after::text AS balance_after, e.created_at
    FROM lines l JOIN journal_entries e ON e.id = l.entry_id
    ORDER BY l.id DESC
    OFFSET ${page.offset}
  `.execute(db);
  return rows.map((row) => ({
    postingId: BigInt(row.posting_id),
    entryId: BigInt(row.entry_id),
    kind: row.kind,
    reference: row.reference,
    amount: BigInt(row.amount),
    balanceAfter: BigInt(row.balance_after),
    createdAt: new Date(row.created_at),
  }));
}
