-- The audit trail becomes a hash chain (docs/decisions/0024): each row carries the hash of the
-- row before it (prev_hash) and its own (hash), SHA-256 over a canonical text of its fields and
-- prev_hash. Changing, removing or inserting a row behind the application's back breaks every
-- link after it, which the verifier (modules/audit) finds.

-- The chain's end: one row, locked by each appender until its transaction ends, so appenders
-- take ids in the order they link, with no gaps (an aborted append rolls its step back).
CREATE TABLE audit_chain_head (
  singleton BOOLEAN PRIMARY KEY DEFAULT true CHECK (singleton),
  last_id   BIGINT NOT NULL,
  last_hash TEXT NOT NULL CHECK (last_hash ~ '^[0-9a-f]{64}$')
);

CREATE TRIGGER audit_chain_head_kept
  BEFORE DELETE OR TRUNCATE ON audit_chain_head
  FOR EACH STATEMENT EXECUTE FUNCTION reject_change();

-- Canonical JSON: object keys sorted by their UTF-8 bytes, no spaces, strings escaped as
-- PostgreSQL's JSON output escapes them (the same as JSON.stringify for any text PostgreSQL
-- stores), numbers as jsonb writes them. The verifier rebuilds it from `details::text`.
CREATE FUNCTION audit_canonical_json(value JSONB) RETURNS TEXT
  LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  result TEXT;
BEGIN
  CASE jsonb_typeof(value)
    WHEN 'object' THEN
      SELECT '{' || coalesce(string_agg(
               to_json(entry.key)::text || ':' || audit_canonical_json(entry.value),
               ',' ORDER BY entry.key COLLATE "C"), '') || '}'
        INTO result FROM jsonb_each(value) AS entry;
    WHEN 'array' THEN
      SELECT '[' || coalesce(string_agg(audit_canonical_json(element.value), ','
               ORDER BY element.position), '') || ']'
        INTO result FROM jsonb_array_elements(value) WITH ORDINALITY AS element(value, position);
    ELSE
      result := value::text;
  END CASE;
  RETURN result;
END;
$$;

-- The hash of one row: SHA-256 (hex) of the canonical JSON array
-- [id, occurred_at, actor_type, actor_id, action, request_id, details, prev_hash], where id is a
-- string of digits and occurred_at is UTC with microseconds, `YYYY-MM-DDTHH:MI:SS.ffffffZ`.
CREATE FUNCTION audit_event_hash(
  id BIGINT, occurred_at TIMESTAMPTZ, actor_type TEXT, actor_id TEXT, action TEXT,
  request_id TEXT, details JSONB, prev_hash TEXT
) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(
    '[' || to_json(id::text)::text
    || ',' || to_json(to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text
    || ',' || to_json(actor_type)::text
    || ',' || coalesce(to_json(actor_id)::text, 'null')
    || ',' || to_json(action)::text
    || ',' || coalesce(to_json(request_id)::text, 'null')
    || ',' || audit_canonical_json(details)
    || ',' || to_json(prev_hash)::text
    || ']', 'UTF8')), 'hex')
$$;

ALTER TABLE audit_events ADD COLUMN prev_hash TEXT, ADD COLUMN hash TEXT;

-- The rows written so far are chained in id order, once, with the append-only guard lifted for
-- this transaction only.
ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only;
DO $$
DECLARE
  event RECORD;
  previous TEXT := repeat('0', 64);
  last BIGINT := 0;
  linked TEXT;
BEGIN
  FOR event IN SELECT * FROM audit_events ORDER BY id LOOP
    linked := audit_event_hash(event.id, event.occurred_at, event.actor_type, event.actor_id,
      event.action, event.request_id, event.details, previous);
    UPDATE audit_events SET prev_hash = previous, hash = linked WHERE id = event.id;
    previous := linked;
    last := event.id;
  END LOOP;
  INSERT INTO audit_chain_head (last_id, last_hash) VALUES (last, previous);
END;
$$;
ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only;

ALTER TABLE audit_events
  ALTER COLUMN prev_hash SET NOT NULL,
  ALTER COLUMN hash SET NOT NULL,
  ADD CONSTRAINT audit_events_hash_hex CHECK (hash ~ '^[0-9a-f]{64}$'),
  ADD CONSTRAINT audit_events_prev_hash_hex CHECK (prev_hash ~ '^[0-9a-f]{64}$');

-- From now on the chain, not a sequence, numbers the rows.
ALTER TABLE audit_events ALTER COLUMN id DROP IDENTITY;

-- Links each new row to the chain's end; whatever id, prev_hash or hash the insert names is
-- replaced. The head's row lock is held to the end of the appender's transaction.
CREATE FUNCTION audit_events_link() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head audit_chain_head%ROWTYPE;
BEGIN
  SELECT * INTO STRICT head FROM audit_chain_head FOR UPDATE;
  NEW.id := head.last_id + 1;
  NEW.prev_hash := head.last_hash;
  NEW.hash := audit_event_hash(NEW.id, NEW.occurred_at, NEW.actor_type, NEW.actor_id,
    NEW.action, NEW.request_id, NEW.details, NEW.prev_hash);
  UPDATE audit_chain_head SET last_id = NEW.id, last_hash = NEW.hash;
  RETURN NEW;
END;
$$;

CREATE TRIGGER audit_events_linked
  BEFORE INSERT ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_link();

-- The back office's search: by action prefix, by request, by date (newest first by id).
CREATE INDEX audit_events_action_idx ON audit_events (action text_pattern_ops, id);
CREATE INDEX audit_events_request_idx ON audit_events (request_id, id) WHERE request_id IS NOT NULL;
CREATE INDEX audit_events_occurred_idx ON audit_events (occurred_at, id);
