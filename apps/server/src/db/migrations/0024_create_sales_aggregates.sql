-- Sales by asset and day (ADR 27), kept by the transaction that stores a batch of trades, so the
-- back office's sales report reads a few hundred rows instead of every trade. Amounts are CAD
-- cents; a failed trade sold nothing and is not counted.
--
-- What a trade is worth, here and in modules/trading/sales-figures.ts (the two must agree):
-- - volume: the CAD that changed hands with the house, fee excluded (a buy's deliver − fee, a
--   sale's receive + fee), which is the house's CAD posting;
-- - spread: that CAD against the coins valued at the quote's mid price, rounded down to the
--   cent — what the customer's price earned above (buy) or below (sale) the mid;
-- - fee: the trade's fee.
-- Days are UTC days of the trade's execution.

-- Sharded like the house accounts: each batch adds to the shard of the CAD house account it
-- locked, so two concurrent batches never wait on the same row. Readers sum the shards.
CREATE TABLE sales_days (
  day          DATE NOT NULL,
  asset        TEXT NOT NULL CHECK (asset IN ('BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP')),
  shard        SMALLINT NOT NULL CHECK (shard BETWEEN 0 AND 15),
  trade_count  BIGINT NOT NULL CHECK (trade_count >= 0),
  volume_cents NUMERIC(78, 0) NOT NULL,
  spread_cents NUMERIC(78, 0) NOT NULL,
  fee_cents    NUMERIC(78, 0) NOT NULL,
  PRIMARY KEY (day, asset, shard)
);

-- The same per customer, for the top customers of a period. A batch's rows for one customer
-- queue behind that customer's ledger accounts anyway, so they are not sharded.
CREATE TABLE sales_customer_days (
  day           DATE NOT NULL,
  customer_guid CHAR(32) NOT NULL REFERENCES customers (guid),
  asset         TEXT NOT NULL CHECK (asset IN ('BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP')),
  trade_count   BIGINT NOT NULL CHECK (trade_count >= 0),
  volume_cents  NUMERIC(78, 0) NOT NULL,
  spread_cents  NUMERIC(78, 0) NOT NULL,
  fee_cents     NUMERIC(78, 0) NOT NULL,
  PRIMARY KEY (day, customer_guid, asset)
);

-- The back office lists every trade newest first, a page after a (created_at, guid) key.
CREATE INDEX trades_created ON trades (created_at DESC, guid DESC);
-- A customer's trades in that same order (the customer's own list uses it too): the index it
-- replaces ended in `guid` ascending, so a customer with many trades was sorted on each read.
DROP INDEX trades_customer_created;
CREATE INDEX trades_customer_created ON trades (customer_guid, created_at DESC, guid DESC);

-- The trades stored before this migration.
CREATE TEMPORARY TABLE trade_sales ON COMMIT DROP AS
SELECT (t.created_at AT TIME ZONE 'UTC')::date AS day,
       t.customer_guid,
       split_part(t.symbol, '-', 1) AS asset,
       f.cad AS volume,
       CASE t.side WHEN 'buy' THEN f.cad - f.mid_value ELSE f.mid_value - f.cad END AS spread,
       t.fee
FROM trades t
JOIN quotes q ON q.guid = t.quote_guid
CROSS JOIN LATERAL (
  SELECT CASE t.side WHEN 'buy' THEN t.deliver_amount - t.fee ELSE t.receive_amount + t.fee END AS cad,
         div(
           CASE t.side WHEN 'buy' THEN t.receive_amount ELSE t.deliver_amount END * q.mid_price,
           -- 10^(the asset's decimals + 8 price decimals − 2 cent decimals)
           10::numeric ^ (CASE split_part(t.symbol, '-', 1)
                            WHEN 'ETH' THEN 18 WHEN 'USDC' THEN 6 WHEN 'XRP' THEN 6 ELSE 8 END + 6)
         ) AS mid_value
) f
WHERE t.state <> 'failed';

INSERT INTO sales_days (day, asset, shard, trade_count, volume_cents, spread_cents, fee_cents)
SELECT day, asset, 0, count(*), sum(volume), sum(spread), sum(fee)
FROM trade_sales GROUP BY day, asset;

INSERT INTO sales_customer_days (day, customer_guid, asset, trade_count, volume_cents, spread_cents, fee_cents)
SELECT day, customer_guid, asset, count(*), sum(volume), sum(spread), sum(fee)
FROM trade_sales GROUP BY day, customer_guid, asset;
