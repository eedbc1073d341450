-- A wallet added through /api without the customer's approval (a Cybrid-shaped request,
-- docs/decisions/0058-cybrid-requests-wait-for-the-customer.md) is stored `pending`, unusable,
-- until the customer approves it in the app or `approval_expires_at` passes; then one delayed
-- job fails it `customer_action_required`.
ALTER TABLE external_wallets ADD COLUMN approval_expires_at TIMESTAMPTZ;
ALTER TABLE external_wallets ADD CONSTRAINT external_wallets_pending_expires
  CHECK (state <> 'pending' OR approval_expires_at IS NOT NULL);
ALTER TABLE external_wallets DROP CONSTRAINT external_wallets_failure_code_check;
ALTER TABLE external_wallets ADD CONSTRAINT external_wallets_failure_code_check
  CHECK (failure_code IN ('invalid_address', 'prohibited_address', 'customer_action_required'));

SELECT pgboss.create_queue('expire-wallet-approvals', '{"policy": "short"}');
SELECT pgboss.create_queue('expire-wallet-approvals-dead', '{"policy": "standard"}');
