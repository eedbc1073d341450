-- What the ledger's checks compare the books with, each published by the module that owns the
-- rows as a view of its own, so the ledger reads no other module's tables (ADR 49). The checks
-- themselves are in modules/ledger/invariants.ts and shown-equals-taken.ts.

-- accounts: whose each platform account is.
CREATE VIEW account_owners AS
  SELECT guid AS account_guid, customer_guid FROM accounts;

-- trading: what each trade showed its customer, per asset, signed as the customer sees it. A
-- trade gives its quote's deliver_amount (CAD on a buy, the asset on a sell) and gets its
-- receive_amount (the trading fee is inside the two); booked unless it failed.
CREATE VIEW trade_flows AS
  SELECT 'trade ' || t.guid AS flow, 'trade:' || t.guid AS reference, t.customer_guid,
    CASE t.side WHEN 'buy' THEN 'CAD' ELSE split_part(t.symbol, '-', 1) END AS asset,
    -q.deliver_amount AS amount, t.state <> 'failed' AS booked
  FROM trades t JOIN quotes q ON q.guid = t.quote_guid
  UNION ALL
  SELECT 'trade ' || t.guid, 'trade:' || t.guid, t.customer_guid,
    CASE t.side WHEN 'buy' THEN split_part(t.symbol, '-', 1) ELSE 'CAD' END,
    q.receive_amount, t.state <> 'failed'
  FROM trades t JOIN quotes q ON q.guid = t.quote_guid;

-- funding: what each transfer showed. A CAD or crypto deposit credits what its quote said
-- reaches the customer (amount less fee); a withdrawal takes its quote's amount, a network fee
-- included, once; a returned deposit takes the deposit back (its quote is the deposit's).
-- Booked on completion.
CREATE VIEW transfer_flows AS
  SELECT t.transfer_type || ' ' || t.side || ' ' || t.guid AS flow,
    'transfer:' || t.guid AS reference, t.customer_guid, t.asset,
    CASE
      WHEN t.transfer_type = 'funding_return' THEN -(q.amount - q.fee)
      WHEN t.side = 'deposit' THEN q.amount - q.fee
      ELSE -q.amount
    END AS amount,
    t.state = 'completed' AS booked
  FROM transfers t JOIN funding_quotes q ON q.guid = t.quote_guid;

-- funding: what a returned deposit could not take from the account, owed by the customer: taken
-- all the same, toward the return.
CREATE VIEW transfer_amounts_owed AS
  SELECT 'transfer:' || r.return_transfer_guid AS reference, r.customer_guid,
    'CAD'::text AS asset, -r.amount AS amount
  FROM funding_receivables r;

-- funding: each completed transfer, booked by exactly one funding or crypto entry.
CREATE VIEW transfer_bookings AS
  SELECT 'transfer ' || guid || ' completed' AS subject, 'transfer:' || guid AS reference,
    ARRAY['funding', 'crypto_transfer'] AS entry_kinds, 1 AS entries
  FROM transfers WHERE state = 'completed';

-- funding: what its platform accounts must hold. Suspense holds the unassigned receipts; loss
-- recovery is owed what customers owe after returned deposits; an asset's chain clearing account
-- is minus what completed deposits brought in plus what completed withdrawals sent (the amount
-- taken less a network fee paid in the same asset); its network-fee account what completed
-- withdrawals paid the network.
CREATE VIEW funding_expected_balances AS
  SELECT 'suspense'::text AS account, 'CAD'::text AS asset,
    COALESCE(SUM(amount), 0) AS expected
  FROM funding_suspense WHERE assigned_at IS NULL
  UNION ALL
  SELECT 'loss_recovery', 'CAD', -COALESCE(SUM(amount), 0) FROM funding_receivables
  UNION ALL
  SELECT 'chain_clearing', asset, SUM(CASE
      WHEN side = 'deposit' THEN -amount
      WHEN network_fee_asset = asset THEN amount - network_fee
      ELSE amount
    END)
  FROM transfers WHERE transfer_type = 'crypto' AND state = 'completed' GROUP BY asset
  UNION ALL
  SELECT 'network_fee', network_fee_asset, SUM(network_fee) FROM transfers
  WHERE transfer_type = 'crypto' AND state = 'completed' AND side = 'withdrawal'
  GROUP BY network_fee_asset;

-- backoffice: what each adjustment showed (its amount, credited or debited once approved), the
-- entries that book it (one when approved, none otherwise), and the entry of a system correction
-- that gives back what a transfer over-charged, which counts toward that transfer.
CREATE VIEW adjustment_flows AS
  SELECT 'adjustment ' || guid AS flow, 'adjustment:' || guid AS reference, customer_guid, asset,
    CASE direction WHEN 'credit' THEN amount ELSE -amount END AS amount,
    state = 'approved' AS booked
  FROM adjustments;

CREATE VIEW adjustment_bookings AS
  SELECT 'adjustment ' || guid || ' ' || state AS subject, 'adjustment:' || guid AS reference,
    ARRAY['adjustment'] AS entry_kinds, CASE WHEN state = 'approved' THEN 1 ELSE 0 END AS entries
  FROM adjustments;

CREATE VIEW transfer_corrections AS
  SELECT 'transfer:' || transfer_guid AS reference, entry_id
  FROM adjustments WHERE transfer_guid IS NOT NULL;
