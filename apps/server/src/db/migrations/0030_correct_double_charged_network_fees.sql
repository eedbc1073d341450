-- Crypto withdrawals took their network fee twice (docs/decisions/0036): the quote's
-- deliver_amount already includes the fee, and settlement took the amount and then the fee again.
-- Settlement now takes deliver_amount once; this migration corrects every withdrawal settled
-- before, never by editing an entry: each over-charge is given back by a posted, audited
-- adjustment that the system made (no staff maker or checker), naming the withdrawal.

-- A system-caused adjustment: why (system_cause) and which transfer it corrects. It is posted
-- when made, so it is approved with no maker and no checker; one per transfer and cause.
ALTER TABLE adjustments
  ADD COLUMN system_cause TEXT CHECK (system_cause IN ('network_fee_charged_twice')),
  ADD COLUMN transfer_guid CHAR(32) REFERENCES transfers (guid);
ALTER TABLE adjustments ALTER COLUMN proposed_by DROP NOT NULL;
-- Was CHECK ((state = 'proposed') = (decided_by IS NULL)), for staff adjustments only now.
ALTER TABLE adjustments DROP CONSTRAINT adjustments_check1;
ALTER TABLE adjustments ADD CONSTRAINT adjustments_decided_unless_proposed
  CHECK (system_cause IS NOT NULL OR (state = 'proposed') = (decided_by IS NULL));
ALTER TABLE adjustments ADD CONSTRAINT adjustments_staff_or_system
  CHECK ((proposed_by IS NULL) = (system_cause IS NOT NULL));
ALTER TABLE adjustments ADD CONSTRAINT adjustments_system_posted
  CHECK (system_cause IS NULL
    OR (state = 'approved' AND decided_by IS NULL AND transfer_guid IS NOT NULL));
CREATE UNIQUE INDEX adjustments_one_system_correction ON adjustments (transfer_guid, system_cause)
  WHERE system_cause IS NOT NULL;

-- Finds every completed crypto withdrawal whose entries took more from the customer's account
-- than its quote's deliver_amount and no system correction has refunded yet, and gives the
-- difference back: one adjustment entry, customer credited, the chain's clearing account debited
-- (the old entry credited it with the whole amount, fee included, where it now gets the amount
-- less the fee), the balances kept equal to their postings, an adjustment row and an audit
-- event. Answers how many it corrected; running it again corrects nothing more.
CREATE FUNCTION correct_double_charged_network_fees() RETURNS INTEGER
  LANGUAGE plpgsql AS $$
DECLARE
  charged RECORD;
  refund NUMERIC(78, 0);
  correction CHAR(32);
  posted BIGINT;
  corrected INTEGER := 0;
BEGIN
  FOR charged IN
    SELECT t.guid, t.customer_guid, t.account_guid, t.asset, q.amount AS shown,
      -COALESCE(SUM(p.amount), 0) AS taken,
      customer.id AS customer_account, clearing.id AS clearing_account
    FROM transfers t
    JOIN funding_quotes q ON q.guid = t.quote_guid
    JOIN ledger_accounts customer ON customer.account_guid = t.account_guid
    JOIN ledger_accounts clearing ON clearing.code = 'clearing:' || t.asset || ':chain'
    LEFT JOIN journal_entries e ON e.reference = 'transfer:' || t.guid
    LEFT JOIN postings p ON p.entry_id = e.id AND p.account_id = customer.id
    WHERE t.transfer_type = 'crypto' AND t.side = 'withdrawal' AND t.state = 'completed'
      AND NOT EXISTS (
        SELECT 1 FROM adjustments a
        WHERE a.transfer_guid = t.guid AND a.system_cause = 'network_fee_charged_twice'
      )
    GROUP BY t.guid, q.amount, customer.id, clearing.id
    HAVING -COALESCE(SUM(p.amount), 0) > q.amount
    ORDER BY t.guid
  LOOP
    refund := charged.taken - charged.shown;
    -- Stable for the withdrawal: a second run could not post it again.
    correction := md5('network_fee_charged_twice:' || charged.guid);
    PERFORM 1 FROM ledger_accounts
      WHERE id IN (charged.customer_account, charged.clearing_account) ORDER BY id FOR UPDATE;
    INSERT INTO journal_entries (kind, idempotency_key, reference)
      VALUES ('adjustment', 'adjustment:' || correction, 'adjustment:' || correction)
      RETURNING id INTO posted;
    INSERT INTO postings (entry_id, account_id, asset, amount) VALUES
      (posted, charged.customer_account, charged.asset, refund),
      (posted, charged.clearing_account, charged.asset, -refund);
    UPDATE ledger_accounts
      SET balance = balance + CASE WHEN id = charged.customer_account THEN refund ELSE -refund END
      WHERE id IN (charged.customer_account, charged.clearing_account);
    INSERT INTO adjustments (
      guid, customer_guid, account_guid, asset, category, direction, amount, reason, state,
      proposed_by, proposed_at, entry_id, system_cause, transfer_guid
    ) VALUES (
      correction, charged.customer_guid, charged.account_guid, charged.asset, 'correction',
      'credit', refund, 'Network fee charged twice on withdrawal ' || charged.guid || ' refunded',
      'approved', NULL, now(), posted, 'network_fee_charged_twice', charged.guid
    );
    INSERT INTO audit_events (actor_type, action, details) VALUES (
      'system', 'adjustment.system_posted',
      jsonb_build_object(
        'adjustment_guid', correction, 'customer_guid', charged.customer_guid,
        'transfer_guid', charged.guid, 'asset', charged.asset, 'amount', refund::text,
        'shown', charged.shown::text, 'taken', charged.taken::text,
        'cause', 'network_fee_charged_twice'
      )
    );
    corrected := corrected + 1;
  END LOOP;
  RETURN corrected;
END;
$$;

SELECT correct_double_charged_network_fees();
