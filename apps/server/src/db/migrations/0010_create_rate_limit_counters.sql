-- Per-IP request budgets pooled across instances (@fastify/rate-limit's store, ADR 14): one
-- counter per route and address, reset when its window ends. Unlogged: a counter lost in a
-- database crash only gives an address a fresh window, and writes skip the WAL.
CREATE UNLOGGED TABLE rate_limit_counters (
  key       TEXT PRIMARY KEY,
  hits      INTEGER NOT NULL CHECK (hits > 0),
  resets_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX rate_limit_counters_resets_at_idx ON rate_limit_counters (resets_at);
