import { sql } from 'kysely';

/**
 * What a customer was shown is what the ledger took (ADR 36): for every money flow, the amounts
 * the customer agreed to, as stored (a trade's quote, a transfer's quote, an adjustment), against
 * the sum of the postings on the customer's own accounts for it, per asset. A flow not booked
 * yet (a pending transfer, a proposed adjustment) or never (failed, rejected) must have taken
 * nothing; a booked one exactly what it showed, counting a system correction that names it
 * (migration 0030). A customer posting that belongs to no flow is a violation too. Sandbox
 * funding (test money, shown nowhere) is the one kind left out. What each flow showed comes from
 * the views its owner publishes (migration 0037: trading's, funding's, the back office's).
 *
 * Signs are the customer's: a credit to their account positive, a debit negative.
 */
export const shownEqualsTaken = sql<{ problem: string }>`
  WITH customer_accounts AS (
    SELECT la.id, o.customer_guid
    FROM ledger_accounts la JOIN account_owners o ON o.account_guid = la.account_guid
    WHERE la.kind = 'customer'
  ),
  shown AS (
    SELECT flow, reference, customer_guid, asset, amount, booked FROM trade_flows
    UNION ALL
    SELECT flow, reference, customer_guid, asset, amount, booked FROM transfer_flows
    UNION ALL
    SELECT flow, reference, customer_guid, asset, amount, booked FROM adjustment_flows
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
      SELECT c.reference, ca.customer_guid, p.asset, p.amount
      FROM transfer_corrections c
      JOIN postings p ON p.entry_id = c.entry_id
      JOIN customer_accounts ca ON ca.id = p.account_id
      UNION ALL
      -- ... and what a returned deposit could not take from the account: owed, taken all the same.
      SELECT reference, customer_guid, asset, amount FROM transfer_amounts_owed
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
