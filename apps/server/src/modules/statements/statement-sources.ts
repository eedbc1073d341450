import type { LedgerExportRow } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { PriceHistory } from '../records/ports.js';
import type { LedgerRowPages } from '../tax/ports.js';
import type { TaxYears } from '../tax/tax-year.service.js';
import { type BookCost, type OpenHold, statementFacts } from './statement-builder.js';
import type { StatementFacts } from './statement-facts.js';
import type { StatementPeriod } from './statement-period.js';

/**
 * What a statement reads of other contexts (ADR 77), each wired in `module-graph.ts`: the
 * customer's accounts and the holds on them (the ledger), their ledger export (records, ADR 71),
 * and the pool of each asset at the period's end (the tax module's engine, ADR 74).
 */
export interface StatementSources {
  db: Kysely<Schema>;
  ledger: Pick<LedgerService, 'balancesOf' | 'holdsOpenAt'>;
  accounts: Pick<AccountsService, 'guidsOf'>;
  ledgerRows: LedgerRowPages;
  pools: Pick<TaxYears, 'poolsAt'>;
}

/** The market as a run reads it: its history, once, and each asset's price at the period's end. */
export interface RunMarket {
  history: PriceHistory;
  closing: ReadonlyMap<CryptoAssetCode, bigint>;
}

/** A hold's reference names its transfer (`transfer:<guid>`): the statement gives the guid. */
const heldFor = (reference: string) => reference.replace(/^transfer:/, '');

/**
 * One customer's statement for the period: the export read once, whole, for the balances, the
 * activity and the book costs alike; the holds open at the end; the period's closing prices.
 * The market's history is the run's, looked up once for all its customers.
 */
export async function readStatement(
  sources: StatementSources,
  customer: { guid: string; name: string },
  period: StatementPeriod,
  market: RunMarket,
): Promise<StatementFacts> {
  const { db, ledger } = sources;
  const accounts = await ledger.balancesOf(db, await sources.accounts.guidsOf(db, customer.guid));
  const rows: LedgerExportRow[] = [];
  for await (const page of await sources.ledgerRows.pages(customer.guid, market.history)) {
    rows.push(...page);
  }
  const ids = [...accounts.values()].map((account) => account.ledgerAccountId);
  const [holds, pools] = await Promise.all([
    ledger.holdsOpenAt(db, ids, period.endsAt),
    sources.pools.poolsAt(customer.guid, rows, period.endsAt),
  ]);
  const bookCosts = new Map<CryptoAssetCode, BookCost>();
  for (const [asset, pool] of pools) {
    bookCosts.set(asset, { cost: pool.cost, estimated: pool.estimated });
  }
  return statementFacts({
    period,
    customerName: customer.name,
    accountAssets: [...accounts.values()].map((account) => account.asset),
    rows,
    holds: holds.map((hold): OpenHold => ({ ...hold, reference: heldFor(hold.reference) })),
    prices: market.closing,
    bookCosts,
  });
}
