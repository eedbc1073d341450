-- Personal read-only API tokens (docs/decisions/0070-personal-read-only-tokens.md): a customer's
-- own credential for reading their balances and history from a script. Only the SHA-256 of the
-- secret is kept (the secret is random and high-entropy, so a fast hash is enough and a leaked
-- table cannot be replayed); the secret itself is shown once, when the token is made. Scopes are
-- the customer's words (`balances`, `transactions`); the server maps them to /api's read scopes.
-- A token ends when it expires (30, 90 or 365 days) or is revoked: by the customer, or with every
-- other on a password reset or an account recovery. Rows stay after their end: the list and the
-- audit trail name them.
CREATE TABLE personal_tokens (
  guid          CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  user_id       UUID NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  customer_guid CHAR(32) NOT NULL REFERENCES customers (guid) ON DELETE CASCADE,
  name          TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 64 AND name = btrim(name)),
  scopes        TEXT[] NOT NULL CHECK (
                  cardinality(scopes) BETWEEN 1 AND 2
                  AND scopes <@ ARRAY['balances', 'transactions']::TEXT[]
                ),
  token_hash    CHAR(64) NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  created_at    TIMESTAMPTZ NOT NULL,
  expires_at    TIMESTAMPTZ NOT NULL CHECK (expires_at > created_at),
  revoked_at    TIMESTAMPTZ,
  revoked_reason TEXT CHECK (revoked_reason IN ('revoked', 'password_reset', 'account_recovered')),
  last_used_at  TIMESTAMPTZ,
  CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL))
);
CREATE INDEX personal_tokens_user ON personal_tokens (user_id, created_at DESC);

-- Making a token is confirmed like the other sensitive actions: an e-mail or authenticator code,
-- or a passkey (docs/product/sessions.md).
ALTER TABLE email_otps DROP CONSTRAINT email_otps_purpose_check;
ALTER TABLE email_otps ADD CONSTRAINT email_otps_purpose_check
  CHECK (purpose IN ('add_wallet', 'withdrawal', 'change_password', 'change_email',
                     'add_bank_account', 'create_personal_token'));
