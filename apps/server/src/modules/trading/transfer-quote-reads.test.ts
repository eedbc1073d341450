import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../infra/ids.js';
import { objectsOf } from '../../testing/account-flows.js';
import { bankToken } from '../../testing/bank-flows.js';
import { schemaErrors } from '../../testing/cybrid-openapi.js';
import type { SignedInCustomer } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fund, fundedCustomer } from '../../testing/trading-flows.js';

/**
 * `GET /api/quotes` and `/api/quotes/{guid}` over every kind of quote (docs/decisions/0068): a
 * bank reads and lists any customer's trading, funding and crypto transfer quotes, one list
 * newest first, paged across the kinds; a customer's token still sees its own only. Two
 * customers' five quotes, a second apart, of every kind, some the bank's and some their own.
 */
let t: TestApp;
let bank: string;
let a: SignedInCustomer;
let b: SignedInCustomer;
type Name = 'aTrade' | 'aDeposit' | 'bTrade' | 'aCrypto' | 'bWithdrawal';
const created = new Map<Name, Record<string, unknown>>();
const guids = new Map<string, Name>();

async function quote(name: Name, as: string, body: object) {
  const res = await api(t, as, 'POST', '/api/quotes', body, { 'idempotency-key': newId() });
  expect(res.statusCode, res.body).toBe(201);
  created.set(name, res.json);
  guids.set(String(res.json.guid), name);
  t.clock.advance(1);
}

beforeAll(async () => {
  t = await createTestApp();
  bank = await bankToken(t);
  a = await fundedCustomer(t, 500_00n);
  b = await fundedCustomer(t, 500_00n);
  await fund(t, a.guid, 'BTC', 10_000_000n);
  const buy = { product_type: 'trading', symbol: 'BTC-CAD', side: 'buy', deliver_amount: 10_00n };
  await quote('aTrade', a.tokens.at, buy);
  const cad = { product_type: 'funding', asset: 'CAD', deliver_amount: 20_00n };
  await quote('aDeposit', bank, { ...cad, side: 'deposit', customer_guid: a.guid });
  await quote('bTrade', bank, { ...buy, customer_guid: b.guid });
  await quote('aCrypto', a.tokens.at, {
    product_type: 'crypto_transfer',
    asset: 'BTC',
    side: 'withdrawal',
    deliver_amount: 1_000_000n,
  });
  await quote('bWithdrawal', b.tokens.at, { ...cad, side: 'withdrawal' });
});
afterAll(() => t.close());

const get = (url: string, as = bank) => api(t, as, 'GET', url);

/** The quotes a list answers, by name, in its order, with its total. */
async function listed(query: string, as = bank): Promise<{ names: string[]; total: unknown }> {
  const res = await get(`/api/quotes?${query}`, as);
  expect(res.statusCode, res.body).toBe(200);
  expect(schemaErrors('QuoteList', JSON.parse(res.body))).toEqual([]);
  const names = objectsOf(res.json).map((one) => guids.get(String(one.guid)) ?? 'unknown');
  return { names, total: res.json.total };
}

const guidOf = (name: Name) => String(created.get(name)?.guid);

describe('a bank token', () => {
  it('reads any customer’s transfer quote by its guid, as it was quoted', async () => {
    for (const name of ['aDeposit', 'aCrypto', 'bWithdrawal', 'bTrade'] as const) {
      const res = await get(`/api/quotes/${guidOf(name)}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.json, name).toEqual(created.get(name));
      expect(schemaErrors('Quote', JSON.parse(res.body)), name).toEqual([]);
    }
  });

  it('lists every kind of quote of every customer, newest first, each as read by its guid', async () => {
    const all = await get('/api/quotes?per_page=100');
    expect(all.json).toMatchObject({ total: 5n, page: 0n, per_page: 100n });
    const objects = objectsOf(all.json);
    expect(objects.map((one) => guids.get(String(one.guid)))).toEqual([
      'bWithdrawal',
      'aCrypto',
      'bTrade',
      'aDeposit',
      'aTrade',
    ]);
    for (const one of objects) {
      expect(one).toEqual((await get(`/api/quotes/${String(one.guid)}`)).json);
    }
  });

  it('pages across the kinds in the list envelope', async () => {
    expect(await listed('per_page=2')).toEqual({ names: ['bWithdrawal', 'aCrypto'], total: 5n });
    expect(await listed('per_page=2&page=1')).toEqual({ names: ['bTrade', 'aDeposit'], total: 5n });
    expect(await listed('per_page=2&page=2')).toEqual({ names: ['aTrade'], total: 5n });
    expect(await listed('per_page=2&page=3')).toEqual({ names: [], total: 5n });
    expect(await listed('per_page=3&page=1')).toEqual({ names: ['aDeposit', 'aTrade'], total: 5n });
  });

  it.each([
    [`customer_guid=A`, ['aCrypto', 'aDeposit', 'aTrade']],
    [`customer_guid=A,B&product_type=funding`, ['bWithdrawal', 'aDeposit']],
    ['product_type=crypto_transfer,trading', ['aCrypto', 'bTrade', 'aTrade']],
    ['product_type=trading&side=buy,withdrawal', ['bTrade', 'aTrade']],
    ['side=withdrawal', ['bWithdrawal', 'aCrypto']],
    ['side=deposit,sell', ['aDeposit']],
    ['side=deposit&product_type=trading', []],
    ['guid=G', ['bTrade', 'aDeposit']],
  ])('filters by %s', async (query, names) => {
    const filled = query
      .replace('customer_guid=A,B', `customer_guid=${a.guid},${b.guid}`)
      .replace('customer_guid=A', `customer_guid=${a.guid}`)
      .replace('guid=G', `guid=${guidOf('aDeposit')},${guidOf('bTrade')}`);
    expect(await listed(`${filled}&per_page=100`)).toEqual({ names, total: BigInt(names.length) });
  });

  it('pages a filtered list', async () => {
    const query = `customer_guid=${a.guid}&per_page=1`;
    expect(await listed(`${query}&page=1`)).toEqual({ names: ['aDeposit'], total: 3n });
  });
});

describe('a customer token', () => {
  it('lists its own quotes of every kind, the bank’s for it included, and no other’s', async () => {
    expect(await listed('per_page=100', a.tokens.at)).toEqual({
      names: ['aCrypto', 'aDeposit', 'aTrade'],
      total: 3n,
    });
    expect(await listed('per_page=1&page=1', a.tokens.at)).toEqual({
      names: ['aDeposit'],
      total: 3n,
    });
    expect(await listed(`customer_guid=${b.guid}`, a.tokens.at)).toEqual({ names: [], total: 0n });
    expect(await listed('product_type=funding', b.tokens.at)).toEqual({
      names: ['bWithdrawal'],
      total: 1n,
    });
  });

  it('reads its own transfer quotes by guid, and another customer’s as one that does not exist', async () => {
    const own = await get(`/api/quotes/${guidOf('aDeposit')}`, a.tokens.at);
    expect(own.json).toEqual(created.get('aDeposit'));
    for (const name of ['bWithdrawal', 'bTrade'] as const) {
      const res = await get(`/api/quotes/${guidOf(name)}`, a.tokens.at);
      expect([res.statusCode, res.json.message_code], name).toEqual([404, 'not_found']);
    }
  });
});

describe('bad input', () => {
  it.each(['xyz', 'f'.repeat(32), `${'0'.repeat(31)}'`])(
    'answers 404 to the quote guid %s, for either token',
    async (guid) => {
      for (const as of [bank, a.tokens.at]) {
        const res = await get(`/api/quotes/${encodeURIComponent(guid)}`, as);
        expect([res.statusCode, res.json.message_code]).toEqual([404, 'not_found']);
      }
    },
  );

  it.each([
    ['product_type=lightning_transfer', 'product_type must be trading, funding or crypto_transfer'],
    ['side=up', 'side must be buy, sell, deposit or withdrawal'],
    ['guid=xyz', 'querystring.guid'],
  ])('refuses the list filter %s with 400', async (query, said) => {
    const res = await get(`/api/quotes?${query}`);
    expect(res.statusCode).toBe(400);
    expect(String(res.json.error_message)).toContain(said);
  });
});
