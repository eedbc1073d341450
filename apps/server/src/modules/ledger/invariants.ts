import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { shownEqualsTaken } from './shown-equals-taken.js';

/** What funding's view says the platform account `a` of one kind must hold, as `x.expected`. */
const expected = (account: string) =>
  sql`LEFT JOIN funding_expected_balances x ON x.account = ${account} AND x.asset = a.asset`;

/** The flows of an owner's bookings view booked by another number of entries than it says. */
const bookedAsOwed = (view: 'transfer_bookings' | 'adjustment_bookings') => sql<{
  problem: string;
}>`
  SELECT b.subject || ' with ' || COUNT(e.id) || ' entries' AS problem
  FROM ${sql.table(view)} b
  LEFT JOIN journal_entries e ON e.reference = b.reference AND e.kind = ANY(b.entry_kinds)
  GROUP BY b.subject, b.entries HAVING COUNT(e.id) <> b.entries`;

/**
 * The ledger's invariants (docs/design/money-and-the-ledger.md), checked after every server test on
 * every test app still open (`testing/sound-books.setup.ts`) and by the trade benchmark after its
 * run. Each query lists what breaks its rule; all empty means sound. What the books are compared
 * with comes from views the flows' owning modules publish (migration 0037), never their tables.
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
  // Funding's platform accounts hold what funding's view says they must (migrations 0016, 0018,
  // 0037): suspense the unassigned receipts, loss recovery what customers owe after returned
  // deposits, each asset's chain clearing account the completed crypto transfers and its
  // network-fee account what completed withdrawals paid the network (ADR 23, ADR 36).
  'suspense holds the unassigned receipts': sql<{ problem: string }>`
    SELECT 'suspense ' || a.balance || ' but unassigned ' || COALESCE(x.expected, 0) AS problem
    FROM ledger_accounts a ${expected('suspense')}
    WHERE a.kind = 'suspense' AND a.balance <> COALESCE(x.expected, 0)`,
  'loss recovery equals what customers owe': sql<{ problem: string }>`
    SELECT 'loss recovery ' || a.balance || ' but owed ' || COALESCE(-x.expected, 0) AS problem
    FROM ledger_accounts a ${expected('loss_recovery')}
    WHERE a.kind = 'loss_recovery' AND a.balance <> COALESCE(x.expected, 0)`,
  'chain clearing equals the completed crypto transfers': sql<{ problem: string }>`
    SELECT a.code || ' ' || a.balance || ' but transfers ' || COALESCE(x.expected, 0) AS problem
    FROM ledger_accounts a ${expected('chain_clearing')}
    WHERE a.kind = 'clearing' AND a.code LIKE '%:chain' AND a.balance <> COALESCE(x.expected, 0)`,
  'network fees equal what withdrawals paid': sql<{ problem: string }>`
    SELECT a.code || ' ' || a.balance || ' but paid ' || COALESCE(x.expected, 0) AS problem
    FROM ledger_accounts a ${expected('network_fee')}
    WHERE a.kind = 'network_fee' AND a.balance <> COALESCE(x.expected, 0)`,
  // Each completed transfer (funding's view) and each approved adjustment (the back office's) is
  // booked by exactly one entry of its kinds; a proposed or rejected adjustment by none.
  'every completed funding transfer is booked once': bookedAsOwed('transfer_bookings'),
  'every approved adjustment is booked once': bookedAsOwed('adjustment_bookings'),
  // A waiting price-triggered order holds what it gives, and an order that ended holds nothing
  // (ADR 82): none is stranded, none can be paid twice.
  'every waiting order holds what it gives, and only it': sql<{ problem: string }>`
    SELECT COALESCE(h.reference, o.reference) || ' holds ' || COALESCE(h.amount::text, 'nothing')
      || ' but the order gives ' || COALESCE(o.amount::text, 'nothing') AS problem
    FROM (
      SELECT reference, SUM(amount) AS amount FROM ledger_holds
      WHERE released_at IS NULL AND reference LIKE 'limit-order:%' GROUP BY reference
    ) h
    FULL JOIN limit_order_holds o ON o.reference = h.reference
    WHERE h.amount IS DISTINCT FROM o.amount`,
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
