-- Recurring buys and sells (ADR 83). An order's calendar counts occurrences from anchor_date
-- (the start date, or the day a change of frequency took effect); it has at most one run
-- waiting at a time, planned for a random minute of its day's window (Toronto time). A buy
-- funded by bank pulls each run's CAD by an EFT deposit started a few business days ahead,
-- under the PAD terms its customer agreed to for that bank account.
CREATE TABLE pad_agreements (
  customer_guid     CHAR(32) NOT NULL REFERENCES customers (guid),
  bank_account_guid CHAR(32) NOT NULL,
  terms_version     TEXT NOT NULL,
  agreed_at         TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (customer_guid, bank_account_guid, terms_version)
);

CREATE TABLE recurring_orders (
  guid            CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  customer_guid   CHAR(32) NOT NULL REFERENCES customers (guid),
  side            TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
  asset           TEXT NOT NULL CHECK (asset IN ('BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP')),
  amount          NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  frequency       TEXT NOT NULL CHECK (frequency IN ('daily', 'weekly', 'biweekly',
                                                     'semimonthly', 'monthly', 'month_end')),
  start_date      DATE NOT NULL,
  anchor_date     DATE NOT NULL CHECK (anchor_date >= start_date),
  next_occurrence INTEGER NOT NULL CHECK (next_occurrence >= 0),
  end_date        DATE CHECK (end_date >= start_date),
  max_runs        INTEGER CHECK (max_runs BETWEEN 1 AND 1000),
  limit_price     BIGINT CHECK (limit_price > 0),
  funding         TEXT NOT NULL CHECK (funding IN ('balance', 'bank')),
  bank_account_guid CHAR(32),
  state           TEXT NOT NULL CHECK (state IN ('active', 'paused', 'cancelled', 'completed')),
  runs_executed   INTEGER NOT NULL CHECK (runs_executed >= 0),
  runs_skipped    INTEGER NOT NULL CHECK (runs_skipped >= 0),
  created_at      TIMESTAMPTZ NOT NULL,
  ended_at        TIMESTAMPTZ,
  CHECK ((state IN ('active', 'paused')) = (ended_at IS NULL)),
  CHECK (max_runs IS NULL OR runs_executed + runs_skipped <= max_runs),
  CHECK ((funding = 'bank') = (bank_account_guid IS NOT NULL)),
  CHECK (funding = 'balance' OR (side = 'buy' AND frequency <> 'daily'))
);
CREATE INDEX recurring_orders_of_customer
  ON recurring_orders (customer_guid, created_at DESC, guid DESC);

CREATE TABLE recurring_runs (
  guid             CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  order_guid       CHAR(32) NOT NULL REFERENCES recurring_orders (guid),
  sequence         INTEGER NOT NULL CHECK (sequence >= 1),
  day              DATE NOT NULL,
  due_at           TIMESTAMPTZ NOT NULL,
  window_starts_at TIMESTAMPTZ NOT NULL,
  window_ends_at   TIMESTAMPTZ NOT NULL,
  state            TEXT NOT NULL
                   CHECK (state IN ('planned', 'executing', 'executed', 'skipped', 'cancelled')),
  started_at       TIMESTAMPTZ,
  ended_at         TIMESTAMPTZ,
  skip_reason      TEXT CHECK (skip_reason IN ('insufficient_funds', 'over_limit', 'not_verified',
                                               'deposit_pending', 'deposit_failed',
                                               'price_above_limit', 'price_below_limit',
                                               'window_missed', 'refused')),
  trade_guid       CHAR(32),
  -- A run funded by bank: when its EFT deposit is due to start, started, and what came of it.
  deposit_due_at   TIMESTAMPTZ,
  deposit_started_at TIMESTAMPTZ,
  deposit_transfer_guid CHAR(32),
  deposit_refusal  TEXT,
  UNIQUE (order_guid, sequence),
  CHECK (due_at >= window_starts_at AND due_at < window_ends_at),
  CHECK ((state IN ('planned', 'executing')) = (ended_at IS NULL)),
  CHECK (state <> 'executing' OR started_at IS NOT NULL),
  CHECK ((state = 'skipped') = (skip_reason IS NOT NULL)),
  CHECK ((state = 'executed') = (trade_guid IS NOT NULL)),
  -- A run executes inside its window, or not at all.
  CHECK (state <> 'executed' OR ended_at < window_ends_at)
);
-- An occurrence runs once: one run per order and day that is not cancelled, and one waiting.
CREATE UNIQUE INDEX recurring_runs_once_a_day
  ON recurring_runs (order_guid, day) WHERE state <> 'cancelled';
CREATE UNIQUE INDEX recurring_runs_one_waiting
  ON recurring_runs (order_guid) WHERE state IN ('planned', 'executing');
CREATE INDEX recurring_runs_due ON recurring_runs (due_at) WHERE state = 'planned';
CREATE INDEX recurring_runs_started ON recurring_runs (started_at) WHERE state = 'executing';
CREATE INDEX recurring_runs_deposits_due ON recurring_runs (deposit_due_at)
  WHERE deposit_transfer_guid IS NULL AND deposit_refusal IS NULL;
CREATE INDEX recurring_runs_of_order ON recurring_runs (order_guid, sequence DESC);

SELECT pgboss.create_queue('start-recurring-runs', '{"policy": "standard"}');
SELECT pgboss.create_queue('start-recurring-runs-dead', '{"policy": "standard"}');
SELECT pgboss.create_queue('execute-recurring-run', '{"policy": "standard"}');
SELECT pgboss.create_queue('execute-recurring-run-dead', '{"policy": "standard"}');
SELECT pgboss.create_queue('fund-recurring-run', '{"policy": "standard"}');
SELECT pgboss.create_queue('fund-recurring-run-dead', '{"policy": "standard"}');

-- A run that was skipped is told in the notification centre too.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (
  kind IN ('price_alert', 'price_digest', 'trade', 'deposit', 'withdrawal', 'document',
           'limit_order', 'recurring_run')
);
