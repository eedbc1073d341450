-- Price-triggered orders (ADR 82). While an order is open, what it would pay or sell is held on
-- the customer's ledger account under `hold_reference` (`limit-order:<guid>:<attempt>`): a new
-- hold, and a new attempt, each time a price that reached the limit moved back before the order
-- could fill. The limit is CAD per whole unit at 8 decimals, as prices are kept.
CREATE TABLE limit_orders (
  guid           CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  customer_guid  CHAR(32) NOT NULL REFERENCES customers (guid),
  side           TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
  asset          TEXT NOT NULL CHECK (asset IN ('BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP')),
  amount         NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  limit_price    BIGINT NOT NULL CHECK (limit_price > 0),
  state          TEXT NOT NULL
                 CHECK (state IN ('open', 'executing', 'filled', 'cancelled', 'expired', 'failed')),
  attempt        INTEGER NOT NULL CHECK (attempt >= 1),
  expires_at     TIMESTAMPTZ NOT NULL,
  created_at     TIMESTAMPTZ NOT NULL,
  triggered_at   TIMESTAMPTZ,
  ended_at       TIMESTAMPTZ,
  trade_guid     CHAR(32),
  failure_reason TEXT CHECK (failure_reason IN ('not_verified', 'over_limit',
                                                'insufficient_funds', 'refused')),
  CHECK ((state IN ('open', 'executing')) = (ended_at IS NULL)),
  CHECK ((state = 'filled') = (trade_guid IS NOT NULL)),
  CHECK ((state = 'failed') = (failure_reason IS NOT NULL))
);
-- A tick finds the orders its price reaches by a range of this index, per asset and side.
CREATE INDEX limit_orders_waiting ON limit_orders (asset, side, limit_price) WHERE state = 'open';
CREATE INDEX limit_orders_of_customer ON limit_orders (customer_guid, created_at DESC, guid DESC);
CREATE INDEX limit_orders_expiring ON limit_orders (expires_at) WHERE state = 'open';

-- What the ledger must hold for the orders waiting, read by the ledger's invariants: the hold of
-- an order's attempt is what it gives, from when it is made until it fills or ends.
CREATE VIEW limit_order_holds AS
SELECT 'limit-order:' || guid || ':' || attempt AS reference, amount
FROM limit_orders WHERE state IN ('open', 'executing');

SELECT pgboss.create_queue('execute-limit-order', '{"policy": "standard"}');
SELECT pgboss.create_queue('execute-limit-order-dead', '{"policy": "standard"}');
SELECT pgboss.create_queue('expire-limit-orders', '{"policy": "standard"}');
SELECT pgboss.create_queue('expire-limit-orders-dead', '{"policy": "standard"}');

-- An order that ended without filling is told in the notification centre too.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (
  kind IN ('price_alert', 'price_digest', 'trade', 'deposit', 'withdrawal', 'document',
           'limit_order')
);
