import { taxDispositionColumns } from '@maple/contracts';
import { formatAmount } from '@maple/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { torontoDay } from '../../infra/clock.js';
import { trade } from '../../testing/books-flows.js';
import { documentsAbout, drawnDocument } from '../../testing/document-flows.js';
import { countMails, lastMail, type SignedInCustomer } from '../../testing/flows.js';
import { provisionedCustomer } from '../../testing/ledger-fixtures.js';
import { ledgerBalancesAt, statementsOf } from '../../testing/statement-flows.js';
import { after } from '../../testing/tax-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';
import { taxReportFactsSchema } from '../tax/tax-report-document.js';
import { statementPeriod } from './statement-period.js';

/**
 * Statements through the real app (ADR 77): the month's to the customers with activity in it,
 * the quarter's to those with a balance at its end too, once each however often the job runs,
 * their figures the ledger's at the period's bounds and drawn like any document.
 */
let t: TestApp;
let me: SignedInCustomer;
let idle: string;
let bought: Record<string, unknown>;
let month: string;
let quarter: string;

beforeAll(async () => {
  t = await createTestApp({ trading: { ...testConfig.trading, feeCents: 1_99n } });
  // The ledger dates entries by the database's clock: this month's, in Toronto. The app's clock
  // goes back to it too (it starts an hour ahead), or in a month's last hour it would be in
  // the next month already, and the month's statements due.
  t.clock.set(new Date());
  month = torontoDay(t.clock.now()).slice(0, 7);
  const monthNumber = Number(month.slice(5, 7));
  quarter = `${month.slice(0, 4)}-Q${Math.ceil(monthNumber / 3)}`;
  me = await fundedCustomer(t, 10_000_00n, { secondFactor: false });
  bought = await trade(t, me, 'BTC-CAD', 'buy', 2_500_00n);
  await after(t, 10);
  idle = (await provisionedCustomer(t.database.db)).customerGuid;
}, 60_000);
afterAll(() => t.close());

/** The test clock moved to 06:00 in Toronto on the day after the period. */
const dayAfter = (period: string) =>
  t.clock.set(new Date(statementPeriod(period).endsAt.getTime() + 11 * 3600_000));

describe('a month’s statements', () => {
  it('are refused while the month lasts', async () => {
    await expect(t.services.statements.issue(month)).rejects.toThrow('has not ended');
  });

  it('go, with the quarter’s, to the customers the rule names, stating the ledger', async () => {
    dayAfter(month);
    expect(await t.services.statements.issueDue()).toBeGreaterThanOrEqual(1);
    dayAfter(quarter);
    await t.services.statements.issue(quarter);
    const monthly = await statementsOf(t, month);
    const quarterly = await statementsOf(t, quarter);
    expect(monthly.has(me.guid) && quarterly.has(me.guid)).toBe(true);
    expect(monthly.has(idle) || quarterly.has(idle)).toBe(false);
    // Each announced by e-mail, with a link to the documents page.
    expect(await countMails(t, me.email, 'document_issued')).toBe(2);
    const mine = monthly.get(me.guid);
    if (mine === undefined) throw new Error('no statement');
    const { facts } = mine;
    const end = statementPeriod(month).endsAt;
    const ledger = await ledgerBalancesAt(t.database.db, end);
    for (const balance of facts.balances) {
      expect(BigInt(balance.closing)).toBe(ledger.get(`${me.guid}:${balance.asset}`) ?? 0n);
      expect(balance.opening).toBe('0');
    }
    expect(mine.datedAt.getTime()).toBe(end.getTime() - 1);
    expect(facts.activity.filter((line) => line.reference === bought.guid)).toHaveLength(2);
    expect(facts.fees).toContainEqual({ asset: 'CAD', period: '199', year_to_date: '199' });
    const { holdings } = await t.services.taxYears.year(me.guid, Number(month.slice(0, 4)));
    const [btc] = holdings;
    expect(facts.positions).toMatchObject([
      { asset: 'BTC', quantity: btc?.quantity, book_cost_cents: btc?.cost_cents, estimated: false },
    ]);
  });

  it('are drawn like any document, the closing cash in words', async () => {
    const statement = (await statementsOf(t, month)).get(me.guid);
    if (statement === undefined) throw new Error('no statement');
    const drawn = await drawnDocument(t, me.guid, statement.guid);
    expect(drawn.filename).toBe(`maple-statement-${month}.pdf`);
    expect(drawn.info).toMatchObject({ Title: expect.stringMatching(/statement/i) });
    const cad = statement.facts.balances.find((balance) => balance.asset === 'CAD');
    expect(drawn.text).toContain(formatAmount(BigInt(cad?.closing ?? '0'), 'CAD', 'en-CA'));
    expect(drawn.rows.some((row) => row.section === 'activity')).toBe(true);
  });

  it('are asked for once per customer, however often or side by side the job runs', async () => {
    const before = (await statementsOf(t, month)).size;
    expect(await t.services.statements.issue(month)).toBe(0);
    // A run that died after asking for every statement, before marking the month finished.
    await t.database.db.deleteFrom('statement_periods').where('period', '=', month).execute();
    await Promise.all([t.services.statements.issue(month), t.services.statements.issue(month)]);
    expect((await statementsOf(t, month)).size).toBe(before);
    expect(await countMails(t, me.email, 'document_issued')).toBe(2);
    const finished = await t.database.db
      .selectFrom('statement_periods')
      .selectAll()
      .where('period', '=', month)
      .execute();
    expect(finished).toHaveLength(1);
  });
});

describe('a closed year’s tax report', () => {
  const year = () => Number(month.slice(0, 4));

  it('waits for the 30 days after the year in which a loss can still be denied', async () => {
    t.clock.set(new Date(statementPeriod(`${year()}-12`).endsAt.getTime() + 11 * 3600_000));
    await expect(t.services.statements.issueTaxReports(year())).rejects.toThrow('not closed');
  });

  it('keeps the year as the tax centre answers it, with its dispositions’ CSV', async () => {
    dayAfter(`${year() + 1}-01`);
    expect(await t.services.statements.issueDue()).toBeGreaterThanOrEqual(1);
    const [report, ...others] = (await documentsAbout(t, 'tax_report', String(year()))).filter(
      (document) => document.customer_guid === me.guid,
    );
    if (report === undefined) throw new Error('no tax report');
    expect(others).toEqual([]);
    const facts = taxReportFactsSchema.parse(report.facts);
    const answered = await t.services.taxYears.year(me.guid, year());
    expect(facts.year.holdings).toEqual(answered.holdings);
    expect(facts.year.totals).toEqual(answered.totals);
    const drawn = await drawnDocument(t, me.guid, report.guid);
    expect(drawn.filename).toBe(`maple-capital-gains-${year()}.pdf`);
    expect(drawn.header).toEqual([...taxDispositionColumns]);
    expect(await t.services.statements.issueTaxReports(year())).toBe(0);
    const mail = await lastMail(t.app, me.email, 'document_issued');
    expect(mail.subject).toBe(`Your ${year()} capital gains report is ready`);
  });
});
