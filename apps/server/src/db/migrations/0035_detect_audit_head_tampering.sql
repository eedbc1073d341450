-- The audit chain's head, changed behind the application's back, no longer stops every audited
-- write (ADR 39). Each append compares the head with the chain's real end (its newest row);
-- when they differ (an id moved back made every insert collide with an existing row and answer
-- 500; a hash or id moved elsewhere forked the chain silently) the append links to the real end,
-- puts the head back, and records an alert that the back office shows to staff. A head row
-- removed altogether is put back the same way. Rows changed in the chain are still the
-- verifier's to find (ADR 24).

CREATE TABLE audit_chain_alerts (
  id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  detected_at    TIMESTAMPTZ NOT NULL,
  -- What the head said (both null when the row was gone), and the real end it was set back to.
  head_last_id   BIGINT,
  head_last_hash TEXT,
  end_id         BIGINT NOT NULL,
  end_hash       TEXT NOT NULL CHECK (end_hash ~ '^[0-9a-f]{64}$')
);
CREATE INDEX audit_chain_alerts_detected ON audit_chain_alerts (detected_at DESC, id DESC);

CREATE TRIGGER audit_chain_alerts_append_only
  BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_chain_alerts
  FOR EACH STATEMENT EXECUTE FUNCTION reject_change();

CREATE OR REPLACE FUNCTION audit_events_link() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head audit_chain_head%ROWTYPE;
  real_id BIGINT;
  real_hash TEXT;
BEGIN
  SELECT * INTO head FROM audit_chain_head FOR UPDATE;
  -- Ids come from the head in link order, so the newest row is the chain's end (one index step).
  SELECT id, hash INTO real_id, real_hash FROM audit_events ORDER BY id DESC LIMIT 1;
  IF NOT FOUND THEN
    real_id := 0;
    real_hash := repeat('0', 64);
  END IF;
  IF head.last_id IS DISTINCT FROM real_id OR head.last_hash IS DISTINCT FROM real_hash THEN
    INSERT INTO audit_chain_alerts (detected_at, head_last_id, head_last_hash, end_id, end_hash)
      VALUES (clock_timestamp(), head.last_id, head.last_hash, real_id, real_hash);
    RAISE WARNING 'audit chain head (%, %) did not match the last row (%, %): relinked, alert recorded',
      head.last_id, head.last_hash, real_id, real_hash;
    IF head.last_id IS NULL AND head.last_hash IS NULL THEN
      INSERT INTO audit_chain_head (last_id, last_hash) VALUES (real_id, real_hash);
    END IF;
  END IF;
  NEW.id := real_id + 1;
  NEW.prev_hash := real_hash;
  NEW.hash := audit_event_hash(NEW.id, NEW.occurred_at, NEW.actor_type, NEW.actor_id,
    NEW.action, NEW.request_id, NEW.details, NEW.prev_hash);
  UPDATE audit_chain_head SET last_id = NEW.id, last_hash = NEW.hash;
  RETURN NEW;
END;
$$;
