import type { ColumnType } from 'kysely';

/** Owned by `modules/market`: the shared state of the one market (ADR 14). */
export interface MarketFeedsTable {
  feed: string;
  epoch: bigint;
  seq: ColumnType<bigint, bigint | undefined, bigint>;
  tickers: ColumnType<unknown, string | null | undefined, string>;
  walk: ColumnType<unknown, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface MarketSeriesTable {
  feed: string;
  asset: string;
  resolution: 'fiveMinutes' | 'hourly' | 'daily';
  first_at: Date;
  /** NUMERIC(78,0)[]: written as decimal strings. */
  prices: ColumnType<unknown, string[], string[]>;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    market_feeds: MarketFeedsTable;
    market_series: MarketSeriesTable;
  }
}
