import type { LedgerExportRow, SalePreview, TaxYear } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { adjustedCostBase } from './acb/adjusted-cost-base.js';
import type { AdjustedCostBase } from './acb/holding-events.js';
import {
  type CustomerHistory,
  feedsEvents,
  holdingEvents,
  withdrawalGuids,
} from './ledger-events.js';
import type { LedgerRowPages, TravelRuleParties, TravelRuleParty } from './ports.js';
import { type PlannedSale, salePreview } from './sale-preview.js';
import { statedCostsOf } from './stated-costs.repo.js';
import { taxYear, torontoYear } from './tax-year.js';

export interface TaxYearsDeps {
  db: Kysely<Schema>;
  clock: Clock;
  ledgerRows: LedgerRowPages;
  parties: TravelRuleParties;
}

/**
 * The customer's tax years (ADR 74): each request reads the whole ledger export and runs the
 * adjusted cost base engine over it, so the figures are always those of the records as they
 * stand (cost O(history); caching is a follow-up).
 */
export class TaxYears {
  constructor(private readonly deps: TaxYearsDeps) {}

  /**
   * The year's dispositions, totals and year-end holdings. A year that has not begun in Toronto
   * is refused before anything is read: it has nothing to report yet.
   */
  async year(customerGuid: string, year: number): Promise<TaxYear> {
    const now = this.deps.clock.now();
    const current = torontoYear(now);
    if (year > current) {
      const message = `The tax year ${year} has not begun: the latest is ${current}`;
      throw new AppError('invalid_parameter', message, [{ path: 'params.year', message }]);
    }
    return taxYear(await this.historyOf(customerGuid), year, now);
  }

  /**
   * What a sale of `sale.asset` made now would report, for the quote screen's superficial-loss
   * note (docs/product/tax.md): the asset's history as the tax year reads it, and nothing written.
   */
  async salePreview(customerGuid: string, sale: PlannedSale): Promise<SalePreview> {
    const now = this.deps.clock.now();
    const own = (await this.historyOf(customerGuid)).get(sale.asset);
    return salePreview(own?.events ?? [], sale, now);
  }

  /**
   * Every asset's events, from the export's pages; whose wallet each page's withdrawals went to
   * is read in one call per page, the costs the customer stated for transfers in in one call.
   */
  async historyOf(customerGuid: string): Promise<CustomerHistory> {
    const { db, ledgerRows, parties } = this.deps;
    const rows: LedgerExportRow[] = [];
    const found = new Map<string, TravelRuleParty>();
    for await (const page of await ledgerRows.pages(customerGuid)) {
      for (const row of page) if (feedsEvents(row)) rows.push(row);
      const answered = await parties.byGuid(db, customerGuid, withdrawalGuids(page));
      for (const [guid, party] of answered) found.set(guid, party);
    }
    return this.historyFrom(customerGuid, rows, found);
  }

  /**
   * Each crypto asset's pool after the events before `at` (a statement's end, ADR 77), from
   * export rows the caller has read already, so a statement reads the export once for its
   * balances and its book costs.
   */
  async poolsAt(
    customerGuid: string,
    rows: readonly LedgerExportRow[],
    at: Date,
  ): Promise<Map<CryptoAssetCode, AdjustedCostBase>> {
    const bound = at.toISOString();
    const before = rows.filter((row) => row.posted_at < bound && feedsEvents(row));
    const parties = await this.deps.parties.byGuid(
      this.deps.db,
      customerGuid,
      withdrawalGuids(before),
    );
    const history = await this.historyFrom(customerGuid, before, parties);
    const pools = new Map<CryptoAssetCode, AdjustedCostBase>();
    for (const [asset, own] of history) pools.set(asset, adjustedCostBase(own.events, at));
    return pools;
  }

  private async historyFrom(
    customerGuid: string,
    rows: readonly LedgerExportRow[],
    parties: ReadonlyMap<string, TravelRuleParty>,
  ): Promise<CustomerHistory> {
    const costs = await statedCostsOf(this.deps.db, customerGuid);
    return holdingEvents(
      rows,
      (guid) => parties.get(guid) ?? null,
      (guid) => costs.get(guid),
    );
  }
}
