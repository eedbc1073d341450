import type { CryptoAssetCode } from '@maple/money';
import type { ColumnType } from 'kysely';

/**
 * Row types of the sales aggregates (migration 0024, ADR 27), owned by `modules/trading`; kept
 * apart from schema.ts, which gathers them into `Schema`. Sums are NUMERIC and counts BIGINT:
 * read as exact strings (or bigint, by driver), written as bigint.
 */
type Sum = ColumnType<string | bigint, bigint, bigint>;
/** A UTC day, written and compared as `YYYY-MM-DD`. */
type Day = ColumnType<Date | string, string, never>;

export interface SalesDaysTable {
  day: Day;
  asset: CryptoAssetCode;
  shard: number;
  trade_count: Sum;
  volume_cents: Sum;
  spread_cents: Sum;
  fee_cents: Sum;
}

export interface SalesCustomerDaysTable {
  day: Day;
  customer_guid: string;
  asset: CryptoAssetCode;
  trade_count: Sum;
  volume_cents: Sum;
  spread_cents: Sum;
  fee_cents: Sum;
}

export interface SalesTables {
  sales_days: SalesDaysTable;
  sales_customer_days: SalesCustomerDaysTable;
}
