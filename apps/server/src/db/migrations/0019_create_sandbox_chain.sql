-- The sandbox chain and the scan of incoming crypto deposits (docs/product/lifecycles.md and
-- docs/product/bank-accounts-and-wallets.md, ADR 23).

-- modules/chain: the simulator behind `CHAIN_NETWORK=sandbox`. Incoming transactions pay the
-- platform's deposit addresses (the id is the scan's cursor; every insert takes one advisory lock,
-- so ids become visible in their order and a scan never passes one still being written);
-- outgoing ones are withdrawals sent by reference, once. Confirmations are not stored: they are
-- the blocks of the asset's block time elapsed since `seen_at`.
CREATE TABLE sandbox_chain_transactions (
  id         BIGSERIAL PRIMARY KEY,
  txn_hash   TEXT NOT NULL UNIQUE CHECK (txn_hash ~ '^(0x)?[0-9a-f]{64}$'),
  asset      TEXT NOT NULL CHECK (asset IN ('BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP')),
  address    TEXT NOT NULL CHECK (length(address) BETWEEN 1 AND 128),
  tag        TEXT CHECK (tag ~ '^[0-9]{1,10}$'),
  amount     NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  direction  TEXT NOT NULL CHECK (direction IN ('incoming', 'outgoing')),
  -- An outgoing transaction's reference (the withdrawal's guid): sent once however often asked.
  reference  TEXT UNIQUE CHECK (length(reference) BETWEEN 1 AND 64),
  seen_at    TIMESTAMPTZ NOT NULL,
  -- Dropped or reverted: never confirms (the sandbox's failure injection, see README).
  failed     BOOLEAN NOT NULL DEFAULT false,
  CHECK ((direction = 'outgoing') = (reference IS NOT NULL))
);
CREATE INDEX sandbox_chain_incoming ON sandbox_chain_transactions (id) WHERE direction = 'incoming';

-- modules/funding: how far the deposit scan has read the chain's incoming transactions.
CREATE TABLE crypto_deposit_cursors (
  network    TEXT PRIMARY KEY CHECK (network IN ('sandbox')),
  cursor     TEXT CHECK (length(cursor) BETWEEN 1 AND 200),
  updated_at TIMESTAMPTZ NOT NULL
);

-- The chain's steps (scan, broadcast, confirm) run on their own queue, apart from the bank rails.
CREATE INDEX transfers_chain_due ON transfers (step_due_at)
  WHERE step_due_at IS NOT NULL AND transfer_type = 'crypto';

SELECT pgboss.create_queue('funding-chain', '{"policy": "standard"}');
SELECT pgboss.create_queue('funding-chain-dead', '{"policy": "standard"}');
