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

-- Each customer's usage per window: window i is the usage of kinds[i] after since[i]. A row per
-- customer and window that holds any usage, with its sum and its latest moment.
CREATE FUNCTION limit_usage_sums(customers TEXT[], kinds TEXT[], since TIMESTAMPTZ[])
RETURNS TABLE (customer_guid TEXT, window_index INT, used NUMERIC, latest TIMESTAMPTZ)
LANGUAGE sql STABLE AS $$
  SELECT usage.customer_guid::text, windows.position::int, SUM(usage.amount), MAX(usage.occurred_at)
  FROM unnest(kinds, since) WITH ORDINALITY AS windows (kind, since, position)
  JOIN limit_usage AS usage
    ON usage.kind = windows.kind AND usage.occurred_at > windows.since
  WHERE usage.customer_guid = ANY (customers)
  GROUP BY usage.customer_guid, windows.position
$$;

-- The same sums, read only once the customers' limit locks are held: a transaction advisory lock
-- per customer, taken in key order so two transactions never wait on each other in a circle, and
-- kept until COMMIT or ROLLBACK. The sums are a query of their own inside this volatile function,
-- so they see what committed while it waited: a second batch for the same customer counts the
-- usage the first one recorded. (In one plain statement the sums would keep the snapshot the
-- statement began with.) One round trip for both.
CREATE FUNCTION limit_usage_sums_locked(customers TEXT[], kinds TEXT[], since TIMESTAMPTZ[])
RETURNS TABLE (customer_guid TEXT, window_index INT, used NUMERIC, latest TIMESTAMPTZ)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(key)
  FROM (SELECT DISTINCT hashtextextended('limits:' || guid, 0) AS key
        FROM unnest(customers) AS guid
        ORDER BY key) AS ordered;
  RETURN QUERY SELECT * FROM limit_usage_sums(customers, kinds, since);
END;
$$;
