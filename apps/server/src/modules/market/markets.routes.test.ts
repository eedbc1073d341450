import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: string; current_price: number; market_cap: number };
type Chart = { prices: [number, number][] };

const get = (url: string) => t.app.inject({ method: 'GET', url: `/market/api/v3${url}` });
const markets = async (query: string) => {
  const res = await get(`/coins/markets?vs_currency=cad${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<Row[]>();
};
const chart = async (days: string) =>
  (await get(`/coins/bitcoin/market_chart?vs_currency=cad&days=${days}`)).json<Chart>().prices;
const percent = (price: number, before: number) => ((price - before) / before) * 100;

describe('GET /market/api/v3/coins/markets', () => {
  it('answers every field CoinGecko declares, the unknown ones as null', async () => {
    const rows = await markets('');
    expect(rows.map((row) => row.market_cap_rank)).toEqual([1, 2, 3, 4, 5, 6]);
    const btc = rows.find((row) => row.id === 'bitcoin');
    const price = Number(t.services.market.tickers().get('BTC')?.price) / 1e8;
    expect(btc).toMatchObject({
      symbol: 'btc',
      image: 'http://maple.test/coins/btc.svg',
      current_price: price,
      max_supply: 21_000_000,
      fully_diluted_valuation: Math.round(price * 21_000_000),
      total_supply: null,
      roi: null,
    });
    expect(rows.find((row) => row.id === 'ethereum')).toMatchObject({
      max_supply: null,
      fully_diluted_valuation: null,
    });
    for (const row of rows) {
      const capBefore = row.market_cap - Number(row.market_cap_change_24h);
      expect(percent(row.market_cap, capBefore)).toBeCloseTo(
        Number(row.price_change_percentage_24h),
        1,
      );
      expect(row.market_cap_change_percentage_24h).toBe(row.price_change_percentage_24h);
      expect(Object.keys(row).filter((key) => key.endsWith('_in_currency'))).toEqual([]);
    }
  });

  it('finds the all-time high and low in the stored history, current price included', async () => {
    const [btc] = await markets('&ids=bitcoin');
    const points = [...(await chart('max')), ...(await chart('90')), ...(await chart('1'))];
    const highest = points.reduce((best, point) => (point[1] > best[1] ? point : best));
    const lowest = points.reduce((best, point) => (point[1] < best[1] ? point : best));
    expect(btc).toMatchObject({
      ath: highest[1],
      ath_date: new Date(highest[0]).toISOString(),
      atl: lowest[1],
      atl_date: new Date(lowest[0]).toISOString(),
    });
    expect(btc?.ath_change_percentage).toBeCloseTo(percent(btc?.current_price ?? 0, highest[1]), 1);
  });

  it('adds the changes over each window asked for, and the last 7 days of hourly prices', async () => {
    const [btc] = await markets(
      '&ids=bitcoin&sparkline=true&price_change_percentage=1h,24h,7d,14d,30d,200d,1y',
    );
    const hourly = await chart('90');
    const now = hourly.at(-1)?.[0] ?? 0;
    const before = (days: number) =>
      hourly.filter(([at]) => at <= now - days * 86_400_000).at(-1)?.[1] ?? 0;
    const price = btc?.current_price ?? 0;
    expect(btc?.price_change_percentage_7d_in_currency).toBeCloseTo(percent(price, before(7)), 1);
    expect(btc?.price_change_percentage_30d_in_currency).toBeCloseTo(percent(price, before(30)), 1);
    expect(btc?.price_change_percentage_24h_in_currency).toBe(btc?.price_change_percentage_24h);
    for (const window of ['1h', '14d', '200d', '1y']) {
      expect(btc?.[`price_change_percentage_${window}_in_currency`]).toEqual(expect.any(Number));
    }
    const week = hourly.filter(([at]) => at >= now - 7 * 86_400_000).map(([, p]) => p);
    expect(btc?.sparkline_in_7d).toEqual({ price: week });
  });

  it.each([
    ['volume_desc', (rows: Row[]) => rows.map((row) => -Number(row.total_volume))],
    ['id_asc', (rows: Row[]) => rows.map((row) => row.id)],
    ['market_cap_asc', (rows: Row[]) => rows.map((row) => -Number(row.market_cap_rank))],
  ] as const)('orders by %s', async (order, key) => {
    const sorted = key(await markets(`&order=${order}`));
    expect(sorted).toEqual([...sorted].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it.each([
    ['ids before names and symbols', '&ids=ripple&names=Bitcoin&symbols=eth', ['ripple']],
    [
      'names before symbols',
      '&names=Bitcoin%20Cash,LITECOIN&symbols=eth',
      ['bitcoin-cash', 'litecoin'],
    ],
    ['symbols', '&symbols=ETH,xrp&include_tokens=all', ['ethereum', 'ripple']],
    ['a category (we know no coin in any)', '&category=layer-1', []],
    ['the third page of two', '&per_page=2&page=3', ['bitcoin-cash', 'litecoin']],
  ])('selects by %s', async (_case, query, ids) => {
    expect((await markets(query)).map((row) => row.id)).toEqual(ids);
  });

  it('ranks the same with rehypothecated tokens, as we list none', async () => {
    for (const row of await markets('&include_rehypothecated=true')) {
      expect(row.market_cap_rank_with_rehypothecated).toBe(row.market_cap_rank);
    }
  });

  it.each([
    ['an order CoinGecko does not take', '&order=gecko_desc', 'order must be one of'],
    ['a window CoinGecko does not take', '&price_change_percentage=1h,2h', 'takes 1h, 24h'],
    ['an unknown locale', '&locale=xx', 'locale'],
  ])('refuses %s with 400', async (_case, query, words) => {
    const res = await get(`/coins/markets?vs_currency=cad${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(words);
  });
});
