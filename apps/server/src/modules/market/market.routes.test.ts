import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

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
