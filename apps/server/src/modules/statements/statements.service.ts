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
import type { Outbox, OutgoingMail } from '../notifications/outbox.js';
import type { PriceHistory } from '../records/ports.js';
import type { TaxReportFacts } from '../tax/tax-report-document.js';
import type { TaxYears } from '../tax/tax-year.service.js';
import { statementMaker } from './statement-document.js';
import type { StatementFacts } from './statement-facts.js';
import {
  periodsJustEnded,
  type StatementPeriod,
  statementPeriod,
  taxYearsJustClosed,
} from './statement-period.js';
import { isFinished, markFinished } from './statement-periods.repo.js';
import { readStatement, type StatementSources } from './statement-sources.js';

/** Customers whose statements are worked out and asked for in one transaction. */
const BATCH = 100;

/** Customers whose facts are read side by side (the pool's connections, on PostgreSQL). */
const SIDE_BY_SIDE = 4;

/** Accounts whose owners are read at once. */
const OWNERS_PER_READ = 10_000;

export interface StatementsDeps extends Omit<StatementSources, 'ledger' | 'pools'> {
  pools: Pick<TaxYears, 'poolsAt' | 'year'>;
  /** Each statement and tax report is announced by e-mail, in the transaction that asks for it. */
  outbox: Pick<Outbox, 'queueAll'>;
  /** Where the e-mail's link to the /documents page points. */
  publicUrl: string;
  /** Where a closed year's tax report is asked for (the tax module's kind). */
  taxReports: DocumentRequester<TaxReportFacts>;
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
 * period is finished reads nothing. Each statement is announced by e-mail as it is asked for.
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

  /**
   * Asks for the statements of the periods that ended with last month, and in February for the
   * tax reports of the year before; answers how many.
   */
  async issueDue(): Promise<number> {
    const now = this.deps.clock.now();
    let issued = 0;
    for (const period of periodsJustEnded(now)) issued += await this.issue(period);
    for (const year of taxYearsJustClosed(now)) issued += await this.issueTaxReports(year);
    return issued;
  }

  /**
   * Asks for the period's statements that are not asked for yet and marks the period finished;
   * answers how many this run asked for. A period not yet over is refused: its statements
   * would miss the rest of it.
   */
  async issue(text: string): Promise<number> {
    const period = statementPeriod(text);
    if (period.endsAt > this.deps.clock.now()) throw new Error(`${text} has not ended yet`);
    const history = new PriceLookup(this.deps.market);
    const market = { history, closing: await closingPrices(history, period) };
    return this.run({
      kind: 'statement',
      subject: text,
      documents: this.documents,
      active: { from: period.startsAt, to: period.endsAt },
      holdingAt: period.kind === 'quarter' ? period.endsAt : null,
      datedAt: new Date(period.endsAt.getTime() - 1),
      factsOf: (customer) => readStatement(this.deps, customer, period, market),
    });
  }

  /**
   * Asks for the year's tax reports (ADR 77): to every customer with activity in the year or a
   * position at its end, the tax year as the tax centre answers it now. Refused until 30 days
   * after the year, when a purchase could still deny a December loss.
   */
  async issueTaxReports(year: number): Promise<number> {
    const period = statementPeriod(`${year + 1}-01`);
    if (period.endsAt > this.deps.clock.now()) throw new Error(`${year} is not closed yet`);
    const yearEnd = statementPeriod(`${year}-12`).endsAt;
    const taxYears = this.deps.pools;
    return this.run({
      kind: 'tax_report',
      subject: String(year),
      documents: this.deps.taxReports,
      active: { from: statementPeriod(`${year}-01`).startsAt, to: yearEnd },
      holdingAt: yearEnd,
      datedAt: new Date(yearEnd.getTime() - 1),
      factsOf: async (customer) => ({
        customer_name: customer.name,
        year: await taxYears.year(customer.guid, year),
      }),
    });
  }

  /**
   * Asks for a run's documents not asked for yet, `BATCH` customers to a transaction, in guid
   * order, and marks the run finished; a finished run reads nothing.
   */
  private async run<F>(run: PeriodRun<F>): Promise<number> {
    const { db, clock } = this.deps;
    if (await isFinished(db, run.subject)) return 0;
    const customers = await this.customersOf(run);
    let issued = 0;
    for (let start = 0; start < customers.length; start += BATCH) {
      issued += await this.issueBatch(run, customers.slice(start, start + BATCH));
    }
    await markFinished(db, run.subject, issued, clock.now());
    return issued;
  }

  /** Whose documents the run has: activity in its span, or a balance at `holdingAt`. */
  private async customersOf(run: PeriodRun<unknown>): Promise<string[]> {
    const { db, ledger, accounts } = this.deps;
    const owned = await ledger.statementAccounts(db, run.active, run.holdingAt);
    const customers = new Set<string>();
    // A statement binds at most 65,535 values: a month of 100,000 customers is asked in parts.
    for (let start = 0; start < owned.length; start += OWNERS_PER_READ) {
      const owners = await accounts.ownersOf(db, owned.slice(start, start + OWNERS_PER_READ));
      for (const owner of owners.values()) customers.add(owner);
    }
    return [...customers].sort();
  }

  private async issueBatch<F>(run: PeriodRun<F>, batch: readonly string[]): Promise<number> {
    const { db } = this.deps;
    const asked = await run.documents.askedFor(db, run.subject, batch);
    const due = batch.filter((guid) => !asked.has(guid));
    if (due.length === 0) return 0;
    const holders = await this.deps.customers.holdersOf(db, due);
    const requests: RequestedDocument<F>[] = [];
    const mails: OutgoingMail[] = [];
    const { subject, datedAt, kind } = run;
    const link = `${this.deps.publicUrl}/documents`;
    // A few customers' facts read side by side: on PostgreSQL each is a handful of round trips.
    for (let start = 0; start < due.length; start += SIDE_BY_SIDE) {
      const read = await Promise.all(
        due.slice(start, start + SIDE_BY_SIDE).map(async (guid) => {
          const holder = holders.get(guid);
          if (holder === undefined) throw new Error(`customer ${guid} has no holder`);
          return { guid, holder, facts: await run.factsOf({ guid, name: holder.display_name }) };
        }),
      );
      for (const { guid, holder, facts } of read) {
        const { language } = holder;
        requests.push({ customerGuid: guid, subject, language, datedAt, facts });
        const name = holder.display_name;
        const content = { template: 'document_issued', name, kind, period: subject, link } as const;
        const eventKey = `document:${kind}:${subject}`;
        mails.push({ to: holder.email, language, userId: holder.id, content, eventKey });
      }
    }
    await db.transaction().execute(async (trx: Kysely<Schema>) => {
      await run.documents.request(trx, requests);
      await this.deps.outbox.queueAll(trx, mails, this.deps.clock.now());
    });
    return requests.length;
  }
}

/** One kind of document a period gives its customers: statements, or a year's tax reports. */
interface PeriodRun<F> {
  kind: 'statement' | 'tax_report';
  /** The documents' subject, and the run's name once finished. */
  subject: string;
  documents: DocumentRequester<F>;
  /** Customers with a posting in this span get one … */
  active: { from: Date; to: Date };
  /** … and, when set, those with a balance then. */
  holdingAt: Date | null;
  datedAt: Date;
  factsOf(customer: { guid: string; name: string }): Promise<F>;
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
