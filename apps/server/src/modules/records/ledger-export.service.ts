import type { LedgerExportRow } from '@maple/contracts';
import { isCryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { LedgerService, PostingLine } from '../ledger/ledger.service.js';
import { type ExportLine, exportRow, type PageDetails, referenced } from './export-rows.js';
import type { CustomerLedgerAccount, PriceHistory, RecordsPorts } from './ports.js';

/**
 * Postings read per statement. A page is one ledger read and at most three detail reads (trades,
 * transfers, addresses), so 100,000 rows cost about 25 pages of four round trips; memory holds
 * one page whatever the history's length.
 */
export const EXPORT_PAGE = 4000;

export interface LedgerExportDeps extends RecordsPorts {
  db: Kysely<Schema>;
  ledger: Pick<LedgerService, 'postingsAfter' | 'lastPostingId'>;
  pageSize?: number;
}

/**
 * The customer's full ledger history, oldest first (ADR 71, docs/product/ledger-export.md): one
 * row per posting on any of their accounts, with its running balance, CAD value and the details
 * of what moved it. Pages follow the posting id (a keyset, no cursor, no transaction held while
 * the client reads), up to the newest posting when the export began, so a long download does not
 * chase postings made meanwhile and each account's running balance ends on what it was then.
 */
export class LedgerExport {
  constructor(private readonly deps: LedgerExportDeps) {}

  /**
   * The export's pages. The first is read before answering, so a failure to start is an error
   * answer and not a truncated file; an empty history answers no page. A caller exporting many
   * customers at once (a period's statements) passes one price lookup for them all, so the
   * market's history is loaded once rather than once per customer.
   */
  async pages(
    customerGuid: string,
    prices: PriceHistory = this.deps.prices(),
  ): Promise<AsyncIterable<LedgerExportRow[]>> {
    const { db } = this.deps;
    const accounts = await this.deps.accountsOf(db, customerGuid);
    const throughId = await this.deps.ledger.lastPostingId(db);
    const pages = this.read(customerGuid, accounts, throughId, prices);
    const first = await pages.next();
    return (async function* () {
      if (first.done === true) return;
      yield first.value;
      yield* pages;
    })();
  }

  private async *read(
    customerGuid: string,
    accounts: readonly CustomerLedgerAccount[],
    throughId: bigint,
    prices: PriceHistory,
  ): AsyncGenerator<LedgerExportRow[]> {
    const { db, ledger } = this.deps;
    const limit = this.deps.pageSize ?? EXPORT_PAGE;
    // On PGlite an int8 selected by the query builder arrives as a number, whatever the
    // table's type says, and the ledger's own lookups rely on that; a Map keyed by bigint needs
    // it made one here.
    const byId = new Map(accounts.map((account) => [BigInt(account.ledgerAccountId), account]));
    const balances = new Map<bigint, bigint>();
    let afterId = 0n;
    for (;;) {
      const lines = await ledger.postingsAfter(db, [...byId.keys()], { afterId, throughId }, limit);
      if (lines.length === 0) return;
      const details = await this.detailsOf(customerGuid, lines);
      const items: ExportLine[] = [];
      for (const line of lines) {
        const balanceAfter = (balances.get(line.accountId) ?? 0n) + line.amount;
        balances.set(line.accountId, balanceAfter);
        const accountGuid = byId.get(line.accountId)?.accountGuid ?? '';
        items.push({ line, accountGuid, balanceAfter, price: await priceOf(prices, line) });
      }
      yield items.map((item) => exportRow(item, details));
      const last = lines.at(-1);
      if (last === undefined || lines.length < limit) return;
      afterId = last.postingId;
    }
  }

  /** The trades, transfers and addresses a page names: one read of each, side by side. */
  private async detailsOf(
    customerGuid: string,
    lines: readonly PostingLine[],
  ): Promise<PageDetails> {
    const { db } = this.deps;
    const guids = { trade: new Set<string>(), transfer: new Set<string>() };
    for (const line of lines) {
      const ref = referenced(line.reference);
      if (ref.type === 'trade' || ref.type === 'transfer') guids[ref.type].add(ref.guid);
    }
    const [trades, transfers] = await Promise.all([
      this.deps.trades.byGuid(db, customerGuid, [...guids.trade]),
      this.deps.transfers.byGuid(db, customerGuid, [...guids.transfer]),
    ]);
    const wallets = [...transfers.values()].flatMap((transfer) => {
      const guid = transfer.externalWalletGuid ?? transfer.depositAddressGuid;
      return guid === null ? [] : [guid];
    });
    const addresses = await this.deps.addresses.byGuid(db, customerGuid, wallets);
    return { trades, transfers, addresses };
  }
}

/** A crypto row not priced by its trade takes the market's price nearest before its entry. */
function priceOf(prices: PriceHistory, line: PostingLine) {
  if (!isCryptoAssetCode(line.asset) || referenced(line.reference).type === 'trade') {
    return undefined;
  }
  return prices.at(line.asset, line.createdAt);
}
