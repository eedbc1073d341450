-- The optional e-mails a customer chose to receive or not. Security and account e-mails are
-- always sent and have no row. No row means the category's default (trade confirmations on,
-- news off: CASL needs express consent). `changed_at` is when the choice was made, so a
-- subscribed row is also the record of that consent.
CREATE TABLE email_subscriptions (
  user_id    UUID NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  category   TEXT NOT NULL CHECK (category IN ('trade_confirmations', 'product_updates')),
  subscribed BOOLEAN NOT NULL,
  changed_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, category)
);
