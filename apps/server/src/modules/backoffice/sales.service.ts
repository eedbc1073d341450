import type { Clock } from '../../infra/clock.js';
import type {
  CustomerSales,
  SalesRange,
  SalesReport,
  SalesRow,
  SalesWindow,
} from '../trading/sales-report.js';
import type { CustomerName, StaffActor, StaffViews } from './books-staff-views.js';
import { salesWindow } from './sales-window.js';

export interface WindowAsked {
  from?: string;
  to?: string;
  asset?: SalesWindow['asset'];
}

export interface NamedCustomerSales extends CustomerSales {
  customer: CustomerName | undefined;
}

/**
 * The back office's sales: volume and revenue by asset and period, and the customers with the
 * most volume. Read from the aggregates each trade batch keeps (ADR 27), never from the trades.
 */
export class SalesService {
  constructor(private readonly deps: { clock: Clock; report: SalesReport; views: StaffViews }) {}

  async report(
    range: SalesRange,
    asked: WindowAsked,
  ): Promise<{ window: SalesWindow; rows: SalesRow[] }> {
    const window = { ...salesWindow(range, this.deps.clock.now(), asked), asset: asked.asset };
    return { window, rows: await this.deps.report.byPeriod(range, window) };
  }

  /** The top customers of the window (days, default the last 30); audited: it names them. */
  async topCustomers(
    actor: StaffActor,
    asked: WindowAsked,
    limit: number,
  ): Promise<{ window: SalesWindow; customers: NamedCustomerSales[] }> {
    const { clock, report, views } = this.deps;
    const window = { ...salesWindow('day', clock.now(), asked), asset: asked.asset };
    const top = await report.topCustomers(window, limit);
    const names = await views.namesOf(top.map((sales) => sales.customerGuid));
    await views.viewed(actor, 'staff.top_customers_viewed', {
      from: window.from,
      to: window.to,
      ...(window.asset === undefined ? {} : { asset: window.asset }),
      customers: top.length,
    });
    return {
      window,
      customers: top.map((sales) => ({ ...sales, customer: names.get(sales.customerGuid) })),
    };
  }
}
