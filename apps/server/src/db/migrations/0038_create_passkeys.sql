-- Passkeys (WebAuthn credentials): a customer signs in with one alone, user verification
-- required (docs/decisions/0054-passkeys.md). The public key is not secret; nothing here is.
CREATE TABLE passkeys (
  -- The credential id, base64url, as the browser names it.
  id             TEXT PRIMARY KEY
                 CHECK (char_length(id) BETWEEN 1 AND 1364 AND id ~ '^[A-Za-z0-9_-]+$'),
  principal_kind TEXT NOT NULL CHECK (principal_kind IN ('customer', 'staff')),
  principal_id   UUID NOT NULL,
  -- The COSE public key the authenticator gave at registration.
  public_key     BYTEA NOT NULL,
  -- The authenticator's signature counter (an unsigned 32-bit number; 0 when it keeps none).
  sign_count     BIGINT NOT NULL DEFAULT 0 CHECK (sign_count BETWEEN 0 AND 4294967295),
  transports     TEXT[] NOT NULL DEFAULT '{}',
  name           TEXT NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  -- Synced by a password manager to the owner's other devices (WebAuthn's backup state).
  backed_up      BOOLEAN NOT NULL,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_used_at   TIMESTAMPTZ
);

CREATE INDEX passkeys_by_principal ON passkeys (principal_kind, principal_id, created_at);
