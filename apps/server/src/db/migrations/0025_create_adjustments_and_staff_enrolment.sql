-- Manual adjustments with maker-checker, and staff management (ADR 28): a staff member proposes
-- a credit or debit to a customer's account; a different one (an admin) approves it, which posts
-- one journal entry of kind `adjustment`, or rejects it, which posts nothing. Staff are invited
-- by an e-mailed link that sets their password and enrols their authenticator; the same link
-- follows an MFA reset. Deactivating, changing the role of or resetting the MFA of a staff member
-- ends their sessions at once.

ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_check;
ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_kind_check
  CHECK (kind IN ('trade', 'sandbox_funding', 'reversal', 'funding', 'crypto_transfer', 'adjustment'));

CREATE TABLE adjustments (
  guid            CHAR(32) PRIMARY KEY,
  customer_guid   CHAR(32) NOT NULL REFERENCES customers (guid),
  -- The customer's platform account in `asset` (one per asset).
  account_guid    CHAR(32) NOT NULL REFERENCES accounts (guid),
  asset           TEXT NOT NULL CHECK (asset IN ('CAD', 'BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP')),
  category        TEXT NOT NULL
    CHECK (category IN ('goodwill_credit', 'fee_refund', 'loss_recovery', 'correction')),
  -- Seen from the customer: a credit adds to their balance, a debit takes from it.
  direction       TEXT NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount          NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  reason          TEXT NOT NULL CHECK (length(reason) BETWEEN 5 AND 500),
  state           TEXT NOT NULL CHECK (state IN ('proposed', 'approved', 'rejected')),
  proposed_by     UUID NOT NULL REFERENCES staff_users (id),
  proposed_at     TIMESTAMPTZ NOT NULL,
  decided_by      UUID REFERENCES staff_users (id),
  decided_at      TIMESTAMPTZ,
  decision_reason TEXT CHECK (length(decision_reason) BETWEEN 5 AND 500),
  -- The one journal entry an approval posted.
  entry_id        BIGINT UNIQUE REFERENCES journal_entries (id),
  -- Goodwill and fee refunds only credit; a loss recovery only debits; a correction does either.
  CHECK (
    category = 'correction'
    OR (category IN ('goodwill_credit', 'fee_refund') AND direction = 'credit')
    OR (category = 'loss_recovery' AND direction = 'debit')
  ),
  CHECK ((state = 'proposed') = (decided_by IS NULL)),
  CHECK ((decided_by IS NULL) = (decided_at IS NULL)),
  CHECK ((decided_by IS NULL) = (decision_reason IS NULL)),
  -- Maker ≠ checker, whatever the application does.
  CHECK (decided_by <> proposed_by),
  CHECK ((state = 'approved') = (entry_id IS NOT NULL))
);
CREATE INDEX adjustments_state ON adjustments (state, proposed_at DESC, guid);
CREATE INDEX adjustments_customer ON adjustments (customer_guid, proposed_at DESC, guid);

-- The staff enrolment link (an invitation or an MFA reset): staff links may now be either.
ALTER TABLE email_link_tokens DROP CONSTRAINT email_link_tokens_purpose_check;
ALTER TABLE email_link_tokens ADD CONSTRAINT email_link_tokens_purpose_check
  CHECK (purpose IN ('verify_email', 'reset_password', 'unlock', 'staff_enrolment'));
ALTER TABLE email_link_tokens DROP CONSTRAINT email_link_tokens_check1;
ALTER TABLE email_link_tokens ADD CONSTRAINT email_link_tokens_staff_purpose_check
  CHECK (staff_id IS NULL OR purpose IN ('unlock', 'staff_enrolment'));
ALTER TABLE email_link_tokens ADD CONSTRAINT email_link_tokens_enrolment_is_staff_check
  CHECK (purpose <> 'staff_enrolment' OR staff_id IS NOT NULL);

-- Why an admin ended a staff member's sessions.
ALTER TABLE sessions DROP CONSTRAINT sessions_revoked_reason_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_revoked_reason_check
  CHECK (revoked_reason IN (
    'signed_out', 'superseded', 'password_changed', 'locked', 'revoked_by_staff',
    'deactivated', 'role_changed', 'mfa_reset'
  ));
