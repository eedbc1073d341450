-- CAD funding (docs/product/lifecycles.md; modules/funding, ADR 20): funding quotes, transfers by
-- EFT and Interac e-Transfer driven by the sandbox rails, e-Transfer reference codes, the suspense
-- queue, returned deposits' receivables, the rails' settlement reports and reconciliation cases.

-- The ledger's accounts for funding: a clearing account per rail (money between the rail and the
-- platform), suspense (e-Transfers that match no customer) and loss recovery (what customers owe
-- after a deposit bounced). Platform accounts, so they may go below zero.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('customer', 'house', 'fee', 'funding', 'clearing', 'suspense', 'loss_recovery'));
INSERT INTO ledger_accounts (code, kind, asset, allow_negative) VALUES
  ('clearing:CAD:eft', 'clearing', 'CAD', true),
  ('clearing:CAD:etransfer', 'clearing', 'CAD', true),
  ('suspense:CAD', 'suspense', 'CAD', true),
  ('loss_recovery:CAD', 'loss_recovery', 'CAD', true);
ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_check;
ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_kind_check
  CHECK (kind IN ('trade', 'sandbox_funding', 'reversal', 'funding'));

-- When the user last changed their password or removed their authenticator
-- (docs/product/sessions.md: withdrawals are held for a while after). Owned by modules/identity.
ALTER TABLE identity_users ADD COLUMN security_changed_at TIMESTAMPTZ;

CREATE TABLE funding_quotes (
  guid          CHAR(32) PRIMARY KEY,
  customer_guid CHAR(32) NOT NULL REFERENCES customers (guid),
  side          TEXT NOT NULL CHECK (side IN ('deposit', 'withdrawal')),
  amount        NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  fee           NUMERIC(78, 0) NOT NULL CHECK (fee >= 0),
  issued_at     TIMESTAMPTZ NOT NULL,
  expires_at    TIMESTAMPTZ NOT NULL,
  -- A quote funds one transfer.
  transfer_guid CHAR(32) UNIQUE
);
CREATE INDEX funding_quotes_customer ON funding_quotes (customer_guid);

CREATE TABLE transfers (
  guid                       CHAR(32) PRIMARY KEY,
  customer_guid              CHAR(32) NOT NULL REFERENCES customers (guid),
  transfer_type              TEXT NOT NULL CHECK (transfer_type IN ('funding', 'funding_return')),
  side                       TEXT NOT NULL CHECK (side IN ('deposit', 'withdrawal')),
  rail                       TEXT NOT NULL CHECK (rail IN ('eft', 'etransfer')),
  state                      TEXT NOT NULL
    CHECK (state IN ('storing', 'reviewing', 'pending', 'completed', 'failed')),
  failure_code               TEXT,
  return_code                TEXT,
  amount                     NUMERIC(78, 0),
  estimated_amount           NUMERIC(78, 0) NOT NULL CHECK (estimated_amount > 0),
  fee                        NUMERIC(78, 0) NOT NULL DEFAULT 0,
  quote_guid                 CHAR(32) NOT NULL,
  -- The customer's CAD account.
  account_guid               CHAR(32) NOT NULL REFERENCES accounts (guid),
  external_bank_account_guid CHAR(32),
  -- A return names its deposit; a deposit is returned once.
  reference_transfer_guid    CHAR(32) UNIQUE REFERENCES transfers (guid),
  -- What the sandbox rail will do with it: complete, fail (with failure_code) or return later.
  planned_outcome            TEXT NOT NULL CHECK (planned_outcome IN ('complete', 'fail', 'return')),
  planned_failure            TEXT,
  -- The rail's next step and when it is due; null when the rail has nothing left to do.
  next_step                  TEXT CHECK (next_step IN ('review', 'execute', 'settle', 'release_hold', 'return')),
  step_due_at                TIMESTAMPTZ,
  hold_started_at            TIMESTAMPTZ,
  hold_seconds               INTEGER,
  hold_released_at           TIMESTAMPTZ,
  etransfer_recipient        TEXT,
  etransfer_question         TEXT,
  -- AES-256-GCM (infra/security/encryption): never answered, never logged.
  etransfer_answer_ciphertext TEXT,
  etransfer_reference_code   TEXT,
  created_at                 TIMESTAMPTZ NOT NULL,
  updated_at                 TIMESTAMPTZ NOT NULL,
  CHECK ((next_step IS NULL) = (step_due_at IS NULL))
);
CREATE INDEX transfers_customer ON transfers (customer_guid, created_at DESC, guid);
CREATE INDEX transfers_due ON transfers (step_due_at) WHERE step_due_at IS NOT NULL;

-- Each customer's Interac e-Transfer reference code: stable, and unique.
CREATE TABLE etransfer_reference_codes (
  customer_guid CHAR(32) PRIMARY KEY REFERENCES customers (guid),
  code          TEXT NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{8}$'),
  created_at    TIMESTAMPTZ NOT NULL
);

-- Incoming e-Transfers on the sandbox rail: sent, then delivered after the rail's delay.
CREATE TABLE incoming_etransfers (
  id             CHAR(32) PRIMARY KEY,
  reference_code TEXT NOT NULL,
  amount         NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  sender_name    TEXT NOT NULL,
  delivers_at    TIMESTAMPTZ NOT NULL,
  delivered_at   TIMESTAMPTZ,
  -- What it became: a customer's deposit, or an item of the suspense queue.
  transfer_guid  CHAR(32) REFERENCES transfers (guid),
  suspense_guid  CHAR(32)
);
CREATE INDEX incoming_etransfers_due ON incoming_etransfers (delivers_at) WHERE delivered_at IS NULL;

-- Money received that matches no customer who may take it (unknown code, unverified customer,
-- over the limits): held on the suspense account until staff assign it.
CREATE TABLE funding_suspense (
  guid             CHAR(32) PRIMARY KEY,
  rail             TEXT NOT NULL CHECK (rail IN ('eft', 'etransfer')),
  amount           NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  reference_code   TEXT NOT NULL,
  sender_name      TEXT NOT NULL,
  reason           TEXT NOT NULL CHECK (reason IN ('unknown_reference', 'unverified_customer', 'limit_exceeded')),
  received_at      TIMESTAMPTZ NOT NULL,
  assigned_to      CHAR(32) REFERENCES customers (guid),
  transfer_guid    CHAR(32) REFERENCES transfers (guid),
  assigned_by      TEXT,
  assigned_at      TIMESTAMPTZ
);
CREATE INDEX funding_suspense_open ON funding_suspense (received_at) WHERE assigned_at IS NULL;

-- What a customer owes after a returned deposit took back more than they still had.
CREATE TABLE funding_receivables (
  return_transfer_guid CHAR(32) PRIMARY KEY REFERENCES transfers (guid),
  customer_guid        CHAR(32) NOT NULL REFERENCES customers (guid),
  amount               NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  created_at           TIMESTAMPTZ NOT NULL
);
CREATE INDEX funding_receivables_customer ON funding_receivables (customer_guid);

-- Each sandbox rail's settlement report: what it moved per UTC day (into the platform positive).
CREATE TABLE rail_settlements (
  rail   TEXT NOT NULL CHECK (rail IN ('eft', 'etransfer')),
  day    DATE NOT NULL,
  amount NUMERIC(78, 0) NOT NULL,
  PRIMARY KEY (rail, day)
);

-- A difference between a rail's report and the ledger's clearing account for a day.
CREATE TABLE reconciliation_cases (
  guid       CHAR(32) PRIMARY KEY,
  rail       TEXT NOT NULL CHECK (rail IN ('eft', 'etransfer')),
  day        DATE NOT NULL,
  reported   NUMERIC(78, 0) NOT NULL,
  booked     NUMERIC(78, 0) NOT NULL,
  opened_at  TIMESTAMPTZ NOT NULL,
  UNIQUE (rail, day)
);

SELECT pgboss.create_queue('funding-rail', '{"policy": "standard"}');
SELECT pgboss.create_queue('funding-rail-dead', '{"policy": "standard"}');
SELECT pgboss.create_queue('funding-reconciliation', '{"policy": "standard"}');
SELECT pgboss.create_queue('funding-reconciliation-dead', '{"policy": "standard"}');
