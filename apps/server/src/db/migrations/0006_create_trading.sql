-- Quotes and trades of the Cybrid-compatible platform API (docs/design/platform-api.md,
-- docs/trading.md), and the stored answers that make money-moving POSTs idempotent.

CREATE TABLE quotes (
  guid           CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  customer_guid  CHAR(32) NOT NULL REFERENCES customers (guid),
  symbol         TEXT NOT NULL CHECK (symbol IN ('BTC-CAD', 'ETH-CAD', 'LTC-CAD', 'BCH-CAD', 'USDC-CAD', 'XRP-CAD')),
  side           TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
  receive_amount NUMERIC(78, 0) NOT NULL CHECK (receive_amount > 0),
  deliver_amount NUMERIC(78, 0) NOT NULL CHECK (deliver_amount > 0),
  fee            NUMERIC(78, 0) NOT NULL CHECK (fee >= 0),
  -- CAD per whole unit at 8 decimals: the mid price and the customer's price with the spread.
  mid_price      NUMERIC(78, 0) NOT NULL CHECK (mid_price > 0),
  price          NUMERIC(78, 0) NOT NULL CHECK (price > 0),
  spread_bps     INTEGER NOT NULL CHECK (spread_bps BETWEEN 0 AND 10000),
  issued_at      TIMESTAMPTZ NOT NULL,
  expires_at     TIMESTAMPTZ NOT NULL,
  -- Set once, by the trade that executes the quote.
  trade_guid     CHAR(32) UNIQUE,
  CHECK (expires_at > issued_at)
);
CREATE INDEX quotes_customer_guid ON quotes (customer_guid);

CREATE TABLE trades (
  guid           CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  customer_guid  CHAR(32) NOT NULL REFERENCES customers (guid),
  quote_guid     CHAR(32) NOT NULL UNIQUE REFERENCES quotes (guid),
  symbol         TEXT NOT NULL,
  side           TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
  state          TEXT NOT NULL CHECK (state IN ('storing', 'pending', 'executed', 'settling', 'completed', 'failed')),
  failure_code   TEXT CHECK (failure_code IN ('non_sufficient_funds', 'expired_quote', 'market_volatility')),
  receive_amount NUMERIC(78, 0) NOT NULL CHECK (receive_amount > 0),
  deliver_amount NUMERIC(78, 0) NOT NULL CHECK (deliver_amount > 0),
  fee            NUMERIC(78, 0) NOT NULL CHECK (fee >= 0),
  created_at     TIMESTAMPTZ NOT NULL,
  updated_at     TIMESTAMPTZ NOT NULL,
  executed_at    TIMESTAMPTZ,
  settles_at     TIMESTAMPTZ,
  completed_at   TIMESTAMPTZ,
  CHECK ((state = 'failed') = (failure_code IS NOT NULL)),
  CHECK (state <> 'settling' OR (executed_at IS NOT NULL AND settles_at IS NOT NULL))
);
CREATE INDEX trades_customer_created ON trades (customer_guid, created_at DESC, guid);
CREATE INDEX trades_due ON trades (settles_at) WHERE state = 'settling';

-- The first answer to a money-moving POST, replayed for the same Idempotency-Key and body.
CREATE TABLE idempotency_keys (
  customer_guid CHAR(32) NOT NULL REFERENCES customers (guid),
  key           TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  endpoint      TEXT NOT NULL,
  request_hash  TEXT NOT NULL,
  status_code   INTEGER,
  response_body TEXT,
  created_at    TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (customer_guid, key)
);
