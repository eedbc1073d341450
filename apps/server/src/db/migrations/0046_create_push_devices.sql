-- Web push (docs/decisions/0063-web-push.md): each browser a customer turned notifications on
-- in, with the subscription its browser made (the push service's endpoint, and the keys each
-- message is encrypted for). A browser has one subscription per site: its endpoint is unique,
-- and moves to whoever registers it last. Removed when the customer turns it off, when the
-- account is deleted, or when the push service answers that it is gone (404, 410).
CREATE TABLE push_devices (
  guid              CHAR(32) PRIMARY KEY,
  user_id           UUID NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  endpoint          TEXT NOT NULL UNIQUE CHECK (length(endpoint) BETWEEN 9 AND 2000),
  p256dh            TEXT NOT NULL CHECK (length(p256dh) = 87),
  auth              TEXT NOT NULL CHECK (length(auth) = 22),
  device            TEXT NOT NULL CHECK (length(device) BETWEEN 1 AND 60),
  created_at        TIMESTAMPTZ NOT NULL,
  last_delivered_at TIMESTAMPTZ
);
CREATE INDEX push_devices_user ON push_devices (user_id, created_at DESC);

SELECT pgboss.create_queue('deliver-push', '{"policy": "standard"}');
SELECT pgboss.create_queue('deliver-push-dead', '{"policy": "standard"}');
