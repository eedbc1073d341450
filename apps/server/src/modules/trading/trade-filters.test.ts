import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import { objectsOf } from '../../testing/account-flows.js';
import type { SignedInCustomer } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fundedCustomer } from '../../testing/trading-flows.js';

/**
 * Every filter Cybrid documents for GET /api/trades (and our `symbol`), on one customer's
 * trades: a BTC buy, then a minute later an ETH buy, then one that fails for want of funds.
 */
let t: TestApp;
let customer: SignedInCustomer;
let other: SignedInCustomer;
const trades: Record<'btc' | 'eth' | 'failed', string> = { btc: '', eth: '', failed: '' };
let accounts: Map<string, string>;
let start: Date;

async function quote(symbol: string, cadCents: bigint): Promise<unknown> {
  const quoted = await api(t, customer.tokens.at, 'POST', '/api/quotes', {
    symbol,
    side: 'buy',
    deliver_amount: cadCents,
  });
  return quoted.json.guid;
}

async function execute(quoteGuid: unknown): Promise<string> {
  const traded = await api(t, customer.tokens.at, 'POST', '/api/trades', {
    quote_guid: quoteGuid,
  });
  return String(traded.json.guid);
}

const trade = async (symbol: string, cadCents: bigint) => execute(await quote(symbol, cadCents));

beforeAll(async () => {
  t = await createTestApp();
  customer = await fundedCustomer(t, 100_00n);
  other = await fundedCustomer(t, 0n);
  start = t.clock.now();
  trades.btc = await trade('BTC-CAD', 60_00n);
  t.clock.advance(60);
  // Quoted while the CAD is there, executed after the ETH buy has spent it.
  const short = await quote('BTC-CAD', 40_00n);
  trades.eth = await trade('ETH-CAD', 30_00n);
  trades.failed = await execute(short);
  // The two that executed settle now: their `updated_at` moves on, `created_at` stays.
  t.clock.advance(60);
  await t.services.settlement.settleDue();
  const listed = objectsOf((await api(t, customer.tokens.at, 'GET', '/api/accounts')).json);
  accounts = new Map(listed.map((account) => [String(account.asset), String(account.guid)]));
});
afterAll(() => t.close());

/** The trades a query lists, by name. */
async function listed(query: string, token = customer.tokens.at): Promise<string[]> {
  const res = await api(t, token, 'GET', `/api/trades?per_page=100&${query}`);
  expect(res.statusCode).toBe(200);
  const names = new Map(Object.entries(trades).map(([name, guid]) => [guid, name]));
  return objectsOf(res.json)
    .map((trade) => names.get(String(trade.guid)) ?? 'unknown')
    .sort();
}

const at = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000).toISOString();

describe('GET /api/trades filters', () => {
  it('account_guid: the CAD account moves in every trade, a coin account in its own', async () => {
    expect(await listed(`account_guid=${accounts.get('CAD')}`)).toEqual(['btc', 'eth', 'failed']);
    expect(await listed(`account_guid=${accounts.get('BTC')}`)).toEqual(['btc', 'failed']);
    expect(await listed(`account_guid=${accounts.get('ETH')},${accounts.get('LTC')}`)).toEqual([
      'eth',
    ]);
    expect(await listed(`account_guid=${accounts.get('ETH')}&symbol=BTC-CAD`)).toEqual([]);
  });

  it("account_guid: another customer's account lists nothing", async () => {
    const theirs = objectsOf((await api(t, other.tokens.at, 'GET', '/api/accounts')).json);
    expect(await listed(`account_guid=${String(theirs[0]?.guid)}`)).toEqual([]);
  });

  it('guid, state, side and symbol', async () => {
    expect(await listed(`guid=${trades.eth},${trades.failed}`)).toEqual(['eth', 'failed']);
    expect(await listed('state=failed')).toEqual(['failed']);
    expect(await listed('state=completed,settling')).toEqual(['btc', 'eth']);
    expect(await listed('side=sell')).toEqual([]);
    expect(await listed('side=buy&symbol=ETH-CAD')).toEqual(['eth']);
  });

  it('created_at and updated_at ranges: inclusive lower bound, exclusive upper', async () => {
    expect(await listed(`created_at_lt=${at(start, 60)}`)).toEqual(['btc']);
    expect(await listed(`created_at_gte=${at(start, 60)}`)).toEqual(['eth', 'failed']);
    expect(await listed(`created_at_gte=${at(start, 0)}&created_at_lt=${at(start, 1)}`)).toEqual([
      'btc',
    ]);
    expect(await listed(`updated_at_gte=${at(start, 120)}`)).toEqual(['btc', 'eth']);
    expect(await listed(`updated_at_lt=${at(start, 120)}`)).toEqual(['failed']);
  });

  it('bank_guid, customer_guid and label, which every trade here answers alike', async () => {
    expect(await listed(`bank_guid=${platformBankGuid}`)).toEqual(['btc', 'eth', 'failed']);
    expect(await listed(`bank_guid=${'0'.repeat(32)}`)).toEqual([]);
    expect(await listed(`customer_guid=${other.guid},${customer.guid}`)).toEqual([
      'btc',
      'eth',
      'failed',
    ]);
    expect(await listed('label=vip')).toEqual([]);
  });
});
