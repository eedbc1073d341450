import type { CryptoAssetCode, TradingSymbol } from '@maple/money';
import type { ColumnType } from 'kysely';
import type { Amount } from '../../infra/db/columns.js';

export type TradeSide = 'buy' | 'sell';

export type TradeState = 'storing' | 'pending' | 'executed' | 'settling' | 'completed' | 'failed';

export type TradeFailureCode = 'non_sufficient_funds' | 'expired_quote' | 'market_volatility';

export interface QuotesTable {
  guid: string;
  customer_guid: string;
  symbol: TradingSymbol;
  side: TradeSide;
  receive_amount: Amount;
  deliver_amount: Amount;
  fee: Amount;
  mid_price: Amount;
  price: Amount;
  /** Written from the pricing rules' bigint; an integer column, read as a number. */
  spread_bps: ColumnType<number, bigint, never>;
  issued_at: Date;
  expires_at: Date;
  trade_guid: string | null;
}

export interface TradesTable {
  guid: string;
  customer_guid: string;
  quote_guid: string;
  symbol: TradingSymbol;
  side: TradeSide;
  state: TradeState;
  failure_code: TradeFailureCode | null;
  receive_amount: Amount;
  deliver_amount: Amount;
  fee: Amount;
  created_at: Date;
  updated_at: Date;
  executed_at: Date | null;
  settles_at: Date | null;
  completed_at: Date | null;
}

/**
 * Row types of the sales aggregates (migration 0024, ADR 27), written with each trade batch.
 * Sums are NUMERIC and counts BIGINT:
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

/**
 * Published for the ledger's checks (migration 0037): `trade_flows` (what each trade showed its
 * customer, per asset).
 */
// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    quotes: QuotesTable;
    trades: TradesTable;
    sales_days: SalesDaysTable;
    sales_customer_days: SalesCustomerDaysTable;
  }
}
