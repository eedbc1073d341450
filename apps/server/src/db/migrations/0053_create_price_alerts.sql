-- Price alerts and the notification centre (docs/decisions/0079-price-alerts.md).
--
-- An alert: a level crossed upwards (`above`) or downwards (`below`), a move of at least a share
-- over an hour or a day either way (`move`), or a price each morning (`digest`). Prices are CAD
-- per whole unit at 8 decimals, as the market keeps them. One that fires once becomes
-- `triggered`; a repeating one stays `active` and keeps quiet for its cooldown after each firing.
CREATE TABLE price_alerts (
  guid              CHAR(32) PRIMARY KEY,
  user_id           UUID NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  asset             TEXT NOT NULL CHECK (asset IN ('BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP')),
  condition         TEXT NOT NULL CHECK (condition IN ('above', 'below', 'move', 'digest')),
  level             BIGINT CHECK (level > 0),
  move_bps          INTEGER CHECK (move_bps BETWEEN 10 AND 10000),
  move_window       TEXT CHECK (move_window IN ('1h', '24h')),
  repeats           BOOLEAN NOT NULL,
  cooldown_seconds  INTEGER NOT NULL CHECK (cooldown_seconds BETWEEN 300 AND 604800),
  expires_at        TIMESTAMPTZ,
  state             TEXT NOT NULL CHECK (state IN ('active', 'triggered', 'expired', 'cancelled')),
  created_at        TIMESTAMPTZ NOT NULL,
  ended_at          TIMESTAMPTZ,
  last_triggered_at TIMESTAMPTZ,
  times_triggered   INTEGER NOT NULL DEFAULT 0 CHECK (times_triggered >= 0),
  CHECK (
    CASE condition
      WHEN 'move' THEN level IS NULL AND move_bps IS NOT NULL AND move_window IS NOT NULL
      WHEN 'digest' THEN level IS NULL AND move_bps IS NULL AND move_window IS NULL
      ELSE level IS NOT NULL AND move_bps IS NULL AND move_window IS NULL
    END
  ),
  CHECK ((state = 'active') = (ended_at IS NULL))
);
-- The customer's list, and the count of active ones a new alert is checked against.
CREATE INDEX price_alerts_user ON price_alerts (user_id, created_at DESC);
-- What the instance watching the market loads, and what the expiry sweep reads.
CREATE INDEX price_alerts_active ON price_alerts (condition, asset) WHERE state = 'active';

-- What the customer was told, in the app: facts the app words in the language it shows. A
-- notification is made once per event (`event_key`), however often the job that makes it runs.
CREATE TABLE notifications (
  guid       CHAR(32) PRIMARY KEY,
  user_id    UUID NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  kind       TEXT NOT NULL CHECK (kind IN ('price_alert', 'price_digest')),
  event_key  TEXT NOT NULL CHECK (length(event_key) BETWEEN 1 AND 200),
  facts      JSONB NOT NULL,
  url        TEXT NOT NULL CHECK (url LIKE '/%'),
  created_at TIMESTAMPTZ NOT NULL,
  read_at    TIMESTAMPTZ,
  UNIQUE (user_id, event_key)
);
CREATE INDEX notifications_user ON notifications (user_id, created_at DESC, guid DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;

SELECT pgboss.create_queue('deliver-price-alert', '{"policy": "standard"}');
SELECT pgboss.create_queue('deliver-price-alert-dead', '{"policy": "standard"}');
SELECT pgboss.create_queue('price-digest', '{"policy": "standard"}');
SELECT pgboss.create_queue('price-digest-dead', '{"policy": "standard"}');
SELECT pgboss.create_queue('expire-price-alerts', '{"policy": "standard"}');
SELECT pgboss.create_queue('expire-price-alerts-dead', '{"policy": "standard"}');
