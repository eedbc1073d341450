import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { shownEqualsTaken } from './shown-equals-taken.js';

/**
 * The ledger's invariants (docs/design/money-and-the-ledger.md), checked after every server test on
 * every test app still open (`testing/sound-books.setup.ts`) and by the trade benchmark after its
 * run. Each query lists what breaks its rule; all empty means sound.
 */
const checks = {
  'every entry balances per asset': sql<{ problem: string }>`
    SELECT 'entry ' || entry_id || ' ' || asset || ' sums to ' || SUM(amount) AS problem
    FROM postings GROUP BY entry_id, asset HAVING SUM(amount) <> 0`,
  'every entry has two postings or more': sql<{ problem: string }>`
    SELECT 'entry ' || e.id || ' has ' || COUNT(p.id) || ' postings' AS problem
    FROM journal_entries e LEFT JOIN postings p ON p.entry_id = e.id
    GROUP BY e.id HAVING COUNT(p.id) < 2`,
  'balances equal their postings': sql<{ problem: string }>`
    SELECT a.code || ' balance ' || a.balance || ' but postings ' || COALESCE(p.total, 0) AS problem
    FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM postings GROUP BY account_id) p
      ON p.account_id = a.id
    WHERE a.balance <> COALESCE(p.total, 0)`,
  'held equals the open holds': sql<{ problem: string }>`
    SELECT a.code || ' held ' || a.held || ' but open holds ' || COALESCE(h.total, 0) AS problem
    FROM ledger_accounts a
    LEFT JOIN (
      SELECT account_id, SUM(amount) AS total FROM ledger_holds
      WHERE released_at IS NULL GROUP BY account_id
    ) h ON h.account_id = a.id
    WHERE a.held <> COALESCE(h.total, 0)`,
  'no customer account below zero or below what it holds': sql<{ problem: string }>`
    SELECT code || ' balance ' || balance || ' held ' || held AS problem
    FROM ledger_accounts WHERE NOT allow_negative AND (balance < 0 OR balance < held)`,
  'each asset is conserved': sql<{ problem: string }>`
    SELECT asset || ' sums to ' || SUM(balance) AS problem
    FROM ledger_accounts GROUP BY asset HAVING SUM(balance) <> 0`,
  // Funding (migration 0016): the suspense account holds exactly the unassigned money, and the
  // loss-recovery account exactly what customers owe after returned deposits.
  'suspense holds the unassigned receipts': sql<{ problem: string }>`
    SELECT 'suspense ' || a.balance || ' but unassigned ' || COALESCE(s.total, 0) AS problem
    FROM ledger_accounts a
    LEFT JOIN (SELECT SUM(amount) AS total FROM funding_suspense WHERE assigned_at IS NULL) s
      ON true
    WHERE a.kind = 'suspense' AND a.balance <> COALESCE(s.total, 0)`,
  'loss recovery equals what customers owe': sql<{ problem: string }>`
    SELECT 'loss recovery ' || a.balance || ' but owed ' || COALESCE(r.total, 0) AS problem
    FROM ledger_accounts a
    LEFT JOIN (SELECT SUM(amount) AS total FROM funding_receivables) r ON true
    WHERE a.kind = 'loss_recovery' AND -a.balance <> COALESCE(r.total, 0)`,
  'every completed funding transfer is booked once': sql<{ problem: string }>`
    SELECT 'transfer ' || t.guid || ' completed with ' || COUNT(e.id) || ' entries' AS problem
    FROM transfers t
    LEFT JOIN journal_entries e ON e.reference = 'transfer:' || t.guid
      AND e.kind IN ('funding', 'crypto_transfer')
    WHERE t.state = 'completed'
    GROUP BY t.guid HAVING COUNT(e.id) <> 1`,
  // Crypto transfers (migration 0018, ADR 23): an asset's chain clearing account is minus what
  // completed deposits brought in plus what completed withdrawals sent (the amount taken less a
  // network fee paid in the same asset, ADR 36); its network-fee account is what completed
  // withdrawals paid the network.
  'chain clearing equals the completed crypto transfers': sql<{ problem: string }>`
    SELECT a.code || ' ' || a.balance || ' but transfers ' || COALESCE(t.total, 0) AS problem
    FROM ledger_accounts a
    LEFT JOIN (
      SELECT asset, SUM(CASE
          WHEN side = 'deposit' THEN -amount
          WHEN network_fee_asset = asset THEN amount - network_fee
          ELSE amount
        END) AS total
      FROM transfers WHERE transfer_type = 'crypto' AND state = 'completed' GROUP BY asset
    ) t ON t.asset = a.asset
    WHERE a.kind = 'clearing' AND a.code LIKE '%:chain' AND a.balance <> COALESCE(t.total, 0)`,
  'network fees equal what withdrawals paid': sql<{ problem: string }>`
    SELECT a.code || ' ' || a.balance || ' but paid ' || COALESCE(t.total, 0) AS problem
    FROM ledger_accounts a
    LEFT JOIN (
      SELECT network_fee_asset AS asset, SUM(network_fee) AS total FROM transfers
      WHERE transfer_type = 'crypto' AND state = 'completed' AND side = 'withdrawal'
      GROUP BY network_fee_asset
    ) t ON t.asset = a.asset
    WHERE a.kind = 'network_fee' AND a.balance <> COALESCE(t.total, 0)`,
  // Manual adjustments (migration 0025, ADR 28): an approved adjustment is booked by exactly one
  // entry; a proposed or rejected one by none.
  'every approved adjustment is booked once': sql<{ problem: string }>`
    SELECT 'adjustment ' || a.guid || ' ' || a.state || ' with ' || COUNT(e.id) || ' entries' AS problem
    FROM adjustments a
    LEFT JOIN journal_entries e ON e.reference = 'adjustment:' || a.guid AND e.kind = 'adjustment'
    GROUP BY a.guid, a.state
    HAVING COUNT(e.id) <> CASE WHEN a.state = 'approved' THEN 1 ELSE 0 END`,
};

/** Every money flow (ADR 36): a trade, a CAD or crypto deposit or withdrawal, an adjustment. */
const flowChecks = {
  'what a customer was shown is what the ledger took': shownEqualsTaken,
};

export type InvariantViolations = Record<string, string[]>;

/** Every broken rule with what breaks it; `{}` when the books are sound. */
export function ledgerViolations(db: Kysely<Schema>): Promise<InvariantViolations> {
  return violationsOf(db, { ...checks, ...flowChecks });
}

/**
 * The books' own rules only, without the flows': for tests of the ledger's mechanics, whose
 * entries stand for no trade, transfer or adjustment a customer was shown.
 */
export function bookViolations(db: Kysely<Schema>): Promise<InvariantViolations> {
  return violationsOf(db, checks);
}

async function violationsOf(
  db: Kysely<Schema>,
  rules: Record<string, typeof shownEqualsTaken>,
): Promise<InvariantViolations> {
  const violations: InvariantViolations = {};
  for (const [rule, query] of Object.entries(rules)) {
    const { rows } = await query.execute(db);
    if (rows.length > 0) violations[rule] = rows.map((row) => row.problem);
  }
  return violations;
}
