-- What counts against each verified customer's limits (docs/product/limits.md; modules/limits,
-- ADR 17): one row per movement with its value in CAD cents. Investment rows are signed (a purchase
-- of a non-specified crypto asset counts plus, a sale minus), so a limit's use over a rolling
-- window is the sum of the rows that occurred inside it.
CREATE TABLE limit_usage (
  -- What moved (`trade:<guid>`, …): the same movement is never counted twice.
  reference     TEXT PRIMARY KEY CHECK (length(reference) BETWEEN 1 AND 200),
  customer_guid CHAR(32) NOT NULL REFERENCES customers (guid),
  kind          TEXT NOT NULL CHECK (kind IN ('funding', 'crypto_withdrawal', 'investment')),
  amount        NUMERIC(78, 0) NOT NULL CHECK (amount <> 0 AND (kind = 'investment' OR amount > 0)),
  -- Never earlier than the customer's previous row of the kind, so rows in time order are rows
  -- in the order they were recorded (`position`).
  occurred_at   TIMESTAMPTZ NOT NULL,
  position      BIGINT GENERATED ALWAYS AS IDENTITY,
  -- The customer's usage of this kind up to and including this row: a window's sum is the latest
  -- row's running sum less that of the last row before the window, two index lookups however
  -- long the customer's history.
  running       NUMERIC(78, 0) NOT NULL
);
CREATE INDEX limit_usage_in_order ON limit_usage (customer_guid, kind, occurred_at, position)
  INCLUDE (running);

-- Each customer's usage per window: window i is the usage of kinds[i] after since[i]. A row per
-- customer and window whose kind has any usage: the window's sum (`used`), its latest moment
-- (null when nothing is inside), and where the customer's usage of the kind stands (`running`,
-- `last_at`), which the next row recorded continues.
CREATE FUNCTION limit_usage_sums(customers CHAR(32)[], kinds TEXT[], since TIMESTAMPTZ[])
RETURNS TABLE (
  customer_guid TEXT, window_index INT, used NUMERIC, latest TIMESTAMPTZ, running NUMERIC,
  last_at TIMESTAMPTZ
)
LANGUAGE sql STABLE AS $$
  SELECT customer.guid::text, windows.position::int,
         last.running - COALESCE(before.running, 0),
         CASE WHEN last.occurred_at > windows.since THEN last.occurred_at END,
         last.running, last.occurred_at
  FROM unnest(customers) AS customer (guid)
  CROSS JOIN unnest(kinds, since) WITH ORDINALITY AS windows (kind, since, position)
  CROSS JOIN LATERAL (
    SELECT usage.running, usage.occurred_at FROM limit_usage AS usage
    WHERE usage.customer_guid = customer.guid AND usage.kind = windows.kind
    ORDER BY usage.occurred_at DESC, usage.position DESC LIMIT 1
  ) AS last
  LEFT JOIN LATERAL (
    SELECT usage.running FROM limit_usage AS usage
    WHERE usage.customer_guid = customer.guid AND usage.kind = windows.kind
      AND usage.occurred_at <= windows.since
    ORDER BY usage.occurred_at DESC, usage.position DESC LIMIT 1
  ) AS before ON true
$$;

-- The same sums, read only once the customers' limit locks are held: a transaction advisory lock
-- per customer, taken in key order so two transactions never wait on each other in a circle, and
-- kept until COMMIT or ROLLBACK. The sums are a query of their own inside this volatile function,
-- so they see what committed while it waited: a second batch for the same customer counts the
-- usage the first one recorded. (In one plain statement the sums would keep the snapshot the
-- statement began with.) One round trip for both.
CREATE FUNCTION limit_usage_sums_locked(customers CHAR(32)[], kinds TEXT[], since TIMESTAMPTZ[])
RETURNS TABLE (
  customer_guid TEXT, window_index INT, used NUMERIC, latest TIMESTAMPTZ, running NUMERIC,
  last_at TIMESTAMPTZ
)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(key)
  FROM (SELECT DISTINCT hashtextextended('limits:' || guid, 0) AS key
        FROM unnest(customers) AS guid
        ORDER BY key) AS ordered;
  RETURN QUERY SELECT * FROM limit_usage_sums(customers, kinds, since);
END;
$$;
