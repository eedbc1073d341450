import type { AssetCode } from '@maple/money';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { JournalEntriesTable } from './ledger.tables.js';

/** One posting on one of the given accounts, with its entry's kind, reference and time. */
export interface PostingLine {
  postingId: bigint;
  entryId: bigint;
  accountId: bigint;
  asset: AssetCode;
  amount: bigint;
  kind: JournalEntriesTable['kind'];
  reference: string | null;
  createdAt: Date;
}

interface PostingRow {
  posting_id: string | bigint;
  entry_id: string | bigint;
  account_id: string | bigint;
  asset: AssetCode;
  amount: string;
  kind: JournalEntriesTable['kind'];
  reference: string | null;
  created_at: Date;
}

/**
 * The next `limit` postings of the accounts after posting `afterId` up to `throughId`, oldest
 * first: a keyset page. Each account is a branch of its own, read in id order and stopped at
 * `limit`, and the branches are merged (a Merge Append reads only as far as the page needs), so
 * a page costs the same at the start of a long history as at its end and never scans other
 * customers' postings. The account ids are the statement's values, not an array it unnests: the
 * planner then knows how many postings each account holds and reads a heavy one in index order
 * rather than the whole rest of it per page. Entries are joined after the page is cut.
 */
export async function postingsAfter(
  db: Kysely<Schema>,
  accountIds: readonly bigint[],
  range: { afterId: bigint; throughId: bigint },
  limit: number,
): Promise<PostingLine[]> {
  if (accountIds.length === 0) return [];
  const after = String(range.afterId);
  const through = String(range.throughId);
  const branches = accountIds.map(
    (id) => sql`(
      SELECT id, entry_id, account_id, asset, amount FROM postings
      WHERE account_id = ${String(id)}::bigint AND id > ${after}::bigint
        AND id <= ${through}::bigint
      ORDER BY id
      LIMIT ${limit}
    )`,
  );
  const { rows } = await sql<PostingRow>`
    SELECT p.id AS posting_id, p.entry_id, p.account_id, p.asset, p.amount::text AS amount,
      e.kind, e.reference, e.created_at
    FROM (${sql.join(branches, sql` UNION ALL `)} ORDER BY id LIMIT ${limit}) p
    JOIN journal_entries e ON e.id = p.entry_id
    ORDER BY p.id
  `.execute(db);
  return rows.map((row) => ({
    postingId: BigInt(row.posting_id),
    entryId: BigInt(row.entry_id),
    accountId: BigInt(row.account_id),
    asset: row.asset,
    amount: BigInt(row.amount),
    kind: row.kind,
    reference: row.reference,
    createdAt: new Date(row.created_at),
  }));
}

/** The newest posting's id (0 with none): where a read that must not grow stops. */
export async function lastPostingId(db: Kysely<Schema>): Promise<bigint> {
  const { rows } = await sql<{ id: string | bigint | null }>`
    SELECT max(id) AS id FROM postings
  `.execute(db);
  const id = rows[0]?.id;
  return id === null || id === undefined ? 0n : BigInt(id);
}
