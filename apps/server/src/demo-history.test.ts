import {
  type CustomerDocument,
  dataOf,
  documentListSchema,
  type TaxYear,
  taxYearSchema,
  transfersInSchema,
} from '@maple/contracts';
import { sql } from 'kysely';
import { parse, parseNumberAndBigInt } from 'lossless-json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoCustomer } from './demo-accounts.js';
import {
  type DemoHistoryOutcome,
  issueDemoStatements,
  seedDemoHistory,
  setBackForDemoHistory,
} from './demo-history/demo-history.js';
import type { StoryRecord } from './demo-history/demo-story.js';
import { ledgerViolations } from './modules/ledger/invariants.js';
import { createDemoHistoryApp, type DemoHistoryApp } from './testing/demo-history-app.js';
import { bearer, customerTokens, type SignedInCustomer } from './testing/flows.js';
import { testConfig } from './testing/test-app.js';

/**
 * The demo customer's year of history (ADR 78) as a newcomer finds it after the first start:
 * seeded through the routes customers use while the clocks walk from a year ago to now, then
 * read back from the tax centre, the documents and the platform API at today's time. Always on
 * an embedded database, as `npm start` runs: only its clock follows the demo clock.
 */
let t: DemoHistoryApp;
let outcome: DemoHistoryOutcome;
/** How many statements were asked for after seeding. */
let statements: number;
let me: SignedInCustomer;

beforeAll(async () => {
  t = await createDemoHistoryApp();
  outcome = await seedDemoHistory({ ...t, publicUrl: testConfig.publicUrl });
  // As main.ts goes on: the job queue starts, then the statements are asked for.
  await t.services.jobs.start(t.app.log);
  statements = outcome.seeded
    ? await issueDemoStatements(t.services, outcome.startsAt, t.clock.now())
    : 0;
  const tokens = await customerTokens(t.app, demoCustomer.email, demoCustomer.password);
  const guid = Buffer.from(tokens.guid, 'base64url').toString();
  me = { email: demoCustomer.email, password: demoCustomer.password, tokens, guid };
}, 120_000);
afterAll(() => t.close());

const read = async (url: string) => {
  const res = await t.app.inject({ url, headers: bearer(me.tokens.ut) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: unknown }>().data;
};
/** A platform API read with the access token, its integers read losslessly. */
const platform = async (url: string): Promise<unknown> => {
  const res = await t.app.inject({ url, headers: bearer(me.tokens.at) });
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.body, null, parseNumberAndBigInt);
};
const taxYear = async (year: number): Promise<TaxYear> =>
  taxYearSchema.parse(await read(`/customers/tax/${year}`));
const journalEntries = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('journal_entries')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const tradeTimes = z.object({ objects: z.array(z.object({ created_at: z.string() })) });
const cadAccounts = z.object({
  objects: z.array(z.object({ asset: z.string(), platform_available: z.bigint() })),
});

/** The story's guids, once seeded. */
function seeded(): StoryRecord {
  if (!outcome.seeded) throw new Error(`not seeded: ${outcome.reason}`);
  return outcome.record;
}

/** The tax years the customer has, each as the tax centre answers it. */
async function everyYear(): Promise<TaxYear[]> {
  const current = await taxYear(new Date().getUTCFullYear());
  return Promise.all(current.years.map(taxYear));
}

describe('the demo history', () => {
  it('spreads over the past year, and the clocks are back to today', async () => {
    expect(t.setBack).toEqual({ setBack: true });
    expect(outcome).toMatchObject({ seeded: true });
    const trades = tradeTimes.parse(await platform('/api/trades?per_page=100'));
    const times = trades.objects.map((trade) => Date.parse(trade.created_at));
    const daysAgo = (ms: number) => (Date.now() - ms) / 86_400_000;
    expect(times.length).toBeGreaterThanOrEqual(7);
    expect(daysAgo(Math.min(...times))).toBeGreaterThan(300);
    expect(daysAgo(Math.max(...times))).toBeLessThan(30);
    // Both clocks: the services' and the one the embedded database reads.
    expect(t.clock.isSystemTime).toBe(true);
    const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(t.database.db);
    const databaseNow = rows[0]?.now.getTime() ?? 0;
    expect(Math.abs(databaseNow - t.clock.systemTime().getTime())).toBeLessThan(5000);
  });

  it('has a sale whose loss is denied as superficial in its tax year', async () => {
    const { lossSale, repurchase } = seeded();
    const sales = (await everyYear()).flatMap((year) => year.dispositions);
    const sale = sales.find((row) => row.ref === lossSale);
    expect(sale).toMatchObject({ kind: 'sale', asset: 'BTC' });
    expect(BigInt(sale?.denied_loss_cents ?? '0')).toBeGreaterThan(0n);
    // Bought back and kept: the repurchase is no disposition.
    expect(sales.some((row) => row.ref === repurchase)).toBe(false);
  });

  it('shows the costs the customer stated for the crypto moved in, not estimates', async () => {
    const { transfersIn } = seeded();
    const listed = transfersInSchema.parse(await read('/customers/tax/transfers-in'));
    expect(listed.map((row) => row.guid).sort()).toEqual([transfersIn.BTC, transfersIn.ETH].sort());
    for (const row of listed) {
      expect(row).toMatchObject({ estimated: false, stated_cost_cents: expect.any(String) });
    }
  });

  it('makes the withdrawal to their own wallet no disposition, the one to a friend one', async () => {
    const { withdrawals } = seeded();
    const refs = (await everyYear()).flatMap((year) => year.dispositions.map((row) => row.ref));
    expect(refs).toContain(withdrawals.thirdParty);
    expect(refs).not.toContain(withdrawals.own);
  });

  it('keeps a confirmation of every trade and crypto transfer of the history', async () => {
    const record = seeded();
    await t.services.documents.drawDue();
    const years = (await everyYear()).map((year) => year.year);
    const documents: CustomerDocument[] = [];
    for (const year of years) {
      const page = dataOf(documentListSchema).parse(
        await t.app
          .inject({
            url: `/customers/documents?year=${year}&per_page=100`,
            headers: bearer(me.tokens.ut),
          })
          .then((res) => res.json()),
      );
      documents.push(...page.data.objects);
    }
    const subjects = new Set(documents.map((document) => document.subject));
    for (const guid of [
      record.lossSale,
      record.repurchase,
      record.gainSale,
      record.transfersIn.BTC,
      record.transfersIn.ETH,
      record.withdrawals.own,
      record.withdrawals.thirdParty,
    ]) {
      expect(subjects.has(guid), guid).toBe(true);
    }
    expect(documents.every((document) => document.ready)).toBe(true);
    expect(documents.filter((d) => d.kind === 'transfer_confirmation').length).toBeGreaterThan(6);
    // A statement for each month with activity and each quarter ended, and the report of each
    // tax year closed (ADR 77): at least three quarters.
    expect(statements).toBeGreaterThanOrEqual(3);
    const issued = documents.filter((d) => d.kind === 'statement' || d.kind === 'tax_report');
    expect(issued).toHaveLength(statements);
  });

  it('tells the history in the notification centre, read but for what came after the last visit', async () => {
    const list = z
      .object({
        objects: z.array(z.object({ kind: z.string(), read_at: z.string().nullable() })),
        unread_count: z.number(),
      })
      .parse(await read('/customers/notifications?per_page=100'));
    const kinds = new Set(list.objects.map((notification) => notification.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['trade', 'deposit', 'withdrawal']));
    // The statements asked for once the history is made are news; the year's trades are not.
    const unread = list.objects.filter((notification) => notification.read_at === null);
    expect(unread.length).toBe(list.unread_count);
    expect(unread.every((notification) => notification.kind === 'document')).toBe(true);
    expect(list.unread_count).toBe(statements);
  });

  it('leaves the customer CAD 10,000 or more to trade with, and the books sound', async () => {
    const accounts = cadAccounts.parse(await platform('/api/accounts?per_page=100'));
    const cad = accounts.objects.find((account) => account.asset === 'CAD');
    expect(cad?.platform_available ?? 0n).toBeGreaterThanOrEqual(10_000_00n);
    expect(await ledgerViolations(t.database.db)).toEqual({});
  });

  it('is seeded once: seeding again changes nothing', async () => {
    const before = await journalEntries();
    const again = await seedDemoHistory({ ...t, publicUrl: testConfig.publicUrl });
    expect(again).toEqual({ seeded: false, reason: 'the demo customer has a history already' });
    // The next start does not set the clocks back either.
    expect(await setBackForDemoHistory(t.services, t.clock, 'pglite')).toEqual({
      setBack: false,
      reason: 'it is made on the first start with demo accounts only',
    });
    expect(t.clock.isSystemTime).toBe(true);
    expect(await journalEntries()).toBe(before);
  });
});
