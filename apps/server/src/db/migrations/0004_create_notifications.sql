-- Transactional outbox for e-mail: a message is written in the same transaction as the change
-- that causes it, then delivered over SMTP (with retries) when SMTP_URL is set. Without SMTP
-- the rows stay here and the development mailbox (/dev/mailbox) shows them.
CREATE TABLE outbound_emails (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address  TEXT NOT NULL,
  reply_to    TEXT,
  language    TEXT NOT NULL CHECK (language IN ('en-CA', 'fr-CA')),
  template    TEXT NOT NULL,
  subject     TEXT NOT NULL,
  text_body   TEXT NOT NULL,
  html_body   TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  next_try_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  attempts    INTEGER NOT NULL DEFAULT 0,
  sent_at     TIMESTAMPTZ,
  last_error  TEXT
);
CREATE INDEX outbound_emails_pending_idx ON outbound_emails (next_try_at) WHERE sent_at IS NULL;

-- Messages from the public contact form.
CREATE TABLE contact_messages (
  id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name       TEXT NOT NULL,
  email      TEXT NOT NULL,
  subject    TEXT NOT NULL,
  message    TEXT NOT NULL,
  language   TEXT NOT NULL CHECK (language IN ('en-CA', 'fr-CA')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
