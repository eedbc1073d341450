-- The customer's documents (docs/decisions/0075-documents-kept-as-drawn.md): a trade's or a
-- transfer's confirmation, asked for in the transaction that settles it with the facts it states
-- frozen then, drawn once by the render-documents job, and kept as drawn: a re-download is the
-- same bytes as the SHA-256s the audit log recorded. One document per subject, however often
-- it is asked for; once drawn, a row never changes and is never removed.
CREATE TABLE documents (
  guid          CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  customer_guid CHAR(32) NOT NULL REFERENCES customers (guid),
  kind          TEXT NOT NULL CHECK (kind IN ('trade_confirmation', 'transfer_confirmation')),
  subject       CHAR(32) NOT NULL CHECK (subject ~ '^[0-9a-f]{32}$'),
  language      TEXT NOT NULL CHECK (language IN ('en-CA', 'fr-CA')),
  dated_at      TIMESTAMPTZ NOT NULL,
  facts         JSONB NOT NULL,
  created_at    TIMESTAMPTZ NOT NULL,
  rendered_at   TIMESTAMPTZ,
  pdf           BYTEA,
  pdf_sha256    CHAR(64),
  csv           TEXT,
  csv_sha256    CHAR(64),
  UNIQUE (customer_guid, kind, subject),
  CHECK (
    (rendered_at IS NULL AND pdf IS NULL AND pdf_sha256 IS NULL AND csv IS NULL AND csv_sha256 IS NULL)
    OR (rendered_at IS NOT NULL AND pdf IS NOT NULL AND pdf_sha256 IS NOT NULL AND csv IS NOT NULL AND csv_sha256 IS NOT NULL)
  )
);
CREATE INDEX documents_customer_dated ON documents (customer_guid, dated_at DESC, guid DESC);
CREATE INDEX documents_to_render ON documents (created_at) WHERE rendered_at IS NULL;

-- Drawn once: the only change a row takes is its files, while it has none.
CREATE FUNCTION documents_kept_as_drawn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'documents are kept: % cannot be deleted', OLD.guid;
  END IF;
  IF OLD.rendered_at IS NOT NULL
    OR (NEW.guid, NEW.customer_guid, NEW.kind, NEW.subject, NEW.language, NEW.dated_at, NEW.facts, NEW.created_at)
      IS DISTINCT FROM (OLD.guid, OLD.customer_guid, OLD.kind, OLD.subject, OLD.language, OLD.dated_at, OLD.facts, OLD.created_at)
  THEN
    RAISE EXCEPTION 'document % is kept as drawn', OLD.guid;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER documents_kept_as_drawn BEFORE UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_kept_as_drawn();

SELECT pgboss.create_queue('render-documents', '{"policy": "standard"}');
SELECT pgboss.create_queue('render-documents-dead', '{"policy": "standard"}');
