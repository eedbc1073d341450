-- A new bank account waits for its customer's approval
-- (docs/decisions/0062-new-bank-accounts-wait-for-approval.md): stored `storing`, unusable and
-- sent no micro-deposits, until the customer approves it with a confirmation bound to it
-- (purpose `add_bank_account`) or `approval_expires_at` passes; then one delayed job fails it
-- `create_failed`.
ALTER TABLE external_bank_accounts ADD COLUMN approval_expires_at TIMESTAMPTZ;
ALTER TABLE external_bank_accounts ADD CONSTRAINT external_bank_accounts_storing_expires
  CHECK (state <> 'storing' OR approval_expires_at IS NOT NULL);

ALTER TABLE email_otps DROP CONSTRAINT email_otps_purpose_check;
ALTER TABLE email_otps ADD CONSTRAINT email_otps_purpose_check
  CHECK (purpose IN ('add_wallet', 'withdrawal', 'change_password', 'change_email', 'add_bank_account'));

SELECT pgboss.create_queue('expire-bank-account-approvals', '{"policy": "short"}');
SELECT pgboss.create_queue('expire-bank-account-approvals-dead', '{"policy": "standard"}');
