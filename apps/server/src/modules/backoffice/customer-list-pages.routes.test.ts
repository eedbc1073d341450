import {
  type CustomerListName,
  customerDetailSchema,
  customerListNames,
  customerListSchemas,
  type StaffRole,
} from '@maple/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addedWallet } from '../../testing/crypto-withdrawal-flows.js';
import {
  bearer,
  customerTokens,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import { eftDeposit } from '../../testing/funding-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fund } from '../../testing/trading-flows.js';

/** The customer page's lists, each paged on its own: `/admin/api/customers/{guid}/{list}`. */
let t: TestApp;
let support: string;
let me: SignedInCustomer;
/** My three trades' guids, oldest first; the last two were made in the same second. */
const myTrades: string[] = [];

const buy = async (who: SignedInCustomer) => {
  const quote = await api(t, who.tokens.at, 'POST', '/api/quotes', {
    symbol: 'BTC-CAD',
    side: 'buy',
    deliver_amount: 10_00n,
  });
  const trade = await api(t, who.tokens.at, 'POST', '/api/trades', {
    quote_guid: quote.json.guid,
  });
  if (trade.statusCode !== 201) throw new Error(`the trade answered ${trade.body}`);
  return String(trade.json.guid);
};

// Trades, a deposit (and its bank account), a wallet and a second sign-in: every list has rows.
beforeAll(async () => {
  t = await createTestApp();
  support = await signedInStaff(t, 'support');
  me = await signedInCustomer(t);
  await fund(t, me.guid, 'CAD', 1_000_00n);
  myTrades.push(await buy(me));
  t.clock.advance(5);
  myTrades.push(await buy(me), await buy(me));
  await eftDeposit(t, me, 50_00n);
  await addedWallet(t, me);
  await customerTokens(t.app, me.email, me.password);
}, 90_000);
afterAll(() => t.close());

const get = (url: string, token = support) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const listPath = (list: CustomerListName, guid = me.guid) => `/admin/api/customers/${guid}/${list}`;

/** The audited reads of lists, each one's details (of one customer's lists, if given). */
async function listViews(customerGuid?: string) {
  const { rows } = await sql<{ details: Record<string, unknown> }>`
    SELECT details FROM audit_events WHERE action = 'staff.customer_list_viewed'
    ORDER BY id`.execute(t.database.db);
  const details = rows.map((row) => row.details);
  return details.filter((d) => customerGuid === undefined || d.customer_guid === customerGuid);
}

describe('GET /admin/api/customers/{guid}/{list}', () => {
  it('pages the trades newest first, a tie in time broken by guid, with the total on every page', async () => {
    const [oldest, ...sameSecond] = myTrades;
    const newestFirst = [...sameSecond].sort().reverse();
    const first = await get(`${listPath('trades')}?per_page=2`);
    expect(first.statusCode).toBe(200);
    const page0 = customerListSchemas.trades.parse(first.json().data);
    expect(page0).toMatchObject({ page: 0, per_page: 2, total: 3 });
    expect(page0.objects.map((trade) => trade.guid)).toEqual(newestFirst);
    const second = customerListSchemas.trades.parse(
      (await get(`${listPath('trades')}?per_page=2&page=1`)).json().data,
    );
    expect(second).toMatchObject({ page: 1, total: 3 });
    expect(second.objects.map((trade) => trade.guid)).toEqual([oldest]);
    const past = (await get(`${listPath('trades')}?per_page=2&page=2`)).json().data;
    expect(past).toMatchObject({ page: 2, total: 3, objects: [] });
  });

  it('answers each list as the picture shows its first page, and audits each read with the list and page', async () => {
    const picture = customerDetailSchema.parse(
      (await get(`/admin/api/customers/${me.guid}`)).json().data,
    );
    const inPicture = { ...picture, 'bank-accounts': picture.bank_accounts };
    for (const list of customerListNames) {
      const res = await get(`${listPath(list)}?per_page=100`);
      expect(res.statusCode, list).toBe(200);
      const page = customerListSchemas[list].parse(res.json().data);
      expect(page.total, list).toBeGreaterThan(0);
      expect({ total: page.total, objects: page.objects }, list).toEqual(inPicture[list]);
    }
    expect(inPicture.sessions.total).toBe(2);
    const views = await listViews(me.guid);
    expect(views).toEqual(
      expect.arrayContaining([
        { customer_guid: me.guid, list: 'trades', page: 1 },
        ...customerListNames.map((list) => ({ customer_guid: me.guid, list, page: 0 })),
      ]),
    );
  });

  it('shows another customer only their own rows', async () => {
    const other = await signedInCustomer(t);
    for (const list of ['trades', 'transfers', 'bank-accounts', 'wallets'] as const) {
      const res = await get(listPath(list, other.guid));
      expect(res.json().data, list).toMatchObject({ total: 0, objects: [] });
    }
    const sessions = (await get(listPath('sessions', other.guid))).json().data;
    expect(sessions.total).toBe(1);
  });

  it('lets every staff role read the lists', async () => {
    for (const role of ['support', 'compliance', 'admin'] satisfies StaffRole[]) {
      const token = await signedInStaff(t, role);
      for (const list of customerListNames) {
        expect((await get(listPath(list), token)).statusCode, `${role} ${list}`).toBe(200);
      }
    }
  });

  it('refuses an unknown customer (404), a malformed guid or page (400) and no token (401), recording nothing', async () => {
    const counts = await tableCounts(t);
    const views = await listViews();
    for (const list of customerListNames) {
      expect((await get(listPath(list, '0'.repeat(32)))).statusCode, list).toBe(404);
      expect((await get(listPath(list, 'not-a-guid'))).statusCode, list).toBe(400);
      for (const query of [
        'per_page=0',
        'per_page=101',
        'page=-1',
        'page=1.5',
        'page=abc',
        'page=10001',
        'sort=asc',
      ]) {
        expect((await get(`${listPath(list)}?${query}`)).statusCode, `${list} ${query}`).toBe(400);
      }
      expect((await t.app.inject({ method: 'GET', url: listPath(list) })).statusCode).toBe(401);
      expect((await get(listPath(list), me.tokens.at)).statusCode).toBe(401);
    }
    expect(await tableCounts(t)).toEqual(counts);
    expect(await listViews()).toEqual(views);
  });
});
