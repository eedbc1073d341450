-- The back office's customer page (/admin/customer/{guid}): internal notes about a customer,
-- what a freeze keeps to restore, withdrawals blocked by staff, sessions ended by staff, and the
-- index that reads an account's ledger history newest first a page at a time.

-- Staff notes about a customer, append-only: a correction is a new note.
CREATE TABLE customer_notes (
  guid          CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  customer_guid CHAR(32) NOT NULL REFERENCES customers (guid),
  staff_id      UUID NOT NULL REFERENCES staff_users (id),
  body          TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX customer_notes_customer ON customer_notes (customer_guid, created_at DESC, guid DESC);

CREATE TRIGGER customer_notes_append_only
  BEFORE UPDATE OR DELETE OR TRUNCATE ON customer_notes
  FOR EACH STATEMENT EXECUTE FUNCTION reject_change();

-- A frozen customer's state before the freeze, which unfreezing restores.
ALTER TABLE customers
  ADD COLUMN state_before_freeze TEXT
    CHECK (state_before_freeze IN ('storing', 'unverified', 'verified', 'rejected'));

-- A staff block of withdrawals is the lock "this wasn't me" on a new-wallet e-mail sets, widened:
-- the customer's report locks crypto withdrawals, a staff block every withdrawal (CAD too), with
-- no wallet behind it. Lifting either is a staff action.
ALTER TABLE withdrawal_locks ALTER COLUMN wallet_guid DROP NOT NULL;
ALTER TABLE withdrawal_locks
  ADD COLUMN scope TEXT NOT NULL DEFAULT 'crypto' CHECK (scope IN ('crypto', 'all'));

ALTER TABLE sessions DROP CONSTRAINT sessions_revoked_reason_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_revoked_reason_check
  CHECK (revoked_reason IN ('signed_out', 'superseded', 'password_changed', 'locked', 'revoked_by_staff'));

-- An account's ledger history, newest first, a bounded page at a time.
CREATE INDEX postings_account_newest ON postings (account_id, id DESC);
