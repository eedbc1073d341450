-- What each customer is told, and how (ADR 81): a topic by a channel. No row means the
-- default (everything on, news off: CASL needs express consent). `changed_at` is when the
-- choice was made, so a row that turns news on is also the record of that consent. The e-mail
-- choices made before are kept with their times.
CREATE TABLE notification_settings (
  user_id    UUID NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  topic      TEXT NOT NULL CHECK (topic IN ('trades', 'deposits', 'withdrawals', 'alerts',
                                            'recurring', 'statements', 'product_updates')),
  channel    TEXT NOT NULL CHECK (channel IN ('in_app', 'email', 'push')),
  enabled    BOOLEAN NOT NULL,
  changed_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, topic, channel),
  -- Money leaving and statements are always e-mailed; news is e-mail only.
  CHECK (enabled OR channel <> 'email' OR topic NOT IN ('withdrawals', 'statements')),
  CHECK (topic <> 'product_updates' OR channel = 'email')
);

INSERT INTO notification_settings (user_id, topic, channel, enabled, changed_at)
SELECT user_id,
       CASE category WHEN 'trade_confirmations' THEN 'trades' ELSE category END,
       'email', subscribed, changed_at
FROM email_subscriptions;

DROP TABLE email_subscriptions;

-- A notification is the record that an event was told, once, whatever the channels; `in_app`
-- says whether the notification centre shows it (the customer may have switched that off).
ALTER TABLE notifications ADD COLUMN in_app BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE notifications ALTER COLUMN in_app DROP DEFAULT;
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (
  kind IN ('price_alert', 'price_digest', 'trade', 'deposit', 'withdrawal', 'document')
);
DROP INDEX notifications_user;
DROP INDEX notifications_unread;
CREATE INDEX notifications_user ON notifications (user_id, created_at DESC, guid DESC)
  WHERE in_app;
CREATE INDEX notifications_unread ON notifications (user_id) WHERE in_app AND read_at IS NULL;
