-- Security-relevant events (sign-ins, staff actions, start-ups), append-only by construction:
-- rows can be inserted and read, never changed or removed.
CREATE TABLE audit_events (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  actor_type  TEXT NOT NULL CHECK (actor_type IN ('system', 'customer', 'staff')),
  actor_id    TEXT,
  action      TEXT NOT NULL CHECK (action ~ '^[a-z_]+(\.[a-z_]+)+$'),
  request_id  TEXT,
  details     JSONB NOT NULL DEFAULT '{}'::jsonb
);

CREATE INDEX audit_events_actor_idx ON audit_events (actor_type, actor_id, occurred_at DESC);

CREATE FUNCTION reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_events_append_only
  BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION reject_change();
