-- "This wasn't me" on a new-wallet e-mail locks every withdrawal (CAD EFT, e-Transfer, crypto) and
-- every new destination (wallet, bank account), as a staff block does, not crypto withdrawals
-- alone (docs/decisions/0038-address-keys-and-destination-locks.md). The scope now says who set
-- the lock: `reported` (the customer; lifted by staff once the customer has changed their
-- password since) or `all` (staff).
ALTER TABLE withdrawal_locks DROP CONSTRAINT withdrawal_locks_scope_check;
UPDATE withdrawal_locks SET scope = 'reported' WHERE scope = 'crypto';
ALTER TABLE withdrawal_locks ALTER COLUMN scope SET DEFAULT 'reported';
ALTER TABLE withdrawal_locks ADD CONSTRAINT withdrawal_locks_scope_check
  CHECK (scope IN ('reported', 'all'));
