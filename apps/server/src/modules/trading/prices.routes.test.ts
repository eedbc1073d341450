import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fund } from '../../testing/trading-flows.js';

let t: TestApp;
let token: string;
let customerGuid: string;
beforeAll(async () => {
  t = await createTestApp();
  const customer = await signedInCustomer(t);
  token = customer.tokens.at;
  customerGuid = customer.guid;
});
afterAll(() => t.close());

/** A JSON array answer (`api()` reads objects only). */
async function arrayAnswer(url: string): Promise<{ statusCode: number; items: unknown[] }> {
  const res = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const parsed: unknown = res.json();
  return { statusCode: res.statusCode, items: Array.isArray(parsed) ? parsed : [] };
}

const fieldOf = (item: unknown, field: string): unknown =>
  typeof item === 'object' && item !== null ? new Map(Object.entries(item)).get(field) : undefined;

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

describe('GET /api/assets', () => {
  it('lists CAD and the six coins with their decimals', async () => {
    const res = await api(t, token, 'GET', '/api/assets');
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({ total: 7n, page: 0n, per_page: 10n });
    expect(res.json.objects).toEqual([
      { type: 'fiat', code: 'CAD', name: 'Canadian dollar', symbol: '$', decimals: 2n },
      { type: 'crypto', code: 'BTC', name: 'Bitcoin', symbol: '₿', decimals: 8n },
      { type: 'crypto', code: 'ETH', name: 'Ether', symbol: 'Ξ', decimals: 18n },
      { type: 'crypto', code: 'LTC', name: 'Litecoin', symbol: 'Ł', decimals: 8n },
      { type: 'crypto', code: 'BCH', name: 'Bitcoin Cash', symbol: 'BCH', decimals: 8n },
      { type: 'crypto', code: 'USDC', name: 'USD Coin', symbol: 'USDC', decimals: 6n },
      { type: 'crypto', code: 'XRP', name: 'XRP', symbol: 'XRP', decimals: 6n },
    ]);
  });

  it('pages and filters by code', async () => {
    const page = await api(t, token, 'GET', '/api/assets?per_page=3&page=2');
    expect(page.json).toMatchObject({ total: 7n, page: 2n, per_page: 3n });
    expect(page.json.objects).toEqual([expect.objectContaining({ code: 'XRP' })]);
    const some = await api(t, token, 'GET', '/api/assets?code=ETH,CAD');
    expect(some.json.total).toBe(2n);
  });
});

describe('GET /api/symbols', () => {
  it('lists the six CAD markets', async () => {
    const res = await arrayAnswer('/api/symbols');
    expect(res.statusCode).toBe(200);
    expect(res.items).toEqual(['BTC-CAD', 'ETH-CAD', 'LTC-CAD', 'BCH-CAD', 'USDC-CAD', 'XRP-CAD']);
  });
});

describe('GET /api/prices', () => {
  it('prices every market at the mid ± the spread, in cents per whole unit', async () => {
    const prices = await arrayAnswer('/api/prices');
    expect(prices.statusCode).toBe(200);
    expect(prices.items).toHaveLength(6);
    const tickers = t.services.market.tickers();
    for (const [asset, spreadBps] of [
      ['BTC', 75n],
      ['USDC', 25n],
    ] as const) {
      const ticker = tickers.get(asset);
      if (ticker === undefined) throw new Error(`no ${asset} ticker`);
      // Mid at 8 decimals → cents: 10^6; basis points: 10^4. Buy rounds up, sell down.
      expect(prices.items).toContainEqual({
        symbol: `${asset}-CAD`,
        type: 'trading',
        buy_price: Number(ceilDiv(ticker.price * (10_000n + spreadBps), 10n ** 10n)),
        sell_price: Number((ticker.price * (10_000n - spreadBps)) / 10n ** 10n),
        buy_price_last_updated_at: ticker.updatedAt.toISOString(),
        sell_price_last_updated_at: ticker.updatedAt.toISOString(),
      });
    }
  });

  it('answers the asked symbols only, in market order', async () => {
    const res = await arrayAnswer('/api/prices?symbol=XRP-CAD,BTC-CAD');
    expect(res.items.map((item) => fieldOf(item, 'symbol'))).toEqual(['BTC-CAD', 'XRP-CAD']);
  });

  it('prices what a buy quote then charges', async () => {
    // No tick of the simulated market between the two calls: the price must be the same.
    t.services.market.stop();
    // Enough CAD for a whole coin: a quote is only for what the customer can pay.
    await fund(t, customerGuid, 'CAD', 10_000_000_00n);
    const [price] = (await arrayAnswer('/api/prices?symbol=BTC-CAD')).items;
    const quote = await api(t, token, 'POST', '/api/quotes', {
      symbol: 'BTC-CAD',
      side: 'buy',
      receive_amount: 10n ** 8n,
    });
    // One whole coin costs the listed buy price (the quote rounds up to the cent, as the list).
    expect(quote.json.deliver_amount).toBe(BigInt(Number(fieldOf(price, 'buy_price'))));
  });
});

describe('bad input and access', () => {
  it.each([
    '/api/prices?symbol=DOGE-CAD',
    '/api/prices?symbol=BTC-CAD,',
    '/api/prices?symbol=btc-cad',
    '/api/assets?per_page=101',
    '/api/assets?page=-1',
    '/api/assets?code=DOGE',
  ])('GET %s answers 400 invalid_value, as Cybrid refuses a list query', async (url) => {
    const before = await tableCounts(t);
    const res = await api(t, token, 'GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ status: 400n, message_code: 'invalid_value' });
    expect(typeof res.json.error_message).toBe('string');
    expect(await tableCounts(t)).toEqual(before);
  });

  it('/api/assets is open, as Cybrid describes it', async () => {
    const res = await t.app.inject('/api/assets');
    expect(res.statusCode).toBe(200);
  });

  it.each(['/api/symbols', '/api/prices'])('%s needs prices:read', async (url) => {
    const customer = await signedInCustomer(t);
    expect((await api(t, customer.tokens.ut, 'GET', url)).statusCode).toBe(401);
    const { sid } = await t.services.tokens.verify('access', customer.tokens.at);
    const accountsOnly = await t.services.tokens.issue(
      'access',
      { sub: customer.guid, sub_type: 'customer', scope: ['accounts:read'], sid },
      60,
    );
    const refused = await api(t, accountsOnly, 'GET', url);
    // Each in a status and code its operation documents: listSymbols documents 401 alone.
    const expected =
      url === '/api/symbols' ? [401n, 'authentication_failed'] : [403n, 'invalid_scopes'];
    expect([refused.json.status, refused.json.message_code]).toEqual(expected);
    expect(refused.json.error_message).toBe('Insufficient scopes');
  });
});
