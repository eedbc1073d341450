-- A withdrawal asked for without the customer's approval (a Cybrid-shaped request through /api,
-- docs/decisions/0058-cybrid-requests-wait-for-the-customer.md) is stored `holding`, its funds
-- reserved, until the customer approves it in the app; its one step is `expire_approval`, due
-- when the approval window closes, which fails it `customer_action_required` and gives the
-- reserve back.
ALTER TABLE transfers DROP CONSTRAINT transfers_state_check;
ALTER TABLE transfers ADD CONSTRAINT transfers_state_check
  CHECK (state IN ('storing', 'holding', 'reviewing', 'pending', 'completed', 'failed'));
ALTER TABLE transfers DROP CONSTRAINT transfers_next_step_check;
ALTER TABLE transfers ADD CONSTRAINT transfers_next_step_check
  CHECK (next_step IN ('review', 'execute', 'settle', 'release_hold', 'return', 'broadcast', 'confirm',
                       'expire_approval'));
ALTER TABLE transfers ADD CONSTRAINT transfers_holding_expires
  CHECK (state <> 'holding' OR next_step = 'expire_approval');
