import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import {
  type CustomerSales,
  type SalesRange,
  type SalesRow,
  type SalesWindow,
  salesByPeriod,
  topCustomers,
} from './sales-aggregates.repo.js';

export type { CustomerSales, SalesRange, SalesRow, SalesWindow };

/**
 * The sales as the trades left them (ADR 27): read from the aggregates the trade batches keep,
 * never from the trades themselves, so a report costs the same whatever the number of trades.
 */
export class SalesReport {
  constructor(private readonly db: Kysely<Schema>) {}

  byPeriod(range: SalesRange, window: SalesWindow): Promise<SalesRow[]> {
    return salesByPeriod(this.db, range, window);
  }

  topCustomers(window: SalesWindow, limit: number): Promise<CustomerSales[]> {
    return topCustomers(this.db, window, limit);
  }
}
