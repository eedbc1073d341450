-- A customer who lost every passkey and their authenticator gets back in through a new identity
-- verification that staff review (docs/decisions/0059-account-recovery-by-reverification.md).
-- The verification is Cybrid's `document_submission`, marked as a recovery: the built-in flow
-- takes its photo ID and selfie, the review queue shows it, and its decision ends the recovery.
ALTER TABLE identity_verifications ADD COLUMN purpose TEXT NOT NULL DEFAULT 'verification'
  CHECK (purpose IN ('verification', 'account_recovery'));
ALTER TABLE identity_verifications ADD CONSTRAINT identity_verifications_recovery_is_documents
  CHECK (purpose = 'verification' OR method = 'document_submission');

-- At most one recovery open (answered or in review) per customer.
CREATE UNIQUE INDEX identity_verifications_one_open_recovery
  ON identity_verifications (customer_guid)
  WHERE purpose = 'account_recovery' AND state IN ('waiting', 'pending', 'reviewing');

-- When staff last approved a recovery: withdrawals are held for a while after
-- (RECOVERY_WITHDRAWAL_HOLD_SECONDS, 48 h).
ALTER TABLE identity_users ADD COLUMN recovered_at TIMESTAMPTZ;
