-- The back office's customer search (docs/decisions/0025-customer-search.md): every key it
-- searches by and every filter it narrows by is served by an index, so a search stays fast on
-- a million customers.

-- Any part (3 characters or more) of an e-mail address or a display name: trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX identity_users_email_trgm ON identity_users USING gin (email gin_trgm_ops);
CREATE INDEX identity_users_display_name_trgm
  ON identity_users USING gin (lower(display_name) gin_trgm_ops);

-- The list's order (newest first), the created-date filter and the export's keyset; the state
-- filter in the same order.
CREATE INDEX customers_created ON customers (created_at DESC, guid DESC);
CREATE INDEX customers_state_created ON customers (state, created_at DESC, guid DESC);

-- The province filter, and the verification-state filter for a state few customers are in.
CREATE INDEX customer_identities_province ON customer_identities (province, customer_guid);
CREATE INDEX identity_verifications_state ON identity_verifications (state, outcome, customer_guid)
  WHERE method <> 'enhanced_due_diligence';

-- The legal name and the phone number are only stored encrypted (identity verification
-- answers), so they are found by exact match on a keyed blind index (HMAC-SHA256, its key
-- outside the database) of their normalised form, written when an application is submitted.
CREATE TABLE customer_search_keys (
  customer_guid CHAR(32) PRIMARY KEY REFERENCES customers (guid),
  name_index    TEXT CHECK (name_index ~ '^[0-9a-f]{64}$'),
  phone_index   TEXT CHECK (phone_index ~ '^[0-9a-f]{64}$'),
  updated_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX customer_search_keys_name ON customer_search_keys (name_index);
CREATE INDEX customer_search_keys_phone ON customer_search_keys (phone_index);

-- Customers who applied before the keys existed: the server computes theirs at start (the key
-- is not in the database, so SQL cannot) and removes each one from here as it does.
CREATE TABLE customer_search_keys_backlog (
  customer_guid CHAR(32) PRIMARY KEY REFERENCES customers (guid)
);
INSERT INTO customer_search_keys_backlog (customer_guid)
  SELECT DISTINCT customer_guid FROM identity_verifications
  WHERE submitted_at IS NOT NULL AND method <> 'enhanced_due_diligence';
