import { sql } from 'kysely';

/**
 * What a customer was shown is what the ledger took (ADR 36): for every money flow, the amounts
 * the customer agreed to, as stored (a trade's quote, a transfer's quote, an adjustment), against
 * the sum of the postings on the customer's own accounts for it, per asset. A flow not booked
 * yet (a pending transfer, a proposed adjustment) or never (failed, rejected) must have taken
 * nothing; a booked one exactly what it showed, counting a system correction that names it
 * (migration 0030). A customer posting that belongs to no flow is a violation too. Sandbox funding (test money, shown nowhere) is the one kind left out.
 *
 * Signs are the customer's: a credit to their account positive, a debit negative.
 */
export const shownEqualsTaken = sql<{ problem: string }>`
  WITH customer_accounts AS (
    SELECT la.id, a.customer_guid
    FROM ledger_accounts la JOIN accounts a ON a.guid = la.account_guid
    WHERE la.kind = 'customer'
  ),
  shown AS (
    -- A trade gives its quote's deliver_amount (CAD on a buy, the asset on a sell) ...
    SELECT 'trade ' || t.guid AS flow, 'trade:' || t.guid AS reference, t.customer_guid,
      CASE t.side WHEN 'buy' THEN 'CAD' ELSE split_part(t.symbol, '-', 1) END AS asset,
      -q.deliver_amount AS amount, t.state <> 'failed' AS booked
    FROM trades t JOIN quotes q ON q.guid = t.quote_guid
    UNION ALL
    -- ... and gets its receive_amount (the trading fee is inside the two).
    SELECT 'trade ' || t.guid, 'trade:' || t.guid, t.customer_guid,
      CASE t.side WHEN 'buy' THEN split_part(t.symbol, '-', 1) ELSE 'CAD' END,
      q.receive_amount, t.state <> 'failed'
    FROM trades t JOIN quotes q ON q.guid = t.quote_guid
    UNION ALL
    -- A CAD or crypto deposit credits what its quote said reaches the customer (amount less
    -- fee); a withdrawal takes its quote's deliver_amount, a network fee included, once; a
    -- returned deposit takes the deposit back (its quote is the deposit's). Booked on completion.
    SELECT t.transfer_type || ' ' || t.side || ' ' || t.guid, 'transfer:' || t.guid,
      t.customer_guid, t.asset,
      CASE
        WHEN t.transfer_type = 'funding_return' THEN -(q.amount - q.fee)
        WHEN t.side = 'deposit' THEN q.amount - q.fee
        ELSE -q.amount
      END,
      t.state = 'completed'
    FROM transfers t JOIN funding_quotes q ON q.guid = t.quote_guid
    UNION ALL
    -- An adjustment credits or debits its amount once approved.
    SELECT 'adjustment ' || a.guid, 'adjustment:' || a.guid, a.customer_guid, a.asset,
      CASE a.direction WHEN 'credit' THEN a.amount ELSE -a.amount END, a.state = 'approved'
    FROM adjustments a
  ),
  taken AS (
    SELECT reference, customer_guid, asset, SUM(amount) AS amount FROM (
      -- What each entry moved on the customer's own accounts ...
      SELECT e.reference, ca.customer_guid, p.asset, p.amount
      FROM journal_entries e
      JOIN postings p ON p.entry_id = e.id
      JOIN customer_accounts ca ON ca.id = p.account_id
      WHERE e.kind <> 'sandbox_funding'
      UNION ALL
      -- ... what a system correction gave back counts toward the transfer it corrects ...
      SELECT 'transfer:' || a.transfer_guid, ca.customer_guid, p.asset, p.amount
      FROM adjustments a
      JOIN postings p ON p.entry_id = a.entry_id
      JOIN customer_accounts ca ON ca.id = p.account_id
      WHERE a.transfer_guid IS NOT NULL
      UNION ALL
      -- ... and what a returned deposit could not take from the account: owed, taken all the same.
      SELECT 'transfer:' || r.return_transfer_guid, r.customer_guid, 'CAD', -r.amount
      FROM funding_receivables r
    ) moved
    GROUP BY reference, customer_guid, asset
  )
  SELECT COALESCE(s.flow, 'entry ' || k.reference) || ' showed ' || COALESCE(s.asset, k.asset)
    || ' ' || COALESCE(CASE WHEN s.booked THEN s.amount ELSE 0 END, 0)
    || ' but took ' || COALESCE(k.amount, 0) AS problem
  FROM shown s
  FULL JOIN taken k
    ON k.reference = s.reference AND k.customer_guid = s.customer_guid AND k.asset = s.asset
  WHERE COALESCE(k.amount, 0) <> COALESCE(CASE WHEN s.booked THEN s.amount ELSE 0 END, 0)
`;
