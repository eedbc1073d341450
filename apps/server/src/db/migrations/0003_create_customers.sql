-- Platform customers and their accounts (Cybrid-compatible: 32-hex guids, states). Balances
-- are not columns here: they come from the ledger's postings.

CREATE TABLE customers (
  guid       CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  user_id    UUID NOT NULL UNIQUE REFERENCES identity_users (id),
  type       TEXT NOT NULL DEFAULT 'individual' CHECK (type IN ('individual', 'business')),
  state      TEXT NOT NULL CHECK (state IN ('storing', 'unverified', 'verified', 'rejected', 'frozen')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  guid          CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  customer_guid CHAR(32) NOT NULL REFERENCES customers (guid),
  type          TEXT NOT NULL CHECK (type IN ('trading', 'fiat')),
  asset         TEXT NOT NULL CHECK (asset IN ('CAD', 'BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP')),
  name          TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 128),
  state         TEXT NOT NULL CHECK (state IN ('storing', 'created')),
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((type = 'fiat') = (asset = 'CAD')),
  UNIQUE (customer_guid, type, asset)
);
