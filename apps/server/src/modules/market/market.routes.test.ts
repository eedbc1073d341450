import { coinMarketsSchema, marketChartSchema, simplePriceSchema } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { SimulatedMarket } from './simulated/simulated-market.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const currentBtc = () => Number(t.services.market.tickers().get('BTC')?.price) / 1e8;

describe('GET /market/api/v3/coins/{id}/market_chart', () => {
  it('answers CoinGecko shapes: 5-minute points for a day, ending at the current price', async () => {
    const res = await get(
      '/market/api/v3/coins/bitcoin/market_chart?vs_currency=cad&days=1&precision=8',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      prices: [number, number][];
      market_caps: [number, number][];
      total_volumes: [number, number][];
    }>();
    expect(body.prices.length).toBeGreaterThanOrEqual(288);
    expect(body.market_caps).toHaveLength(body.prices.length);
    expect(body.total_volumes).toHaveLength(body.prices.length);
    expect(body.prices.at(-1)?.[1]).toBe(currentBtc());
    const [first, second] = body.prices;
    expect((second?.[0] ?? 0) - (first?.[0] ?? 0)).toBe(5 * 60_000);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it('answers daily points for 365 days and five years for max, rounded to the precision', async () => {
    const year = (
      await get('/market/api/v3/coins/ripple/market_chart?vs_currency=CAD&days=365&precision=3')
    ).json<{ prices: [number, number][] }>();
    expect(year.prices.length).toBeGreaterThanOrEqual(365);
    expect(year.prices.length).toBeLessThanOrEqual(367);
    for (const [, price] of year.prices) expect(Number(price.toFixed(3))).toBe(price);
    const max = (
      await get('/market/api/v3/coins/usd-coin/market_chart?vs_currency=cad&days=max')
    ).json<{ prices: unknown[] }>();
    expect(max.prices.length).toBeGreaterThanOrEqual(1826);
  });

  it.each([
    [
      'an unknown coin',
      '/market/api/v3/coins/dogecoin/market_chart?vs_currency=cad&days=1',
      404,
      'coin not found',
    ],
    [
      'another currency',
      '/market/api/v3/coins/bitcoin/market_chart?vs_currency=usd&days=1',
      400,
      'vs_currency',
    ],
    ['no days', '/market/api/v3/coins/bitcoin/market_chart?vs_currency=cad', 400, 'days'],
    [
      'negative days',
      '/market/api/v3/coins/bitcoin/market_chart?vs_currency=cad&days=-1',
      400,
      'days',
    ],
    [
      'words for days',
      '/market/api/v3/coins/bitcoin/market_chart?vs_currency=cad&days=lots',
      400,
      'days',
    ],
    [
      'a precision of 19',
      '/market/api/v3/coins/bitcoin/market_chart?vs_currency=cad&days=1&precision=19',
      400,
      'precision',
    ],
  ])('refuses %s with a CoinGecko-style error', async (_case, url, status, words) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ error: string }>().error).toContain(words);
  });
});

describe('GET /market/api/v3/coins/markets', () => {
  it('lists the requested coins with CoinGecko fields, ranked by market cap', async () => {
    const res = await get(
      '/market/api/v3/coins/markets?vs_currency=cad&ids=bitcoin,ethereum,litecoin,bitcoin-cash&page=1&per_page=100',
    );
    expect(res.statusCode).toBe(200);
    const rows = res.json<Record<string, unknown>[]>();
    expect(rows.map((row) => row.id)).toEqual(['bitcoin', 'ethereum', 'bitcoin-cash', 'litecoin']);
    expect(rows[0]).toMatchObject({
      symbol: 'btc',
      name: 'Bitcoin',
      current_price: currentBtc(),
      market_cap_rank: 1,
    });
    for (const key of [
      'high_24h',
      'low_24h',
      'total_volume',
      'price_change_percentage_24h',
      'last_updated',
    ]) {
      expect(rows[0]).toHaveProperty(key);
    }
  });

  it('pages from 1 and refuses a page size outside 1–250', async () => {
    expect(
      (await get('/market/api/v3/coins/markets?vs_currency=cad&page=2&per_page=100')).json(),
    ).toEqual([]);
    expect(
      (await get('/market/api/v3/coins/markets?vs_currency=cad&per_page=2')).json(),
    ).toHaveLength(2);
    expect((await get('/market/api/v3/coins/markets?vs_currency=cad&per_page=0')).statusCode).toBe(
      400,
    );
    expect((await get('/market/api/v3/coins/markets?vs_currency=cad&page=0')).statusCode).toBe(400);
  });
});

describe('GET /market/api/v3/simple/price', () => {
  it('answers the requested coins in CAD, with the extras asked for, leaving unknown ids out', async () => {
    const res = await get(
      '/market/api/v3/simple/price?ids=bitcoin,ripple,dogecoin&vs_currencies=cad&include_24hr_change=true&include_last_updated_at=true',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, Record<string, number>>>();
    expect(Object.keys(body)).toEqual(['bitcoin', 'ripple']);
    expect(body.bitcoin?.cad).toBe(currentBtc());
    expect(Object.keys(body.bitcoin ?? {}).sort()).toEqual([
      'cad',
      'cad_24h_change',
      'last_updated_at',
    ]);
  });

  it('needs ids and currencies', async () => {
    expect((await get('/market/api/v3/simple/price?vs_currencies=cad')).statusCode).toBe(400);
    expect((await get('/market/api/v3/simple/price?ids=bitcoin')).statusCode).toBe(400);
  });
});

/** The next tick of the simulated market, as every instance shows it (stored, then applied). */
async function nextTick(): Promise<void> {
  const feed = t.services.market.feed;
  if (!(feed instanceof SimulatedMarket)) throw new Error('the test app runs the simulation');
  const applied = new Promise<void>((resolve) => {
    const stop = t.services.market.onTick(() => {
      stop();
      resolve();
    });
  });
  t.clock.advance(4);
  feed.tick();
  await applied;
}

const reads = {
  'simple price': '/market/api/v3/simple/price?ids=bitcoin,ethereum&vs_currencies=cad',
  'the markets list': '/market/api/v3/coins/markets?vs_currency=cad&ids=bitcoin',
  'a market chart': '/market/api/v3/coins/bitcoin/market_chart?vs_currency=cad&days=1',
};
/** The current BTC price each read shows, as its answer carries it. */
const btcIn = (url: string, body: string): number | undefined => {
  const json: unknown = JSON.parse(body);
  if (url.includes('simple/price')) return simplePriceSchema.parse(json).bitcoin?.cad;
  if (url.includes('coins/markets'))
    return coinMarketsSchema.parse(json)[0]?.current_price ?? undefined;
  return marketChartSchema.parse(json).prices.at(-1)?.[1];
};

describe.each(Object.entries(reads))('%s, read again', (_name, url) => {
  it('answers 304 without a body to a client that holds the answer, until the prices move', async () => {
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);

    for (const held of [etag, `W/${etag}`, `"elsewhere", ${etag}`, '*']) {
      const unchanged = await t.app.inject({ url, headers: { 'if-none-match': held } });
      expect(unchanged.statusCode, held).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(etag);
      expect(unchanged.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    }
    const other = await t.app.inject({ url, headers: { 'if-none-match': '"elsewhere"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('shows the new prices at the next tick, under a new ETag', async () => {
    const before = await get(url);
    expect(btcIn(url, before.body)).toBe(currentBtc());
    await nextTick();
    const after = await t.app.inject({
      url,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(btcIn(url, after.body)).toBe(currentBtc());
    expect(btcIn(url, after.body)).not.toBe(btcIn(url, before.body));
  });

  it('carries the security headers and the request id, as every answer does', async () => {
    const res = await t.app.inject({ url, headers: { 'x-request-id': 'price-read-0001' } });
    expect(res.headers['x-request-id']).toBe('price-read-0001');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('a bad price query', () => {
  it('is refused with 400 and what is wrong with it, however often it is sent', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const precision = await get(
        '/market/api/v3/simple/price?ids=bitcoin&vs_currencies=cad&precision=lots',
      );
      expect(precision.statusCode).toBe(400);
      expect(precision.json()).toEqual({
        error:
          'Invalid request: querystring.precision: precision must be full or a whole number from 0 to 18',
      });
      const currency = await get('/market/api/v3/coins/markets?vs_currency=usd');
      expect(currency.statusCode).toBe(400);
      expect(currency.json<{ error: string }>().error).toContain(
        'invalid vs_currency: only cad is supported',
      );
    }
  });
});
