-- Identity verification (docs/product/identity-verification.md,
-- docs/decisions/0016-built-in-identity-verification.md): Cybrid-shaped verifications, the built-in
-- flow's answers and files, and each customer's verified identity. Personal data (name, date of
-- birth, address, SIN, ID number, images) is only ever stored encrypted (FieldEncryption); the
-- plain columns hold no PII.

CREATE TABLE identity_verifications (
  guid                CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  customer_guid       CHAR(32) NOT NULL REFERENCES customers (guid),
  type                TEXT NOT NULL CHECK (type = 'kyc'),
  method              TEXT NOT NULL CHECK (method IN ('id_and_selfie', 'attested', 'enhanced_due_diligence', 'document_submission')),
  state               TEXT NOT NULL CHECK (state IN ('storing', 'waiting', 'pending', 'reviewing', 'expired', 'completed')),
  outcome             TEXT CHECK (outcome IN ('passed', 'failed')),
  -- Cybrid failure codes (a JSON array of strings) and compliance checks ({type, outcome,
  -- failure_codes} objects), as the rules engine or a staff decision left them.
  failure_codes       JSONB CHECK (failure_codes IS NULL OR jsonb_typeof(failure_codes) = 'array'),
  compliance_checks   JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(compliance_checks) = 'array'),
  -- Why it is reviewed or failed, as codes the customer's screens put in words.
  reasons             JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(reasons) = 'array'),
  expected_behaviours JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(expected_behaviours) = 'array'),
  -- The provider's inquiry (the built-in flow's own `inq_…`; a hosted provider's id later).
  inquiry_id          TEXT CHECK (length(inquiry_id) BETWEEN 1 AND 128),
  expires_at          TIMESTAMPTZ NOT NULL,
  submitted_at        TIMESTAMPTZ,
  decided_at          TIMESTAMPTZ,
  decided_by_staff    UUID REFERENCES staff_users (id),
  decision_reason     TEXT CHECK (length(decision_reason) BETWEEN 1 AND 1000),
  created_at          TIMESTAMPTZ NOT NULL,
  updated_at          TIMESTAMPTZ NOT NULL,
  CHECK ((state = 'completed') = (outcome IS NOT NULL)),
  CHECK (outcome IS NULL OR decided_at IS NOT NULL),
  CHECK (decided_by_staff IS NULL OR decision_reason IS NOT NULL)
);
CREATE INDEX identity_verifications_customer ON identity_verifications (customer_guid, created_at DESC, guid);
-- The staff review queue: oldest submission first.
CREATE INDEX identity_verifications_reviewing ON identity_verifications (submitted_at, guid)
  WHERE state = 'reviewing';

-- One row per step of the flow, its JSON encrypted as a whole (FieldEncryption).
CREATE TABLE identity_verification_answers (
  verification_guid CHAR(32) NOT NULL REFERENCES identity_verifications (guid),
  step              TEXT NOT NULL CHECK (step IN ('identity', 'address', 'employment', 'tax', 'document', 'declarations', 'questionnaire', 'edd')),
  ciphertext        TEXT NOT NULL,
  saved_at          TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (verification_guid, step)
);

-- One file per kind and verification (a new upload replaces it), its bytes encrypted.
CREATE TABLE identity_verification_files (
  guid              CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  verification_guid CHAR(32) NOT NULL REFERENCES identity_verifications (guid),
  kind              TEXT NOT NULL CHECK (kind IN ('id_front', 'id_back', 'selfie', 'proof_of_address', 'supporting_document')),
  content_type      TEXT NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  size              INTEGER NOT NULL CHECK (size BETWEEN 1 AND 10485760),
  ciphertext        BYTEA NOT NULL,
  uploaded_at       TIMESTAMPTZ NOT NULL,
  UNIQUE (verification_guid, kind)
);

-- A customer's identity as verification established it. `sin_index` is a keyed HMAC-SHA256 of
-- the SIN (a blind index): equal SINs match without the SIN being stored. It is not unique, so
-- a second customer claiming a SIN is recorded and sent to review rather than refused.
CREATE TABLE customer_identities (
  customer_guid     CHAR(32) PRIMARY KEY REFERENCES customers (guid),
  investor_category TEXT CHECK (investor_category IN ('retail', 'eligible', 'accredited')),
  province          TEXT CHECK (province IN ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT')),
  sin_index         TEXT CHECK (sin_index ~ '^[0-9a-f]{64}$'),
  verified_at       TIMESTAMPTZ,
  edd_passed_at     TIMESTAMPTZ,
  updated_at        TIMESTAMPTZ NOT NULL
);
CREATE INDEX customer_identities_sin_index ON customer_identities (sin_index);

-- A verification not submitted in time expires through a delayed job (infra/jobs), one waiting
-- job per verification (its guid is the singleton key).
SELECT pgboss.create_queue('expire-identity-verifications', '{"policy": "short"}');
SELECT pgboss.create_queue('expire-identity-verifications-dead', '{"policy": "standard"}');
