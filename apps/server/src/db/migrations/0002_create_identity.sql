-- The identity service: people who sign in (customers' identities and staff), their second
-- factors, sessions and one-time tokens. Secrets are never stored in the clear: passwords as
-- argon2id hashes, TOTP secrets encrypted (AES-256-GCM, key id inside the ciphertext), one-time
-- tokens and codes as SHA-256 hashes.

CREATE TABLE identity_users (
  id                  UUID PRIMARY KEY,
  email               TEXT NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
  email_verified_at   TIMESTAMPTZ,
  password_hash       TEXT NOT NULL,
  password_changed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  display_name        TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 60),
  language            TEXT NOT NULL CHECK (language IN ('en-CA', 'fr-CA')),
  terms_accepted_at   TIMESTAMPTZ NOT NULL,
  failed_sign_ins     INTEGER NOT NULL DEFAULT 0 CHECK (failed_sign_ins >= 0),
  locked_at           TIMESTAMPTZ,
  created_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at          TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX identity_users_email_key ON identity_users (email);

CREATE TABLE staff_users (
  id              UUID PRIMARY KEY,
  email           TEXT NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) <= 254),
  display_name    TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 60),
  role            TEXT NOT NULL CHECK (role IN ('support', 'compliance', 'admin')),
  password_hash   TEXT NOT NULL,
  failed_sign_ins INTEGER NOT NULL DEFAULT 0 CHECK (failed_sign_ins >= 0),
  locked_at       TIMESTAMPTZ,
  disabled_at     TIMESTAMPTZ,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- One TOTP factor per principal. `enrolled_at` is null while enrolment awaits its first code.
-- `last_used_step` is the 30-second step of the last accepted code: a code is accepted once.
CREATE TABLE totp_factors (
  principal_kind     TEXT NOT NULL CHECK (principal_kind IN ('customer', 'staff')),
  principal_id       UUID NOT NULL,
  secret_ciphertext  TEXT NOT NULL,
  enrolment_id       UUID NOT NULL,
  enrolment_deadline TIMESTAMPTZ NOT NULL,
  enrolled_at        TIMESTAMPTZ,
  last_used_step     BIGINT,
  failed_attempts    INTEGER NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  locked_at          TIMESTAMPTZ,
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (principal_kind, principal_id)
);

CREATE TABLE recovery_codes (
  principal_kind TEXT NOT NULL CHECK (principal_kind IN ('customer', 'staff')),
  principal_id   UUID NOT NULL,
  code_hash      TEXT NOT NULL,
  used_at        TIMESTAMPTZ,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (principal_kind, principal_id, code_hash)
);

-- A signed-in session; its id is the `sid` claim of the tokens issued for it. The newest
-- sign-in of a principal revokes the older ones (docs/product/sessions.md).
CREATE TABLE sessions (
  id             UUID PRIMARY KEY,
  principal_kind TEXT NOT NULL CHECK (principal_kind IN ('customer', 'staff')),
  principal_id   UUID NOT NULL,
  issued_at      TIMESTAMPTZ NOT NULL,
  expires_at     TIMESTAMPTZ NOT NULL,
  revoked_at     TIMESTAMPTZ,
  revoked_reason TEXT CHECK (revoked_reason IN ('signed_out', 'superseded', 'password_changed', 'locked'))
);
CREATE INDEX sessions_principal_idx ON sessions (principal_kind, principal_id, issued_at DESC);

-- Links sent by e-mail: verify the address, reset the password, unlock after lockout. Each
-- belongs to a customer identity or, for unlocking only, to a staff user.
CREATE TABLE email_link_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id    UUID REFERENCES identity_users (id) ON DELETE CASCADE,
  staff_id   UUID REFERENCES staff_users (id) ON DELETE CASCADE,
  purpose    TEXT NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'unlock')),
  expires_at TIMESTAMPTZ NOT NULL,
  used_at    TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (staff_id IS NULL)),
  CHECK (staff_id IS NULL OR purpose = 'unlock')
);
CREATE INDEX email_link_tokens_user_idx ON email_link_tokens (user_id, purpose, created_at DESC);
CREATE INDEX email_link_tokens_staff_idx ON email_link_tokens (staff_id, purpose);

-- E-mail one-time codes confirming sensitive actions (docs/product/sessions.md): 6 digits, 10
-- minutes, 5 attempts, one use; `binding` ties the crypto variant to one withdrawal.
CREATE TABLE email_otps (
  id         UUID PRIMARY KEY,
  user_id    UUID NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  purpose    TEXT NOT NULL CHECK (purpose IN ('add_wallet', 'withdrawal', 'change_password', 'change_email')),
  binding    TEXT,
  code_hash  TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  attempts   INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  used_at    TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX email_otps_user_idx ON email_otps (user_id, purpose, created_at DESC);

-- Single-use credentials already spent (confirmation tokens, bot-check solutions), kept until
-- they would have expired anyway.
CREATE TABLE spent_credentials (
  id         TEXT PRIMARY KEY,
  expires_at TIMESTAMPTZ NOT NULL
);
