-- What counts against each verified customer's limits (SPEC B4; modules/limits, ADR 17): one
-- row per movement with its value in CAD cents. Investment rows are signed (a purchase of a
-- non-specified crypto asset counts plus, a sale minus), so a limit's use over a rolling window
-- is the sum of the rows that occurred inside it.
CREATE TABLE limit_usage (
  -- What moved (`trade:<guid>`, …): the same movement is never counted twice.
  reference     TEXT PRIMARY KEY CHECK (length(reference) BETWEEN 1 AND 200),
  customer_guid CHAR(32) NOT NULL REFERENCES customers (guid),
  kind          TEXT NOT NULL CHECK (kind IN ('funding', 'crypto_withdrawal', 'investment')),
  amount        NUMERIC(78, 0) NOT NULL CHECK (amount <> 0 AND (kind = 'investment' OR amount > 0)),
  occurred_at   TIMESTAMPTZ NOT NULL
);
-- A window's sum reads only the index.
CREATE INDEX limit_usage_window ON limit_usage (customer_guid, kind, occurred_at) INCLUDE (amount);
