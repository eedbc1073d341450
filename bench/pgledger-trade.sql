-- pgbench script of bench:trades' pgledger phase (bench/lib/pgledger.ts): one trade as
-- pgledger would post it, SQL only. Client i trades for customer i + 1 (each HTTP client of the
-- real app has a customer of its own too); the customer's CAD goes to a house shard and the
-- same shard's BTC to the customer, two transfers in one call (one transaction, its accounts
-- locked in id order by pgledger). Sixteen house shards, as the real app's ledger has.
\set c :client_id + 1
\set h random(0, 15)
SELECT count(*) FROM pgledger_create_transfers(ARRAY[
  ('cad_' || :c, 'house_cad_' || :h, 1000)::transfer_request,
  ('house_btc_' || :h, 'btc_' || :c, 10000)::transfer_request
]);
