-- A customer with enough passkeys may remove their password (at least two passkeys, or one and
-- unused recovery codes: docs/decisions/0057-passwordless-accounts.md). Their hash is then NULL,
-- which no password matches; a reset by e-mail or a passkey-approved change sets one again.
ALTER TABLE identity_users ALTER COLUMN password_hash DROP NOT NULL;
