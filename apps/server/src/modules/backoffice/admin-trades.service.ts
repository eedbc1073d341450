import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { JournalEntry, LedgerService } from '../ledger/ledger.service.js';
import type {
  AdminTradeFilter,
  Trade,
  TradeCsvRow,
  TradeCursor,
  TradeSearch,
  TradeTotals,
} from '../trading/admin-trades.js';
import { tradeReference } from '../trading/trade.service.js';
import {
  type CustomerName,
  filterDetails,
  type StaffActor,
  type StaffViews,
} from './books-staff-views.js';

/** Totals cover at most this many of the newest matching trades (ADR 27). */
export const TOTALS_CAP = 10_000;

export interface NamedTrade {
  trade: Trade;
  customer: CustomerName | undefined;
}

export interface TradeDetail extends NamedTrade {
  midPrice: bigint;
  price: bigint;
  entry: JournalEntry | undefined;
}

/**
 * The back office's trades (docs/product/screens.md: /admin/trades): any customer's, filtered,
 * paged by key, with bounded totals, one with its ledger entry, and the export. Each look is
 * audited: the list names customers.
 */
export class AdminTradesService {
  constructor(
    private readonly deps: {
      db: Kysely<Schema>;
      search: TradeSearch;
      ledger: LedgerService;
      views: StaffViews;
    },
  ) {}

  async list(
    actor: StaffActor,
    filter: AdminTradeFilter,
    page: { after: TradeCursor | undefined; limit: number },
  ): Promise<{ trades: NamedTrade[]; next: TradeCursor | undefined; totals: TradeTotals }> {
    const { search, views } = this.deps;
    const [found, totals] = await Promise.all([
      search.page(filter, page.after, page.limit),
      search.totals(filter, TOTALS_CAP),
    ]);
    const names = await views.namesOf(found.trades.map((trade) => trade.customerGuid));
    await views.viewed(actor, 'staff.trades_viewed', {
      filter: filterDetails(filter),
      trades: found.trades.length,
    });
    const trades = found.trades.map((trade) => ({
      trade,
      customer: names.get(trade.customerGuid),
    }));
    return { trades, next: found.next, totals };
  }

  async detail(actor: StaffActor, guid: string): Promise<TradeDetail> {
    const { search, ledger, views, db } = this.deps;
    const found = await search.find(guid);
    if (found === undefined) throw new AppError('not_found', 'Trade not found');
    const { trade } = found;
    const [names, entry] = await Promise.all([
      views.namesOf([trade.customerGuid]),
      ledger.entry(db, tradeReference(trade.guid)),
    ]);
    await views.viewed(actor, 'staff.trade_viewed', {
      trade_guid: trade.guid,
      customer_guid: trade.customerGuid,
    });
    return { ...found, customer: names.get(trade.customerGuid), entry };
  }

  /** Audits the export, then answers its trades newest first, a page at a time. */
  async export(actor: StaffActor, filter: AdminTradeFilter): Promise<AsyncIterable<TradeCsvRow[]>> {
    await this.deps.views.viewed(actor, 'staff.trades_exported', {
      filter: filterDetails(filter),
      format: 'csv',
    });
    return this.deps.search.csvPages(filter);
  }
}
