import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { RequestedDocument } from '../documents/document-maker.js';
import type { DocumentRequester, Documents } from '../documents/documents.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { MarketDataProvider } from '../market/market-data.js';
import { PriceLookup } from '../market/price-lookup.js';
import type { PriceHistory } from '../records/ports.js';
import { statementMaker } from './statement-document.js';
import type { StatementFacts } from './statement-facts.js';
import { periodsJustEnded, type StatementPeriod, statementPeriod } from './statement-period.js';
import { isFinished, markFinished } from './statement-periods.repo.js';
import { readStatement, type StatementSources } from './statement-sources.js';

/** Customers whose statements are worked out and asked for in one transaction. */
const BATCH = 100;

export interface StatementsDeps extends Omit<StatementSources, 'ledger'> {
  ledger: Pick<LedgerService, 'balancesOf' | 'holdsOpenAt' | 'statementAccounts'>;
  clock: Clock;
  jobs: JobQueue;
  documents: Pick<Documents, 'register'>;
  accounts: Pick<AccountsService, 'guidsOf' | 'ownersOf'>;
  customers: Pick<CustomerService, 'holdersOf'>;
  /** The market's prices of the past, looked up once per run. */
  market: Pick<MarketDataProvider, 'history'>;
}

/**
 * Account statements (ADR 77, docs/product/documents.md, CIRO Rule 3808): for each Toronto
 * month, one to every customer with activity in it; for each quarter, one to every customer
 * with activity in it or a balance at its end. A daily job asks for the periods that just ended,
 * from the first day of the next month, well before the 5th business day the rule allows. Each
 * statement is a document (ADR 75), one per customer and period: a run that dies part-way is
 * taken up by the next, which skips the statements already asked for, and a run after the
 * period is finished reads nothing.
 */
export class Statements {
  private readonly documents: DocumentRequester<StatementFacts>;

  constructor(private readonly deps: StatementsDeps) {
    this.documents = deps.documents.register(statementMaker);
    deps.jobs.register({
      name: 'issue-statements',
      policy: 'standard',
      data: z.strictObject({}),
      retryLimit: 8,
      retryDelaySeconds: 300,
      expireInSeconds: 6 * 3600,
      batchSize: 1,
      // 11:00 UTC is 06:00 or 07:00 in Toronto: the day has begun there, whatever the season.
      schedule: { cron: '0 11 * * *', data: {} },
      handle: async () => {
        await this.issueDue();
      },
    });
  }

  /** Asks for the statements of the periods that ended with last month; answers how many. */
  async issueDue(): Promise<number> {
    let issued = 0;
    for (const period of periodsJustEnded(this.deps.clock.now())) {
      issued += await this.issue(period);
    }
    return issued;
  }

  /**
   * Asks for the period's statements that are not asked for yet, `BATCH` customers to a
   * transaction, and marks the period finished; answers how many this run asked for. A period
   * not yet over is refused: its statements would miss the rest of it.
   */
  async issue(text: string): Promise<number> {
    const { db, clock } = this.deps;
    const period = statementPeriod(text);
    if (period.endsAt > clock.now()) throw new Error(`${text} has not ended yet`);
    if (await isFinished(db, text)) return 0;
    const customers = await this.customersOf(period);
    const history = new PriceLookup(this.deps.market);
    const market = { history, closing: await closingPrices(history, period) };
    let issued = 0;
    for (let start = 0; start < customers.length; start += BATCH) {
      issued += await this.issueBatch(period, customers.slice(start, start + BATCH), market);
    }
    await markFinished(db, text, issued, clock.now());
    return issued;
  }

  /** Whose statements the period has: activity in it, or for a quarter a balance at its end. */
  private async customersOf(period: StatementPeriod): Promise<string[]> {
    const { db, ledger, accounts } = this.deps;
    const active = { from: period.startsAt, to: period.endsAt };
    const holdingAt = period.kind === 'quarter' ? period.endsAt : null;
    const owners = await accounts.ownersOf(
      db,
      await ledger.statementAccounts(db, active, holdingAt),
    );
    return [...new Set(owners.values())].sort();
  }

  private async issueBatch(
    period: StatementPeriod,
    batch: readonly string[],
    market: RunMarket,
  ): Promise<number> {
    const { db } = this.deps;
    const asked = await this.documents.askedFor(db, period.period, batch);
    const due = batch.filter((guid) => !asked.has(guid));
    if (due.length === 0) return 0;
    const holders = await this.deps.customers.holdersOf(db, due);
    const datedAt = new Date(period.endsAt.getTime() - 1);
    const requests: RequestedDocument<StatementFacts>[] = [];
    for (const guid of due) {
      const holder = holders.get(guid);
      if (holder === undefined) throw new Error(`customer ${guid} has no holder`);
      const customer = { guid, name: holder.display_name };
      const facts = await readStatement(this.deps, customer, period, market);
      requests.push({
        customerGuid: guid,
        subject: period.period,
        language: holder.language,
        datedAt,
        facts,
      });
    }
    await db.transaction().execute((trx: Kysely<Schema>) => this.documents.request(trx, requests));
    return requests.length;
  }
}

/** The market as a run reads it: its history, once, and each asset's price at the period's end. */
interface RunMarket {
  history: PriceHistory;
  closing: ReadonlyMap<CryptoAssetCode, bigint>;
}

/** Each crypto asset's market mid price at the period's last instant, where the market had one. */
async function closingPrices(
  history: PriceHistory,
  period: StatementPeriod,
): Promise<Map<CryptoAssetCode, bigint>> {
  const prices = new Map<CryptoAssetCode, bigint>();
  for (const asset of cryptoAssetCodes) {
    const point = await history.at(asset, new Date(period.endsAt.getTime() - 1));
    if (point !== undefined) prices.set(asset, point.price);
  }
  return prices;
}
