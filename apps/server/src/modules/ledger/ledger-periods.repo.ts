import type { AssetCode } from '@maple/money';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/** The ledger read at a period's bounds, for statements (ADR 77). */

/**
 * The customer accounts with a posting whose entry is in [from, to), and, with `holdingAt`,
 * those whose balance then was not zero (the balance less what was posted since). Entries are
 * placed by their time, as the statements place them.
 */
export async function customerAccountsDue(
  db: Kysely<Schema>,
  active: { from: Date; to: Date },
  holdingAt: Date | null,
): Promise<string[]> {
  const { rows } = await sql<{ account_guid: string }>`
    SELECT a.account_guid FROM ledger_accounts a
    WHERE a.kind = 'customer' AND a.account_guid IS NOT NULL AND (
      EXISTS (
        SELECT 1 FROM postings p JOIN journal_entries e ON e.id = p.entry_id
        WHERE p.account_id = a.id AND e.created_at >= ${active.from} AND e.created_at < ${active.to}
      )
      OR (${holdingAt}::timestamptz IS NOT NULL AND a.balance <> COALESCE((
        SELECT SUM(p.amount) FROM postings p JOIN journal_entries e ON e.id = p.entry_id
        WHERE p.account_id = a.id AND e.created_at >= ${holdingAt}::timestamptz
      ), 0))
    )
    ORDER BY a.account_guid
  `.execute(db);
  return rows.map((row) => row.account_guid);
}

/** A hold that was open at a moment: placed before it, released (if ever) after. */
export interface OpenHoldLine {
  accountId: bigint;
  asset: AssetCode;
  amount: bigint;
  reference: string;
  placedAt: Date;
}

/** The holds open at `at` on the accounts, oldest first. */
export async function holdsOpenAt(
  db: Kysely<Schema>,
  accountIds: readonly bigint[],
  at: Date,
): Promise<OpenHoldLine[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .selectFrom('ledger_holds as h')
    .innerJoin('ledger_accounts as a', 'a.id', 'h.account_id')
    .select(['h.account_id', 'a.asset', 'h.amount', 'h.reference', 'h.created_at'])
    .where('h.account_id', 'in', [...accountIds])
    .where('h.created_at', '<', at)
    .where((eb) => eb.or([eb('h.released_at', 'is', null), eb('h.released_at', '>=', at)]))
    .orderBy('h.created_at')
    .orderBy('h.id')
    .execute();
  return rows.map((row) => ({
    accountId: BigInt(row.account_id),
    asset: row.asset,
    amount: BigInt(row.amount),
    reference: row.reference,
    placedAt: new Date(row.created_at),
  }));
}
