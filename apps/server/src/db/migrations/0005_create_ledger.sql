-- The double-entry ledger (docs/design/money-and-the-ledger.md, docs/trading.md). Amounts are
-- integers in the asset's base units. Journal entries and their postings are append-only: a
-- correction is a new, reversing entry. `balance` and `held` on an account are kept equal to its
-- postings and its open holds inside the transaction that changes them; the invariant check proves
-- it after every test.

CREATE TABLE ledger_accounts (
  id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- customer:<platform account guid>, house:<asset>:<shard>, fee:<asset>, funding:<asset>
  code           TEXT NOT NULL UNIQUE,
  kind           TEXT NOT NULL CHECK (kind IN ('customer', 'house', 'fee', 'funding')),
  asset          TEXT NOT NULL CHECK (asset IN ('CAD', 'BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP')),
  account_guid   CHAR(32) UNIQUE REFERENCES accounts (guid),
  -- Only the platform's own counterparty accounts may go below zero (they stand for the
  -- outside world); a customer's never can.
  allow_negative BOOLEAN NOT NULL,
  balance        NUMERIC(78, 0) NOT NULL DEFAULT 0,
  held           NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (held >= 0),
  CHECK ((kind = 'customer') = (account_guid IS NOT NULL)),
  CHECK (kind <> 'customer' OR NOT allow_negative),
  CHECK (allow_negative OR balance >= held),
  UNIQUE (id, asset)
);

CREATE TABLE journal_entries (
  id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind            TEXT NOT NULL CHECK (kind IN ('trade', 'sandbox_funding', 'reversal')),
  -- Every write carries one: replaying the same request finds the entry it already made.
  idempotency_key TEXT NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  reference       TEXT,
  reverses        BIGINT UNIQUE REFERENCES journal_entries (id),
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE postings (
  id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id   BIGINT NOT NULL REFERENCES journal_entries (id),
  account_id BIGINT NOT NULL,
  asset      TEXT NOT NULL,
  amount     NUMERIC(78, 0) NOT NULL CHECK (amount <> 0),
  -- A posting is always in its account's asset.
  FOREIGN KEY (account_id, asset) REFERENCES ledger_accounts (id, asset)
);
CREATE INDEX postings_entry_id ON postings (entry_id);
CREATE INDEX postings_account_id ON postings (account_id);

-- Funds set aside on an account: counted in `balance`, not in what is available. Released
-- holds stay as a record.
CREATE TABLE ledger_holds (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id  BIGINT NOT NULL REFERENCES ledger_accounts (id),
  amount      NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  reference   TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  released_at TIMESTAMPTZ,
  UNIQUE (account_id, reference)
);
CREATE INDEX ledger_holds_open ON ledger_holds (reference) WHERE released_at IS NULL;

CREATE FUNCTION refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();

-- The platform's counterparty accounts, per asset. House inventory is split over 16 shards so
-- concurrent trades rarely wait on the same row (docs/trading.md).
INSERT INTO ledger_accounts (code, kind, asset, allow_negative)
SELECT kind || ':' || asset || CASE WHEN kind = 'house' THEN ':' || lpad(shard::text, 2, '0') ELSE '' END,
       kind, asset, true
FROM unnest(ARRAY['CAD', 'BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP']) AS asset
CROSS JOIN unnest(ARRAY['house', 'fee', 'funding']) AS kind
CROSS JOIN generate_series(0, 15) AS shard
WHERE kind = 'house' OR shard = 0;

-- Customers' platform accounts that exist already get their ledger accounts.
INSERT INTO ledger_accounts (code, kind, asset, account_guid, allow_negative)
SELECT 'customer:' || guid, 'customer', asset, guid, false FROM accounts;
