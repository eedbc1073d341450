import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/market/api/v3${url}` });
const priceOf = (asset: 'BTC' | 'ETH' | 'BCH' | 'XRP') =>
  Number(t.services.market.tickers().get(asset)?.price) / 1e8;

describe('GET /market/api/v3/simple/price', () => {
  it.each([
    ['ids first', '?ids=bitcoin&names=Ethereum&symbols=xrp', { bitcoin: 'BTC' }],
    [
      'names when no ids, in any case',
      '?names=Bitcoin%20Cash,ETHEREUM,Dogecoin&symbols=xrp',
      { 'bitcoin cash': 'BCH', ethereum: 'ETH' },
    ],
    ['symbols when neither', '?symbols=BTC,xrp,doge,btc', { btc: 'BTC', xrp: 'XRP' }],
  ] as const)(
    'finds coins by %s, each under the key it was asked by',
    async (_case, query, keys) => {
      const res = await get(`/simple/price${query}&vs_currencies=cad`);
      expect(res.statusCode).toBe(200);
      const expected = Object.fromEntries(
        Object.entries(keys).map(([key, asset]) => [key, { cad: priceOf(asset) }]),
      );
      expect(res.json()).toEqual(expected);
    },
  );

  it.each([
    ['USD alone', 'usd'],
    ['USD beside CAD', 'cad,usd'],
    ['an empty currency', 'cad,'],
  ])('refuses %s with 400, naming vs_currencies', async (_case, currencies) => {
    const res = await get(`/simple/price?ids=bitcoin&vs_currencies=${currencies}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(
      /^Invalid request: querystring\.vs_currencies\.\d: invalid vs_currencies: only cad is supported$/,
    );
  });

  it('refuses a request that names no coin', async () => {
    for (const query of ['', '&ids=', '&names=,&symbols=']) {
      const res = await get(`/simple/price?vs_currencies=cad${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'ids, names or symbols is required' });
    }
  });
});

describe('CoinGecko status and currencies', () => {
  it('answers /ping as CoinGecko does', async () => {
    const res = await get('/ping');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ gecko_says: '(V3) To the Moon!' });
  });

  it('quotes CAD only', async () => {
    expect((await get('/simple/supported_vs_currencies')).json()).toEqual(['cad']);
  });
});
