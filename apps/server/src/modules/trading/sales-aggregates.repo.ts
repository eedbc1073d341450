import type { CryptoAssetCode } from '@maple/money';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { TradeSale } from './sales-figures.js';

/** The trading module's SQL for the sales aggregates (migration 0024, ADR 27). */

interface Sums {
  trades: bigint;
  volume: bigint;
  spread: bigint;
  fee: bigint;
}

/** Sums the sales per key, keys in sorted order: every writer locks the rows in one order. */
function grouped<K extends string>(
  sales: readonly TradeSale[],
  keyOf: (sale: TradeSale) => K,
): [K, TradeSale, Sums][] {
  const groups = new Map<K, [TradeSale, Sums]>();
  for (const sale of sales) {
    const key = keyOf(sale);
    const sums = groups.get(key)?.[1] ?? { trades: 0n, volume: 0n, spread: 0n, fee: 0n };
    sums.trades += 1n;
    sums.volume += sale.volume;
    sums.spread += sale.spread;
    sums.fee += sale.fee;
    groups.set(key, [sale, sums]);
  }
  return [...groups]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, [sale, sums]]) => [key, sale, sums]);
}

const sumColumns = (sums: Sums) => ({
  trade_count: sums.trades,
  volume_cents: sums.volume,
  spread_cents: sums.spread,
  fee_cents: sums.fee,
});

/**
 * Adds a batch's sales to the day rows (in `shard`) and the customer-day rows, in one statement:
 * a data-modifying CTE writes the first, the statement the second.
 */
export async function addSales(
  db: Kysely<Schema>,
  shard: number,
  sales: readonly TradeSale[],
): Promise<void> {
  if (sales.length === 0) return;
  const days = grouped(sales, (sale) => `${sale.day}|${sale.asset}`);
  const customers = grouped(sales, (sale) => `${sale.day}|${sale.customerGuid}|${sale.asset}`);
  const added = (table: 'sales_days' | 'sales_customer_days') => ({
    trade_count: sql<bigint>`${sql.ref(`${table}.trade_count`)} + excluded.trade_count`,
    volume_cents: sql<bigint>`${sql.ref(`${table}.volume_cents`)} + excluded.volume_cents`,
    spread_cents: sql<bigint>`${sql.ref(`${table}.spread_cents`)} + excluded.spread_cents`,
    fee_cents: sql<bigint>`${sql.ref(`${table}.fee_cents`)} + excluded.fee_cents`,
  });
  await db
    .with('days', (qb) =>
      qb
        .insertInto('sales_days')
        .values(
          days.map(([, sale, sums]) => ({
            day: sale.day,
            asset: sale.asset,
            shard,
            ...sumColumns(sums),
          })),
        )
        .onConflict((oc) => oc.columns(['day', 'asset', 'shard']).doUpdateSet(added('sales_days'))),
    )
    .insertInto('sales_customer_days')
    .values(
      customers.map(([, sale, sums]) => ({
        day: sale.day,
        customer_guid: sale.customerGuid,
        asset: sale.asset,
        ...sumColumns(sums),
      })),
    )
    .onConflict((oc) =>
      oc.columns(['day', 'customer_guid', 'asset']).doUpdateSet(added('sales_customer_days')),
    )
    .execute();
}

export type SalesRange = 'day' | 'week' | 'month';

export interface SalesWindow {
  /** UTC days, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  asset?: CryptoAssetCode;
}

export interface SalesRow extends Sums {
  /** The first day of the period. */
  period: string;
  asset: CryptoAssetCode;
}

const sums = (row: {
  trades: string | bigint | number;
  volume: string | bigint | number;
  spread: string | bigint | number;
  fee: string | bigint | number;
}): Sums => ({
  trades: BigInt(row.trades),
  volume: BigInt(row.volume),
  spread: BigInt(row.spread),
  fee: BigInt(row.fee),
});

/** The sales per period and asset, rolled up from the day rows in SQL, oldest first. */
export async function salesByPeriod(
  db: Kysely<Schema>,
  range: SalesRange,
  window: SalesWindow,
): Promise<SalesRow[]> {
  // A literal, not a parameter: SELECT and GROUP BY must name the same expression. The cast
  // keeps the session's time zone out of the truncation.
  const period = sql<string>`to_char(date_trunc(${sql.lit(range)}, day::timestamp), 'YYYY-MM-DD')`;
  let query = db
    .selectFrom('sales_days')
    .select([
      period.as('period'),
      'asset',
      sql<string>`sum(trade_count)`.as('trades'),
      sql<string>`sum(volume_cents)`.as('volume'),
      sql<string>`sum(spread_cents)`.as('spread'),
      sql<string>`sum(fee_cents)`.as('fee'),
    ])
    .where('day', '>=', window.from)
    .where('day', '<=', window.to);
  if (window.asset !== undefined) query = query.where('asset', '=', window.asset);
  const rows = await query.groupBy([period, 'asset']).orderBy(period).orderBy('asset').execute();
  return rows.map((row) => ({ period: row.period, asset: row.asset, ...sums(row) }));
}

export interface CustomerSales extends Sums {
  customerGuid: string;
}

/** The customers with the most volume in the window, most first. */
export async function topCustomers(
  db: Kysely<Schema>,
  window: SalesWindow,
  limit: number,
): Promise<CustomerSales[]> {
  let query = db
    .selectFrom('sales_customer_days')
    .select([
      'customer_guid',
      sql<string>`sum(trade_count)`.as('trades'),
      sql<string>`sum(volume_cents)`.as('volume'),
      sql<string>`sum(spread_cents)`.as('spread'),
      sql<string>`sum(fee_cents)`.as('fee'),
    ])
    .where('day', '>=', window.from)
    .where('day', '<=', window.to);
  if (window.asset !== undefined) query = query.where('asset', '=', window.asset);
  const rows = await query
    .groupBy('customer_guid')
    .orderBy(sql`sum(volume_cents)`, 'desc')
    .orderBy('customer_guid')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ customerGuid: row.customer_guid, ...sums(row) }));
}
