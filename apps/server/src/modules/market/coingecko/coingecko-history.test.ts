import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../infra/errors.js';
import { TestClock } from '../../../testing/test-clock.js';
import type { PricePoint } from '../market-data.js';
import { CoinGeckoMarket, type CoinGeckoMarketOptions } from './coingecko-market.js';
import { type FakeAnswer, FakeCoinGecko, sixCoins } from './fake-coingecko.js';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

let clock: TestClock;
let fake: FakeCoinGecko;

beforeEach(async () => {
  clock = new TestClock(new Date('2026-11-22T15:00:00Z'));
  fake = new FakeCoinGecko(() => clock.now().getTime());
  fake.markets = sixCoins('2026-11-22T14:59:30.000Z');
  await fake.listen();
});

afterEach(async () => {
  await fake.close();
});

const market = (options: Partial<CoinGeckoMarketOptions> = {}) =>
  new CoinGeckoMarket({ apiKey: 'CG-key', plan: 'demo', baseUrl: fake.baseUrl, clock, ...options });

const chartCalls = (coin = 'bitcoin') => fake.calls(`/coins/${coin}/market_chart`);
const gaps = (points: readonly PricePoint[]) =>
  new Set(points.slice(1).map((point, i) => point.at - (points[i]?.at ?? 0)));

const failures: [string, FakeAnswer][] = [
  ['a 503', { kind: 'status', status: 503 }],
  ['a 429', { kind: 'status', status: 429, headers: { 'retry-after': '30' } }],
  ['an HTML page with 502', { kind: 'html', status: 502 }],
  ['an HTML page with 200', { kind: 'html', status: 200 }],
  ['malformed JSON', { kind: 'malformed' }],
  ['a wrong shape', { kind: 'json', body: { prices: [['yesterday', 1]] } }],
];

describe('CoinGeckoMarket history', () => {
  it('serves a day of 5-minute points, oldest first, in exact prices', async () => {
    const points = await market().history('BTC', 1);
    expect(chartCalls()[0]?.query).toEqual({ vs_currency: 'cad', days: '1', precision: 'full' });
    expect(points).toHaveLength(289);
    expect(gaps(points)).toEqual(new Set([5 * minute]));
    expect(points[0]).toEqual({ at: clock.now().getTime() - day, price: 10_000_000_000n });
    expect(points.at(-1)).toEqual({ at: clock.now().getTime(), price: 38_800_000_000n });
  });

  it('ends with the current price when the ticker is newer than the chart', async () => {
    const coinGecko = market();
    await coinGecko.start();
    await coinGecko.history('BTC', 1);
    clock.advance(120);
    fake.markets = sixCoins(clock.now().toISOString());
    await coinGecko.refresh();
    const points = await coinGecko.history('BTC', 1);
    expect(chartCalls()).toHaveLength(1);
    expect(points.at(-1)).toEqual({ at: clock.now().getTime(), price: 12_850_000_000_000n });
    expect(points.at(-2)?.at).toBe(clock.now().getTime() - 2 * minute);
  });

  it('reads every range up to 90 days from one hourly answer', async () => {
    const coinGecko = market();
    const week = await coinGecko.history('ETH', 7);
    const month = await coinGecko.history('ETH', 30);
    expect(chartCalls('ethereum').map((call) => call.query.days)).toEqual(['90']);
    expect(week).toHaveLength(7 * 24 + 1);
    expect(month).toHaveLength(30 * 24 + 1);
    expect(gaps(week)).toEqual(new Set([hour]));
  });

  it.each([
    ['demo', '365'],
    ['pro', '1826'],
  ] satisfies [CoinGeckoMarketOptions['plan'], string][])(
    'reads longer ranges from the %s plan’s longest daily answer',
    async (plan, days) => {
      const points = await market({ plan }).history('LTC', 180);
      expect(chartCalls('litecoin').map((call) => call.query.days)).toEqual([days]);
      expect(points).toHaveLength(181);
      expect(gaps(points)).toEqual(new Set([day]));
    },
  );

  it('answers from its cache within the time-to-live and asks again after', async () => {
    const coinGecko = market();
    await coinGecko.history('BTC', 1);
    clock.advance(4 * 60 + 59);
    await coinGecko.history('BTC', 1);
    expect(chartCalls()).toHaveLength(1);
    clock.advance(1);
    await coinGecko.history('BTC', 1);
    expect(chartCalls()).toHaveLength(2);

    await coinGecko.history('BTC', 7);
    clock.advance(59 * 60);
    await coinGecko.history('BTC', 14);
    expect(chartCalls()).toHaveLength(3);
    clock.advance(60);
    await coinGecko.history('BTC', 14);
    expect(chartCalls()).toHaveLength(4);
  });

  it('sends one request for misses asked for at once', async () => {
    fake.script('/coins/bitcoin/market_chart', { kind: 'slow', delayMs: 50 });
    const coinGecko = market();
    const answers = await Promise.all([1, 1, 1, 0.5].map((days) => coinGecko.history('BTC', days)));
    expect(chartCalls()).toHaveLength(1);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[3]).toEqual(answers[0]?.slice(144));
  });

  it.each(failures)('serves expired points when the upstream answers %s', async (_, answer) => {
    const coinGecko = market();
    const fresh = await coinGecko.history('BTC', 1);
    clock.advance(6 * 60);
    fake.script('/coins/bitcoin/market_chart', answer);
    const stale = await coinGecko.history('BTC', 1);
    expect(chartCalls()).toHaveLength(2);
    // Still the old answer, seen from a now six minutes later.
    expect(stale).toEqual(fresh.slice(2));
  });

  it.each(failures)(
    'is unavailable with nothing cached when CoinGecko answers %s',
    async (_, a) => {
      fake.script('/coins/bitcoin/market_chart', a);
      const failure = await market()
        .history('BTC', 1)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ code: 'service_unavailable' });
    },
  );

  it('stays within the request budget: misses past it serve stale points or fail', async () => {
    const coinGecko = market({ requestsPerMinute: 2 });
    const bitcoin = await coinGecko.history('BTC', 1);
    await coinGecko.history('ETH', 1);
    await expect(coinGecko.history('LTC', 1)).rejects.toMatchObject({
      code: 'service_unavailable',
    });
    expect(fake.requests).toHaveLength(2);

    clock.advance(6 * 60);
    await coinGecko.history('XRP', 1);
    await coinGecko.history('BCH', 1);
    expect(await coinGecko.history('BTC', 1)).toEqual(bitcoin.slice(2));
    expect(fake.requests).toHaveLength(4);
  });
});
