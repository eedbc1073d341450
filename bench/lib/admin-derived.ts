import type pg from 'pg';

/**
 * Tables other features keep from the rows the seed writes, filled by SQL after the seed when
 * their migration exists (the seed's COPY bypasses the code that keeps them), so the bench runs
 * before and after those features land. Answers what was filled, or why not, per table.
 */
export async function fillDerivedTables(client: pg.ClientBase): Promise<Record<string, string>> {
  const filled: Record<string, string> = {};
  filled.sales_days = (await exists(client, 'sales_days'))
    ? `${await fillSales(client)} day rows`
    : 'absent (no sales aggregate table in this schema)';
  filled.customer_search_keys_backlog = (await exists(client, 'customer_search_keys_backlog'))
    ? `${await listSearchKeyBacklog(client)} customers listed for the server to index`
    : 'absent (no legal-name / phone search keys in this schema)';
  filled.customer_directory = (await exists(client, 'customer_directory'))
    ? `${await fillCustomerDirectory(client)} customers`
    : 'absent (no customer directory in this schema)';
  return filled;
}

async function exists(client: pg.ClientBase, table: string): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(
    'SELECT to_regclass($1) IS NOT NULL AS found',
    [table],
  );
  return rows[0]?.found === true;
}

/**
 * Sales per asset and UTC day (and per customer) from the trades, as the sales aggregates'
 * migration backfills them: volume is the CAD that changed hands with the house, spread that
 * CAD against the coins at the quote's mid price, fee the trade's fee; failed trades sold nothing.
 */
async function fillSales(client: pg.ClientBase): Promise<number> {
  await client.query(`
    CREATE TEMPORARY TABLE bench_trade_sales AS
    SELECT (t.created_at AT TIME ZONE 'UTC')::date AS day, t.customer_guid,
           split_part(t.symbol, '-', 1) AS asset, f.cad AS volume,
           CASE t.side WHEN 'buy' THEN f.cad - f.mid_value ELSE f.mid_value - f.cad END AS spread,
           t.fee
    FROM trades t
    JOIN quotes q ON q.guid = t.quote_guid
    CROSS JOIN LATERAL (
      SELECT CASE t.side WHEN 'buy' THEN t.deliver_amount - t.fee ELSE t.receive_amount + t.fee END AS cad,
             div(CASE t.side WHEN 'buy' THEN t.receive_amount ELSE t.deliver_amount END * q.mid_price,
                 10::numeric ^ (CASE split_part(t.symbol, '-', 1)
                   WHEN 'ETH' THEN 18 WHEN 'USDC' THEN 6 WHEN 'XRP' THEN 6 ELSE 8 END + 6)) AS mid_value
    ) f
    WHERE t.state <> 'failed'`);
  const days = await client.query(`
    INSERT INTO sales_days (day, asset, shard, trade_count, volume_cents, spread_cents, fee_cents)
    SELECT day, asset, 0, count(*), sum(volume), sum(spread), sum(fee)
    FROM bench_trade_sales GROUP BY day, asset`);
  if (await exists(client, 'sales_customer_days')) {
    await client.query(`
      INSERT INTO sales_customer_days
        (day, customer_guid, asset, trade_count, volume_cents, spread_cents, fee_cents)
      SELECT day, customer_guid, asset, count(*), sum(volume), sum(spread), sum(fee)
      FROM bench_trade_sales GROUP BY day, customer_guid, asset`);
  }
  await client.query('DROP TABLE bench_trade_sales');
  return days.rowCount ?? 0;
}

/**
 * The legal-name and phone search keys are HMACs whose key is not in the database: SQL can only
 * list the customers with a submitted application, as that feature's migration does, for the
 * server to index (`main.ts` does it at start).
 */
async function listSearchKeyBacklog(client: pg.ClientBase): Promise<number> {
  const listed = await client.query(`
    INSERT INTO customer_search_keys_backlog (customer_guid)
    SELECT DISTINCT customer_guid FROM identity_verifications
    WHERE submitted_at IS NOT NULL AND method <> 'enhanced_due_diligence'
    ON CONFLICT DO NOTHING`);
  return listed.rowCount ?? 0;
}

/** The search's customer directory, by the function its migration backfills it with (ADR 32). */
async function fillCustomerDirectory(client: pg.ClientBase): Promise<number> {
  await client.query('SELECT customer_directory_fill()');
  const { rows } = await client.query<{ count: string }>(
    'SELECT count(*) AS count FROM customer_directory',
  );
  return Number(rows[0]?.count ?? 0);
}
