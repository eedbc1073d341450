-- Linked bank accounts (docs/product/bank-accounts-and-wallets.md; modules/banking,
-- docs/decisions/0019-bank-accounts.md): Cybrid-shaped workflows (link tokens) and external bank
-- accounts, the micro-deposits that verify a manually entered account, and the sandbox aggregator's
-- sign-ins. Account numbers and holder names are only ever stored encrypted (FieldEncryption);
-- `number_index` is a keyed blind index of institution, transit and account number, so a second
-- link of one account is found without the number being stored.

CREATE TABLE external_bank_accounts (
  guid                CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  customer_guid       CHAR(32) NOT NULL REFERENCES customers (guid),
  name                TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 128),
  account_kind        TEXT NOT NULL CHECK (account_kind IN ('plaid', 'raw_routing_details')),
  state               TEXT NOT NULL CHECK (state IN ('storing', 'completed', 'failed', 'refresh_required', 'unverified', 'deleting', 'deleted')),
  failure_code        TEXT CHECK (failure_code IN ('invalid_routing_number', 'duplicate', 'plaid_processor_token', 'plaid_multiple_accounts', 'create_failed', 'unverified_counterparty')),
  institution_number  CHAR(3) NOT NULL CHECK (institution_number ~ '^[0-9]{3}$'),
  transit_number      CHAR(5) NOT NULL CHECK (transit_number ~ '^[0-9]{5}$'),
  number_ciphertext   TEXT NOT NULL,
  number_index        TEXT NOT NULL CHECK (number_index ~ '^[0-9a-f]{64}$'),
  account_mask        CHAR(4) NOT NULL CHECK (account_mask ~ '^[0-9]{4}$'),
  -- The institution's name of the account (Chequing, Savings) when an aggregator linked it.
  account_type        TEXT CHECK (account_type IN ('chequing', 'savings')),
  aggregator_account_id TEXT CHECK (length(aggregator_account_id) BETWEEN 1 AND 128),
  holder_ciphertext   TEXT NOT NULL,
  -- Whose name the account is in: the verified customer's, or another's until staff decide.
  holder_check        TEXT NOT NULL CHECK (holder_check IN ('matched', 'mismatched', 'accepted', 'rejected')),
  -- How the customer showed the account is theirs: the aggregator's sign-in, or micro-deposits.
  ownership_check     TEXT NOT NULL CHECK (ownership_check IN ('aggregator', 'micro_deposits_pending', 'micro_deposits_confirmed', 'micro_deposits_failed', 'micro_deposits_expired')),
  micro_deposit_attempts INTEGER NOT NULL DEFAULT 0 CHECK (micro_deposit_attempts BETWEEN 0 AND 3),
  micro_deposits_expire_at TIMESTAMPTZ,
  -- When it last became usable (completed); transfers hold withdrawals for a while after it.
  linked_at           TIMESTAMPTZ,
  refresh_required_at TIMESTAMPTZ,
  decided_by_staff    UUID REFERENCES staff_users (id),
  decision_reason     TEXT CHECK (length(decision_reason) BETWEEN 1 AND 1000),
  created_at          TIMESTAMPTZ NOT NULL,
  updated_at          TIMESTAMPTZ NOT NULL,
  CHECK ((state = 'failed') = (failure_code IS NOT NULL)),
  CHECK (state <> 'completed' OR linked_at IS NOT NULL),
  CHECK ((account_kind = 'raw_routing_details') = (ownership_check <> 'aggregator'))
);
CREATE INDEX external_bank_accounts_customer ON external_bank_accounts (customer_guid, created_at DESC, guid);
-- One live link of an account per customer; a failed or deleted one may be linked again.
CREATE UNIQUE INDEX external_bank_accounts_live_number ON external_bank_accounts (customer_guid, number_index)
  WHERE state NOT IN ('failed', 'deleting', 'deleted');

-- Link tokens: a `plaid` workflow per link or re-link (Cybrid's workflows).
CREATE TABLE workflows (
  guid                       CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  customer_guid              CHAR(32) NOT NULL REFERENCES customers (guid),
  type                       TEXT NOT NULL CHECK (type = 'plaid'),
  kind                       TEXT NOT NULL CHECK (kind IN ('link_token_create', 'link_token_update')),
  language                   TEXT NOT NULL CHECK (language IN ('en', 'fr')),
  external_bank_account_guid CHAR(32) REFERENCES external_bank_accounts (guid),
  state                      TEXT NOT NULL CHECK (state IN ('storing', 'completed', 'failed')),
  failure_code               TEXT CHECK (length(failure_code) BETWEEN 1 AND 64),
  link_token                 TEXT UNIQUE CHECK (length(link_token) BETWEEN 1 AND 200),
  link_token_expires_at      TIMESTAMPTZ,
  -- When the customer last completed the bank-link screen with this token.
  linked_at                  TIMESTAMPTZ,
  created_at                 TIMESTAMPTZ NOT NULL,
  updated_at                 TIMESTAMPTZ NOT NULL,
  CHECK ((kind = 'link_token_update') = (external_bank_account_guid IS NOT NULL)),
  CHECK ((state = 'completed') = (link_token IS NOT NULL))
);
CREATE INDEX workflows_account ON workflows (external_bank_account_guid, linked_at)
  WHERE external_bank_account_guid IS NOT NULL;

-- The two micro-deposits sent to a manually entered account: instructions to the (sandbox) EFT
-- rail, in cents. They are the platform's expense, outside every customer balance, so they are
-- recorded here and never posted to the ledger (ADR 19).
CREATE TABLE bank_micro_deposits (
  external_bank_account_guid CHAR(32) NOT NULL REFERENCES external_bank_accounts (guid),
  sequence                   SMALLINT NOT NULL CHECK (sequence IN (1, 2)),
  asset                      TEXT NOT NULL CHECK (asset = 'CAD'),
  amount                     NUMERIC(78, 0) NOT NULL CHECK (amount BETWEEN 1 AND 99),
  sent_at                    TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (external_bank_account_guid, sequence)
);

-- The sandbox aggregator's sign-ins: each hands out one public token (kept as its SHA-256), to
-- be exchanged once, within its time, for one of the sandbox user's accounts.
CREATE TABLE sandbox_bank_links (
  token_hash         CHAR(64) PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  workflow_guid      CHAR(32) NOT NULL REFERENCES workflows (guid),
  customer_guid      CHAR(32) NOT NULL REFERENCES customers (guid),
  institution_number CHAR(3) NOT NULL CHECK (institution_number ~ '^[0-9]{3}$'),
  sandbox_user       TEXT NOT NULL CHECK (length(sandbox_user) BETWEEN 1 AND 64),
  expires_at         TIMESTAMPTZ NOT NULL,
  used_at            TIMESTAMPTZ,
  created_at         TIMESTAMPTZ NOT NULL
);

-- Background work of linked accounts (infra/jobs): the sandbox rail sends the micro-deposits,
-- a delayed job expires them after ten days, another finishes a deletion.
SELECT pgboss.create_queue('send-micro-deposits', '{"policy": "short"}');
SELECT pgboss.create_queue('send-micro-deposits-dead', '{"policy": "standard"}');
SELECT pgboss.create_queue('expire-micro-deposits', '{"policy": "short"}');
SELECT pgboss.create_queue('expire-micro-deposits-dead', '{"policy": "standard"}');
SELECT pgboss.create_queue('delete-external-bank-accounts', '{"policy": "short"}');
SELECT pgboss.create_queue('delete-external-bank-accounts-dead', '{"policy": "standard"}');
