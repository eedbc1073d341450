-- The back office's customer directory (docs/decisions/0032-customer-directory.md): one row per
-- customer with everything the customer search matches, filters, orders and shows, so that a
-- search or an export reads one table by one index instead of joining four. Triggers on the
-- tables that own each column keep it, in the transaction that changes them.

CREATE TABLE customer_directory (
  customer_guid      CHAR(32) PRIMARY KEY REFERENCES customers (guid),
  email              TEXT NOT NULL,
  display_name       TEXT NOT NULL,
  state              TEXT NOT NULL,
  -- The latest identity verification (enhanced due diligence aside) as the search names it.
  verification_state TEXT NOT NULL
    CHECK (verification_state IN ('none', 'in_progress', 'reviewing', 'passed', 'failed', 'expired')),
  province           TEXT,
  created_at         TIMESTAMPTZ NOT NULL
);

-- The list's order (newest first) and the created-date filter; each equality filter in the same
-- order, so a page of any one filter is the first rows of its index.
CREATE INDEX customer_directory_created ON customer_directory (created_at DESC, customer_guid DESC);
CREATE INDEX customer_directory_state
  ON customer_directory (state, created_at DESC, customer_guid DESC);
CREATE INDEX customer_directory_province
  ON customer_directory (province, created_at DESC, customer_guid DESC);
-- State and province together, the back office's common pair: without it the planner ANDs the
-- two bitmaps, reading most of the table for a common state (300 ms and more at a million).
CREATE INDEX customer_directory_province_state
  ON customer_directory (province, state, created_at DESC, customer_guid DESC);
CREATE INDEX customer_directory_verification
  ON customer_directory (verification_state, created_at DESC, customer_guid DESC);
-- Any part (3 characters or more) of an e-mail address or a display name.
CREATE INDEX customer_directory_email_trgm ON customer_directory USING gin (email gin_trgm_ops);
CREATE INDEX customer_directory_display_name_trgm
  ON customer_directory USING gin (lower(display_name) gin_trgm_ops);

-- The indexes of migration 0022 the directory replaces.
DROP INDEX identity_users_email_trgm;
DROP INDEX identity_users_display_name_trgm;
DROP INDEX customers_created;
DROP INDEX customers_state_created;
DROP INDEX customer_identities_province;

-- The one definition of a customer's verification state. VOLATILE so that, run by a trigger
-- after it waited for the directory row's lock, it reads what the other transaction committed.
CREATE FUNCTION customer_verification_state(customer CHAR(32)) RETURNS TEXT
LANGUAGE sql VOLATILE AS $$
  SELECT coalesce((
    SELECT CASE
      WHEN v.state IN ('storing', 'waiting', 'pending') THEN 'in_progress'
      WHEN v.state = 'completed' THEN v.outcome
      ELSE v.state END
    FROM identity_verifications v
    WHERE v.customer_guid = customer AND v.method <> 'enhanced_due_diligence'
    ORDER BY v.created_at DESC, v.guid
    LIMIT 1), 'none')
$$;

-- Every customer not in the directory yet: this migration's backfill, and a bulk load's that
-- wrote its tables with the triggers off.
CREATE FUNCTION customer_directory_fill() RETURNS void LANGUAGE sql AS $$
  INSERT INTO customer_directory
    (customer_guid, email, display_name, state, verification_state, province, created_at)
  SELECT c.guid, u.email, u.display_name, c.state, customer_verification_state(c.guid),
    ci.province, c.created_at
  FROM customers c
  JOIN identity_users u ON u.id = c.user_id
  LEFT JOIN customer_identities ci ON ci.customer_guid = c.guid
  WHERE NOT EXISTS (SELECT 1 FROM customer_directory d WHERE d.customer_guid = c.guid);
$$;

SELECT customer_directory_fill();

CREATE FUNCTION customer_directory_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_directory
    (customer_guid, email, display_name, state, verification_state, province, created_at)
  SELECT NEW.guid, u.email, u.display_name, NEW.state, 'none', NULL, NEW.created_at
  FROM identity_users u WHERE u.id = NEW.user_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER customer_directory_customer_added AFTER INSERT ON customers
  FOR EACH ROW EXECUTE FUNCTION customer_directory_add();

CREATE FUNCTION customer_directory_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_directory SET state = NEW.state, created_at = NEW.created_at
  WHERE customer_guid = NEW.guid;
  RETURN NULL;
END;
$$;
CREATE TRIGGER customer_directory_customer_changed AFTER UPDATE OF state, created_at ON customers
  FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION customer_directory_customer();

CREATE FUNCTION customer_directory_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_directory d SET email = NEW.email, display_name = NEW.display_name
  FROM customers c WHERE c.user_id = NEW.id AND d.customer_guid = c.guid;
  RETURN NULL;
END;
$$;
CREATE TRIGGER customer_directory_user_changed AFTER UPDATE OF email, display_name ON identity_users
  FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.display_name IS DISTINCT FROM NEW.display_name)
  EXECUTE FUNCTION customer_directory_user();

CREATE FUNCTION customer_directory_province() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_directory SET province = NEW.province WHERE customer_guid = NEW.customer_guid;
  RETURN NULL;
END;
$$;
CREATE TRIGGER customer_directory_identity_added AFTER INSERT ON customer_identities
  FOR EACH ROW EXECUTE FUNCTION customer_directory_province();
CREATE TRIGGER customer_directory_province_changed AFTER UPDATE OF province ON customer_identities
  FOR EACH ROW WHEN (OLD.province IS DISTINCT FROM NEW.province)
  EXECUTE FUNCTION customer_directory_province();

-- Two transactions changing one customer's verifications at once: the second waits for the
-- first's lock on the directory row, then reads the verifications afresh (each statement of a
-- trigger function takes a new snapshot), so the last to commit writes what is latest.
CREATE FUNCTION customer_directory_verification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM customer_directory WHERE customer_guid = NEW.customer_guid FOR UPDATE;
  UPDATE customer_directory
    SET verification_state = customer_verification_state(NEW.customer_guid)
    WHERE customer_guid = NEW.customer_guid;
  RETURN NULL;
END;
$$;
CREATE TRIGGER customer_directory_verification_added AFTER INSERT ON identity_verifications
  FOR EACH ROW WHEN (NEW.method <> 'enhanced_due_diligence')
  EXECUTE FUNCTION customer_directory_verification();
CREATE TRIGGER customer_directory_verification_changed
  AFTER UPDATE OF state, outcome ON identity_verifications
  FOR EACH ROW WHEN (NEW.method <> 'enhanced_due_diligence'
    AND (OLD.state IS DISTINCT FROM NEW.state OR OLD.outcome IS DISTINCT FROM NEW.outcome))
  EXECUTE FUNCTION customer_directory_verification();
