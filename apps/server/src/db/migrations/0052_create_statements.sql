-- Account statements and tax reports (docs/decisions/0077-statements-by-period.md): a customer's
-- document for a Toronto month (`2026-10`) or quarter (`2026-Q4`), or a closed tax year's
-- capital gains report (`2025`), kept like the confirmations in `documents`, one per customer and
-- period however often the job that asks for it runs.
ALTER TABLE documents DROP CONSTRAINT documents_kind_check;
ALTER TABLE documents ADD CONSTRAINT documents_kind_check
  CHECK (kind IN ('statement', 'tax_report', 'trade_confirmation', 'transfer_confirmation'));
ALTER TABLE documents DROP CONSTRAINT documents_subject_check;
ALTER TABLE documents ALTER COLUMN subject TYPE TEXT;
-- A confirmation is about a trade or a transfer (its guid); a statement about its period; a tax
-- report about its year.
ALTER TABLE documents ADD CONSTRAINT documents_subject_check CHECK (
  CASE kind
    WHEN 'statement' THEN subject ~ '^[0-9]{4}-(0[1-9]|1[0-2]|Q[1-4])$'
    WHEN 'tax_report' THEN subject ~ '^[0-9]{4}$'
    ELSE subject ~ '^[0-9a-f]{32}$'
  END
);

-- The periods whose statements (a month, a quarter) or tax reports (a year) have all been asked
-- for: a finished one is not read again by the daily run, and one left unfinished (an instance
-- died mid-run) is taken up where the documents already asked for end.
CREATE TABLE statement_periods (
  period      TEXT PRIMARY KEY CHECK (period ~ '^[0-9]{4}(-(0[1-9]|1[0-2]|Q[1-4]))?$'),
  issued      INTEGER NOT NULL CHECK (issued >= 0),
  finished_at TIMESTAMPTZ NOT NULL
);

SELECT pgboss.create_queue('issue-statements', '{"policy": "standard"}');
SELECT pgboss.create_queue('issue-statements-dead', '{"policy": "standard"}');
