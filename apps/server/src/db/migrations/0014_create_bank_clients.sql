-- Bank API clients (docs/decisions/0018-bank-clients-and-attested-verification.md): machine
-- callers that exchange a client id and secret for a short-lived bank token at
-- /api/oauth/token (OAuth 2.0 client credentials). The secret is shown once and stored only as
-- its argon2id hash, like a password.
CREATE TABLE bank_clients (
  client_id   TEXT PRIMARY KEY CHECK (client_id ~ '^[A-Za-z0-9_-]{16,64}$'),
  name        TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  secret_hash TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL
);

-- A bank client's decisions (an attested identity verification) are audited as its own.
ALTER TABLE audit_events DROP CONSTRAINT audit_events_actor_type_check;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_actor_type_check
  CHECK (actor_type IN ('system', 'customer', 'staff', 'bank'));

-- The personal data a bank attests (name, address, date of birth, identification numbers) is
-- sealed whole as one more answer of its verification, like the built-in flow's steps.
ALTER TABLE identity_verification_answers DROP CONSTRAINT identity_verification_answers_step_check;
ALTER TABLE identity_verification_answers ADD CONSTRAINT identity_verification_answers_step_check
  CHECK (step IN ('identity', 'address', 'employment', 'tax', 'document', 'declarations', 'questionnaire', 'edd', 'attested'));
