import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import {
  type AdminTradeFilter,
  findAnyTrade,
  type TradeCsvRow,
  type TradeCursor,
  type TradeTotals,
  tradeCsvRowsAfter,
  tradesAfter,
  tradeTotals,
} from './admin-trades.repo.js';
import type { Trade } from './trades.repo.js';

export type { AdminTradeFilter, Trade, TradeCsvRow, TradeCursor, TradeTotals };

/** Rows read per query by the export: memory stays flat however many trades match. */
const EXPORT_PAGE = 1000;

/**
 * Every customer's trades, for the back office (the routes are the back office's; the SQL stays
 * with the trades' owner). Pages follow a key, never an offset, so page 10,000 costs what page
 * one does.
 */
export class TradeSearch {
  constructor(private readonly db: Kysely<Schema>) {}

  /** A page of trades newest first, and the cursor of the next page when there is one. */
  async page(
    filter: AdminTradeFilter,
    after: TradeCursor | undefined,
    limit: number,
  ): Promise<{ trades: Trade[]; next: TradeCursor | undefined }> {
    const rows = await tradesAfter(this.db, filter, after, limit + 1);
    const shown = rows.slice(0, limit);
    return {
      trades: shown.map((row) => row.trade),
      next: rows.length > limit ? shown.at(-1)?.cursor : undefined,
    };
  }

  totals(filter: AdminTradeFilter, cap: number): Promise<TradeTotals> {
    return tradeTotals(this.db, filter, cap);
  }

  find(guid: string) {
    return findAnyTrade(this.db, guid);
  }

  /** Every matching trade newest first as the export writes it, a page at a time. */
  async *csvPages(filter: AdminTradeFilter): AsyncGenerator<TradeCsvRow[]> {
    let after: TradeCursor | undefined;
    for (;;) {
      const { rows, last } = await tradeCsvRowsAfter(this.db, filter, after, EXPORT_PAGE);
      yield rows;
      if (last === undefined || rows.length < EXPORT_PAGE) return;
      after = last;
    }
  }
}
