import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

type Chart = { prices: [number, number][]; market_caps: unknown[]; total_volumes: unknown[] };
const get = (url: string) => t.app.inject({ method: 'GET', url: `/market/api/v3/coins${url}` });
const answer = async <T>(url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const now = () => t.clock.now().getTime();
/** The gaps between points, the last (the current price) left out. */
const gaps = (points: readonly (readonly number[])[]) => {
  const stored = points.slice(0, -1);
  return new Set(stored.slice(1).map((point, i) => (point[0] ?? 0) - (stored[i]?.[0] ?? 0)));
};

describe('GET /market/api/v3/coins/{id}/market_chart, by interval', () => {
  it.each([
    ['daily', 30, day],
    ['hourly', 7, hour],
    ['5m', 1, 5 * minute],
  ] as const)('answers interval=%s points over %s days', async (interval, days, step) => {
    const chart = await answer<Chart>(
      `/ethereum/market_chart?vs_currency=cad&days=${days}&interval=${interval}`,
    );
    expect(gaps(chart.prices)).toEqual(new Set([step]));
    expect(chart.prices[0]?.[0]).toBeGreaterThanOrEqual(now() - days * day);
    expect(chart.prices.length).toBeGreaterThanOrEqual((days * day) / step);
  });

  it.each([
    ['hourly', 91, 'interval=hourly covers the past 90 days only'],
    ['5m', 2, 'interval=5m covers the past 1 day only'],
  ])('refuses interval=%s beyond what is kept (%s days)', async (interval, days, error) => {
    const res = await get(
      `/bitcoin/market_chart?vs_currency=cad&days=${days}&interval=${interval}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });
});

describe('GET /market/api/v3/coins/{id}/market_chart/range', () => {
  const range = (from: number, to: number) =>
    answer<Chart>(
      `/bitcoin/market_chart/range?vs_currency=cad&from=${from / 1000}&to=${to / 1000}`,
    );

  it.each([
    ['5-minute points within the last day', 12 * hour, 0, 5 * minute],
    ['hourly points for 30 days', 40 * day, 10 * day, hour],
    ['daily points for 10 days older than the hourly ones kept', 400 * day, 390 * day, day],
    ['daily points beyond 90 days', 200 * day, 0, day],
  ])('answers %s, all within the range', async (_case, fromAgo, toAgo, step) => {
    const [from, to] = [now() - fromAgo, now() - toAgo];
    const chart = await range(from, to);
    const stored = toAgo === 0 ? chart.prices : [...chart.prices, [to, 0]];
    expect(gaps(stored)).toEqual(new Set([step]));
    for (const [at] of chart.prices) {
      expect(at).toBeGreaterThanOrEqual(from);
      expect(at).toBeLessThanOrEqual(to);
    }
    expect(chart.market_caps).toHaveLength(chart.prices.length);
  });

  it('reads ISO dates as UTC, as UNIX seconds are', async () => {
    // Four whole days hold four daily points whatever the time of day the history keeps them
    // at (the test clock's): a range ending at noon would hold three after noon.
    const iso = await answer<Chart>(
      '/bitcoin/market_chart/range?vs_currency=cad&from=2025-03-01&to=2025-03-04T23:59:59',
    );
    const unix = await range(Date.parse('2025-03-01T00:00Z'), Date.parse('2025-03-04T23:59:59Z'));
    expect(iso).toEqual(unix);
    expect(iso.prices).toHaveLength(4);
  });

  it.each([
    ['a range ending before it starts', 'from=1700000000&to=1600000000', 'from must be earlier'],
    ['a date that is not one', 'from=yesterday&to=1600000000', 'from: must be a UNIX timestamp'],
    ['a month 13', 'from=2025-13-01&to=2026-01-01', 'from: is not a date'],
  ])('refuses %s with 400', async (_case, query, words) => {
    const res = await get(`/bitcoin/market_chart/range?vs_currency=cad&${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(words);
  });
});

describe('GET /market/api/v3/coins/{id}/ohlc', () => {
  type Candle = [number, number, number, number, number];
  const ohlc = (query: string) => answer<Candle[]>(`/litecoin/ohlc?vs_currency=cad&${query}`);

  it.each([
    ['days=1', 30 * minute],
    ['days=14', 4 * hour],
    ['days=90', 4 * day],
    ['days=max', 4 * day],
    ['days=7&interval=hourly', hour],
    ['days=180&interval=daily', day],
  ])('draws %s candles of CoinGecko’s width, closing on its boundaries', async (query, width) => {
    const candles = await ohlc(query);
    const closed = candles.slice(0, -1);
    for (const [close, open, high, low, last] of candles) {
      expect(Math.min(open, last)).toBeGreaterThanOrEqual(low);
      expect(Math.max(open, last)).toBeLessThanOrEqual(high);
      expect(close).toBeLessThanOrEqual(now());
    }
    for (const [close] of closed) expect(close % width).toBe(0);
    expect(gaps([...closed, [0]])).toEqual(new Set([width]));
  });

  it('spans the same range over a day as the 24-hour high and low', async () => {
    const candles = await ohlc('days=1');
    const [row] = (
      await t.app.inject('/market/api/v3/coins/markets?vs_currency=cad&ids=litecoin')
    ).json<{ high_24h: number; low_24h: number }[]>();
    expect(Math.max(...candles.map((candle) => candle[2]))).toBe(row?.high_24h);
    expect(Math.min(...candles.map((candle) => candle[3]))).toBe(row?.low_24h);
    expect(candles.at(-1)?.[4]).toBe(Number(t.services.market.tickers().get('LTC')?.price) / 1e8);
  });

  it.each([
    [
      'days CoinGecko does not take',
      'days=2',
      'days must be one of 1, 7, 14, 30, 90, 180, 365 or max',
    ],
    [
      'daily candles beyond 180 days',
      'days=365&interval=daily',
      'interval=daily takes days up to 180',
    ],
    [
      'hourly candles beyond 90 days',
      'days=180&interval=hourly',
      'interval=hourly takes days up to 90',
    ],
  ])('refuses %s with 400', async (_case, query, words) => {
    const res = await get(`/litecoin/ohlc?vs_currency=cad&${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(words);
  });
});
