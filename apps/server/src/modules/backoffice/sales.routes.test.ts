import { readFile } from 'node:fs/promises';
import { salesCsvColumns } from '@maple/contracts';
import { assets, mulDiv, pow10 } from '@maple/money';
import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../infra/db/migrator.js';
import { auditCount, staffGet, trade } from '../../testing/books-flows.js';
import { type SignedInCustomer, tableCounts } from '../../testing/flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fund, fundedCustomer } from '../../testing/trading-flows.js';
import { assetOfSymbol } from '../trading/trading-rules.js';

/** `/admin/api/sales`: volume and revenue kept by the trades themselves, by day, week, month. */
let t: TestApp;
let alice: SignedInCustomer;
const days: string[] = [];
const DAY = 86_400;

const today = () => t.clock.now().toISOString().slice(0, 10);

// Customers, funding and trades over HTTP: slow on a busy machine.
beforeAll(async () => {
  t = await createTestApp();
  // Day one: buys and a sale, in two assets.
  days.push(today());
  alice = await fundedCustomer(t, 10_000_00n);
  const bob = await fundedCustomer(t, 1_000_00n);
  await fund(t, bob.guid, 'ETH', 10n ** 18n);
  await trade(t, alice, 'BTC-CAD', 'buy', 1_000_00n);
  await trade(t, alice, 'ETH-CAD', 'buy', 2_000_00n);
  await trade(t, bob, 'ETH-CAD', 'sell', 2n * 10n ** 17n);
  // Day two: a sale of BTC.
  t.clock.advance(DAY);
  days.push(today());
  const carol = await fundedCustomer(t, 0n);
  await fund(t, carol.guid, 'BTC', 10_000_000n);
  await trade(t, carol, 'BTC-CAD', 'sell', 1_000_000n);
  // Ten days on: XRP.
  t.clock.advance(10 * DAY);
  days.push(today());
  const dave = await fundedCustomer(t, 600_00n);
  await trade(t, dave, 'XRP-CAD', 'buy', 500_00n);
}, 90_000);
afterAll(() => t.close());

interface Figures {
  trades: number;
  volume: bigint;
  spread: bigint;
  fee: bigint;
}

/**
 * The sales scanned from the trades themselves: volume is the CAD the house posted, spread the
 * CAD against the coins at the quote's mid price.
 */
async function scanned(): Promise<Map<string, Figures>> {
  const rows = await t.database.db
    .selectFrom('trades')
    .innerJoin('quotes', 'quotes.guid', 'trades.quote_guid')
    .select([
      'trades.created_at',
      'trades.symbol',
      'trades.side',
      'trades.state',
      'trades.receive_amount',
      'trades.deliver_amount',
      'trades.fee',
      'quotes.mid_price',
    ])
    .execute();
  const sums = new Map<string, Figures>();
  for (const row of rows.filter((r) => r.state !== 'failed')) {
    const asset = assetOfSymbol(row.symbol);
    if (asset === undefined) throw new Error(`unknown symbol ${row.symbol}`);
    const buy = row.side === 'buy';
    const receive = BigInt(row.receive_amount);
    const deliver = BigInt(row.deliver_amount);
    const fee = BigInt(row.fee);
    const cad = buy ? deliver - fee : receive + fee;
    const coins = buy ? receive : deliver;
    const mid = mulDiv(coins, BigInt(row.mid_price), pow10(assets[asset].decimals + 6), 'floor');
    const key = `${row.created_at.toISOString().slice(0, 10)} ${asset}`;
    const sum = sums.get(key) ?? { trades: 0, volume: 0n, spread: 0n, fee: 0n };
    sums.set(key, {
      trades: sum.trades + 1,
      volume: sum.volume + cad,
      spread: sum.spread + (buy ? cad - mid : mid - cad),
      fee: sum.fee + fee,
    });
  }
  return sums;
}

const report = async (query: string, token?: string) => {
  const res = await staffGet(
    t,
    token ?? (await signedInStaff(t, 'support')),
    `/admin/api/sales${query}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

interface Row {
  period: string;
  asset: string;
  trades: number;
  volume: string;
  spread_revenue: string;
  fee_revenue: string;
  revenue: string;
}

describe('GET /admin/api/sales', () => {
  it('equals a scan of the trades, per asset and day', async () => {
    const data = await report(`?range=day&from=${days[0]}&to=${days[2]}`);
    const kept = new Map<string, Figures>(
      data.rows.map((row: Row) => [
        `${row.period} ${row.asset}`,
        {
          trades: row.trades,
          volume: BigInt(row.volume),
          spread: BigInt(row.spread_revenue),
          fee: BigInt(row.fee_revenue),
        },
      ]),
    );
    const scan = await scanned();
    expect(kept).toEqual(scan);
    expect([...scan.keys()].sort()).toEqual([
      `${days[0]} BTC`,
      `${days[0]} ETH`,
      `${days[1]} BTC`,
      `${days[2]} XRP`,
    ]);
    expect(data.totals.trades).toBe(5);
    const spread = [...scan.values()].reduce((sum, f) => sum + f.spread, 0n);
    expect(spread).toBeGreaterThan(0n);
    expect(BigInt(data.totals.revenue)).toBe(spread + BigInt(data.totals.fee_revenue));
  });

  it('rolls days up into Monday weeks and calendar months, and filters by asset', async () => {
    const byDay = await report(`?range=day&from=${days[0]}&to=${days[2]}`);
    const weeks = await report(`?range=week&from=${days[0]}&to=${days[2]}`);
    for (const row of weeks.rows as Row[]) {
      expect(new Date(`${row.period}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    expect(weeks.totals).toEqual(byDay.totals);
    const months = await report(`?range=month&from=${days[0]}&to=${days[2]}`);
    expect(months.rows.every((row: Row) => row.period.endsWith('-01'))).toBe(true);
    expect(months.totals).toEqual(byDay.totals);
    const eth = await report(`?range=month&from=${days[0]}&to=${days[2]}&asset=ETH`);
    expect(eth.rows.map((row: Row) => row.asset)).toEqual(eth.rows.map(() => 'ETH'));
    expect(eth.totals.trades).toBe(2);
  });

  it('covers the last 30 days by default', async () => {
    const data = await report('');
    expect([data.range, data.to]).toEqual(['day', today()]);
    expect(data.totals.trades).toBe(5);
  });

  it('exports the report as CSV', async () => {
    const support = await signedInStaff(t, 'support');
    const res = await staffGet(
      t,
      support,
      `/admin/api/sales.csv?range=day&from=${days[0]}&to=${days[2]}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows: Record<string, string>[] = parseCsv(res.body, { columns: true });
    expect(rows.map((row) => `${row.period} ${row.asset}`)).toEqual([
      `${days[0]} BTC`,
      `${days[0]} ETH`,
      `${days[1]} BTC`,
      `${days[2]} XRP`,
    ]);
    expect(rows.reduce((sum, row) => sum + Number(row.trades), 0)).toBe(5);
    // Money says its unit in the header: CAD cents, as the JSON report's figures.
    expect(Object.keys(rows[0] ?? {})).toEqual([...salesCsvColumns]);
    const report = await staffGet(
      t,
      support,
      `/admin/api/sales?range=day&from=${days[0]}&to=${days[2]}`,
    );
    const first = report.json().data.rows[0];
    expect(rows[0]).toMatchObject({
      volume_cad_cents: first.volume,
      revenue_cad_cents: first.revenue,
    });
  });

  it('refuses bad input with 400, writing nothing; customers with 401', async () => {
    const support = await signedInStaff(t, 'support');
    const counts = await tableCounts(t);
    for (const url of [
      '/admin/api/sales?range=year',
      `/admin/api/sales?from=${days[2]}&to=${days[0]}`,
      '/admin/api/sales?from=2026-02-30',
      '/admin/api/sales?from=2000-01-01&to=2026-01-01',
      '/admin/api/sales?asset=CAD',
      '/admin/api/sales?page=1',
      '/admin/api/sales.csv?range=hour',
      '/admin/api/sales/top-customers?limit=0',
      '/admin/api/sales/top-customers?asset=DOGE',
    ]) {
      const res = await staffGet(t, support, url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 400, 'invalid_parameter']);
    }
    expect(await tableCounts(t)).toEqual(counts);
    const customer = await fundedCustomer(t, 0n);
    expect((await staffGet(t, customer.tokens.at, '/admin/api/sales')).statusCode).toBe(401);
  });
});

describe('GET /admin/api/sales/top-customers', () => {
  it('ranks customers by volume with their names, audited', async () => {
    const compliance = await signedInStaff(t, 'compliance');
    const before = await auditCount(t, 'staff.top_customers_viewed');
    const res = await staffGet(
      t,
      compliance,
      `/admin/api/sales/top-customers?from=${days[0]}&to=${days[2]}&limit=2`,
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.objects).toHaveLength(2);
    expect(data.objects[0]).toMatchObject({
      customer_guid: alice.guid,
      customer_email: alice.email,
      trades: 2,
      volume: String(3_000_00n),
    });
    expect(BigInt(data.objects[0].volume)).toBeGreaterThanOrEqual(BigInt(data.objects[1].volume));
    expect(await auditCount(t, 'staff.top_customers_viewed')).toBe(before + 1);
  });
});

describe('migration 0024', () => {
  /** Every aggregate row, shards summed, as text. */
  const aggregates = async () => {
    const { rows } = await sql<{ row: string }>`
      SELECT concat_ws(' ', day, asset, sum(trade_count), sum(volume_cents), sum(spread_cents),
                       sum(fee_cents)) AS row
      FROM sales_days GROUP BY day, asset
      UNION ALL
      SELECT concat_ws(' ', day, customer_guid, asset, trade_count, volume_cents, spread_cents,
                       fee_cents)
      FROM sales_customer_days
      ORDER BY 1`.execute(t.database.db);
    return rows.map((row) => row.row);
  };

  it('backfills from the stored trades exactly what the trades kept', async () => {
    const kept = await aggregates();
    expect(kept.length).toBeGreaterThan(4);
    const script = await readFile(
      new URL('0024_create_sales_aggregates.sql', migrationsDir),
      'utf8',
    );
    const backfill = script.slice(script.indexOf('-- The trades stored before this migration.'));
    await t.database.db.transaction().execute(async (trx) => {
      await sql`DELETE FROM sales_customer_days`.execute(trx);
      await sql`DELETE FROM sales_days`.execute(trx);
      await sql.raw(backfill).execute(trx);
    });
    expect(await aggregates()).toEqual(kept);
  });
});
