-- Deposit addresses and external wallets (docs/product/bank-accounts-and-wallets.md;
-- modules/wallets, docs/decisions/0021-wallets.md). Deposit addresses are derived from watch-only
-- extended public keys: a customer's derivation index per address family is allocated from a
-- counter row locked in the allocating transaction, so indexes are never skipped nor given twice.
-- XRP's "index" is a destination tag.

CREATE TABLE wallet_derivation_counters (
  family      TEXT PRIMARY KEY CHECK (family IN ('BTC', 'LTC', 'BCH', 'EVM', 'XRP')),
  next_index  INTEGER NOT NULL CHECK (next_index BETWEEN 0 AND 2147483647)
);
INSERT INTO wallet_derivation_counters (family, next_index)
  VALUES ('BTC', 0), ('LTC', 0), ('BCH', 0), ('EVM', 0), ('XRP', 0);

CREATE TABLE wallet_derivation_indexes (
  customer_guid    CHAR(32) NOT NULL REFERENCES customers (guid),
  family           TEXT NOT NULL REFERENCES wallet_derivation_counters (family),
  derivation_index INTEGER NOT NULL CHECK (derivation_index BETWEEN 0 AND 2147483646),
  created_at       TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (customer_guid, family),
  UNIQUE (family, derivation_index)
);

CREATE TABLE deposit_addresses (
  guid             CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  customer_guid    CHAR(32) NOT NULL REFERENCES customers (guid),
  -- One address per trading account: asking again answers this one.
  account_guid     CHAR(32) NOT NULL UNIQUE REFERENCES accounts (guid),
  asset            TEXT NOT NULL CHECK (asset IN ('BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP')),
  network          TEXT NOT NULL CHECK (network IN ('testnet', 'mainnet')),
  state            TEXT NOT NULL CHECK (state IN ('storing', 'created')),
  address          TEXT NOT NULL CHECK (length(address) BETWEEN 1 AND 128),
  tag              TEXT CHECK (tag ~ '^[0-9]{1,10}$'),
  format           TEXT NOT NULL CHECK (format IN ('standard', 'legacy')),
  created_at       TIMESTAMPTZ NOT NULL,
  updated_at       TIMESTAMPTZ NOT NULL
);
CREATE INDEX deposit_addresses_customer ON deposit_addresses (customer_guid, created_at DESC, guid);
-- Incoming deposits are matched by address and tag (ETH and USDC share an address).
CREATE UNIQUE INDEX deposit_addresses_on_chain ON deposit_addresses (network, asset, address, COALESCE(tag, ''));

CREATE TABLE external_wallets (
  guid             CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  customer_guid    CHAR(32) NOT NULL REFERENCES customers (guid),
  name             TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 128),
  asset            TEXT NOT NULL CHECK (asset IN ('BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP')),
  environment      TEXT NOT NULL CHECK (environment IN ('sandbox', 'production')),
  address          TEXT NOT NULL CHECK (length(address) BETWEEN 1 AND 128),
  tag              TEXT CHECK (tag ~ '^[0-9]{1,10}$'),
  state            TEXT NOT NULL CHECK (state IN ('storing', 'pending', 'completed', 'failed', 'deleting', 'deleted')),
  failure_code     TEXT CHECK (failure_code IN ('invalid_address', 'prohibited_address')),
  -- Withdrawals may go to it from then on (EXTERNAL_WALLET_COOLDOWN_SECONDS after it was added).
  usable_at        TIMESTAMPTZ NOT NULL,
  created_at       TIMESTAMPTZ NOT NULL,
  updated_at       TIMESTAMPTZ NOT NULL,
  CHECK ((state = 'failed') = (failure_code IS NOT NULL))
);
CREATE INDEX external_wallets_customer ON external_wallets (customer_guid, created_at DESC, guid);
-- One live wallet per customer, asset, address and tag; a deleted one may be added again.
CREATE UNIQUE INDEX external_wallets_live ON external_wallets (customer_guid, asset, address, COALESCE(tag, ''))
  WHERE state NOT IN ('failed', 'deleting', 'deleted');

-- "This wasn't me" on a new-wallet e-mail: crypto withdrawals stay locked until support lifts it.
CREATE TABLE withdrawal_locks (
  customer_guid    CHAR(32) PRIMARY KEY REFERENCES customers (guid),
  wallet_guid      CHAR(32) NOT NULL REFERENCES external_wallets (guid),
  locked_at        TIMESTAMPTZ NOT NULL
);
