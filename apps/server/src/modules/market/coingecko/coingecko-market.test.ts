import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestClock } from '../../../testing/test-clock.js';
import type { Tickers } from '../market-data.js';
import { CoinGeckoMarket, type CoinGeckoMarketOptions } from './coingecko-market.js';
import { type FakeAnswer, FakeCoinGecko, marketsRow, sixCoins } from './fake-coingecko.js';

const apiKey = 'CG-t0p-s3cret-key-do-not-leak';
const quotedAt = '2026-11-22T14:59:30.000Z';

let clock: TestClock;
let fake: FakeCoinGecko;
const started: CoinGeckoMarket[] = [];

beforeEach(async () => {
  clock = new TestClock(new Date('2026-11-22T15:00:00Z'));
  fake = new FakeCoinGecko(() => clock.now().getTime());
  fake.markets = sixCoins(quotedAt);
  await fake.listen();
});

afterEach(async () => {
  for (const market of started.splice(0)) market.stop();
  await fake.close();
});

function market(options: Partial<CoinGeckoMarketOptions> = {}) {
  const coinGecko = new CoinGeckoMarket({
    apiKey,
    plan: 'demo',
    baseUrl: fake.baseUrl,
    clock,
    ...options,
  });
  started.push(coinGecko);
  return coinGecko;
}

const prices = (tickers: Tickers) => [...tickers.values()].map((ticker) => ticker.price);
const delayed = (tickers: Tickers) => [...tickers.values()].map((ticker) => ticker.delayed);
const withPrice = (id: string, price: number) =>
  sixCoins(quotedAt).map((row) => (row.id === id ? marketsRow(id, price, quotedAt) : row));
const marketCalls = () => fake.calls('/coins/markets').length;

describe('CoinGeckoMarket tickers', () => {
  it('asks for the six coins in CAD at full precision and reads every field exactly', async () => {
    fake.markets = sixCoins(quotedAt).map((row) =>
      row.id === 'bitcoin'
        ? {
            ...row,
            current_price: 128500.12345678,
            high_24h: 129000.5,
            low_24h: 127000.25,
            price_change_24h: -523.6328486847997,
            total_volume: 2583918237.5,
            market_cap: 2541998123456.4,
          }
        : row.id === 'ripple'
          ? { ...row, current_price: 0.5123 }
          : row.id === 'usd-coin'
            ? { ...row, current_price: 1e-7, high_24h: null, low_24h: null, market_cap: null }
            : row,
    );
    const coinGecko = market();
    await coinGecko.start();

    expect(fake.calls('/coins/markets')[0]?.query).toEqual({
      vs_currency: 'cad',
      ids: 'bitcoin,ethereum,litecoin,bitcoin-cash,usd-coin,ripple',
      precision: 'full',
    });
    const tickers = coinGecko.tickers();
    expect(tickers.get('BTC')).toEqual({
      asset: 'BTC',
      price: 12_850_012_345_678n,
      price24hAgo: 12_850_012_345_678n + 52_363_284_868n,
      high24h: 12_900_050_000_000n,
      low24h: 12_700_025_000_000n,
      volume24h: 2_583_918_238n,
      marketCap: 2_541_998_123_456n,
      updatedAt: new Date(quotedAt),
      delayed: false,
    });
    expect(tickers.get('XRP')?.price).toBe(51_230_000n);
    expect(tickers.get('USDC')).toMatchObject({ price: 10n, high24h: 10n, low24h: 10n });
    expect(tickers.get('USDC')?.marketCap).toBe(0n);
    expect(tickers.get('ETH')?.price).toBe(430_050_000_000n);
  });

  it('refuses to start when the first fetch fails, naming the status but never the key', async () => {
    fake.script('/coins/markets', { kind: 'status', status: 503 });
    const coinGecko = market();
    const failure = await coinGecko.start().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).toMatch(/could not be loaded: CoinGecko answered HTTP 503/);
    expect(String(failure)).not.toContain(apiKey);
    expect(coinGecko.tickers().size).toBe(0);
  });

  it('serves the last good tickers marked delayed when a refresh fails, until one succeeds', async () => {
    const coinGecko = market();
    const ticks: Tickers[] = [];
    coinGecko.onTick((tickers) => ticks.push(tickers));
    await coinGecko.start();
    const good = prices(coinGecko.tickers());

    fake.script('/coins/markets', { kind: 'status', status: 500 }, { kind: 'status', status: 503 });
    expect(await coinGecko.refresh()).toBe('failed');
    expect(prices(coinGecko.tickers())).toEqual(good);
    expect(delayed(coinGecko.tickers())).toEqual(Array(6).fill(true));
    expect(ticks.map(delayed)).toEqual([Array(6).fill(true)]);

    clock.advance(5);
    expect(await coinGecko.refresh()).toBe('failed');
    expect(ticks).toHaveLength(1);

    clock.advance(10);
    fake.markets = [marketsRow('bitcoin', 130000, quotedAt), ...sixCoins(quotedAt).slice(1)];
    expect(await coinGecko.refresh()).toBe('updated');
    expect(coinGecko.tickers().get('BTC')?.price).toBe(13_000_000_000_000n);
    expect(delayed(coinGecko.tickers())).toEqual(Array(6).fill(false));
    expect(ticks.map(delayed)).toEqual([Array(6).fill(true), Array(6).fill(false)]);
  });

  it.each<[string, FakeAnswer]>([
    ['an HTML page with 200', { kind: 'html', status: 200 }],
    ['an HTML page with 502', { kind: 'html', status: 502 }],
    ['malformed JSON', { kind: 'malformed' }],
    ['a wrong shape', { kind: 'json', body: { status: { error_code: 10002 } } }],
    ['a row without a price', { kind: 'json', body: [{ id: 'bitcoin' }] }],
    ['a missing coin', { kind: 'json', body: sixCoins(quotedAt).slice(1) }],
    ['a price of zero', { kind: 'json', body: withPrice('bitcoin', 0) }],
    ['a price below 8 decimals', { kind: 'json', body: withPrice('ripple', 4e-9) }],
    ['a slow answer', { kind: 'slow', delayMs: 2_000 }],
  ])('treats %s as a failed refresh', async (_, answer) => {
    const reported: Error[] = [];
    const coinGecko = market({ timeoutMs: 150, onUpstreamFailure: (e) => reported.push(e) });
    await coinGecko.start();
    fake.script('/coins/markets', answer);
    expect(await coinGecko.refresh()).toBe('failed');
    expect(delayed(coinGecko.tickers())).toEqual(Array(6).fill(true));
    expect(reported).toHaveLength(1);
    expect(reported[0]?.message).not.toContain(apiKey);
  });

  it('sends nothing before a 429 Retry-After has passed, for refreshes and history', async () => {
    const coinGecko = market();
    await coinGecko.start();
    fake.script('/coins/markets', {
      kind: 'status',
      status: 429,
      headers: { 'retry-after': '120' },
    });
    expect(await coinGecko.refresh()).toBe('failed');
    expect(delayed(coinGecko.tickers())).toEqual(Array(6).fill(true));

    clock.advance(60);
    expect(await coinGecko.refresh()).toBe('deferred');
    await expect(coinGecko.history('BTC', 1)).rejects.toMatchObject({
      code: 'service_unavailable',
    });
    clock.advance(59);
    expect(await coinGecko.refresh()).toBe('deferred');
    expect(fake.requests).toHaveLength(2);

    clock.advance(1);
    expect(await coinGecko.refresh()).toBe('updated');
    expect(delayed(coinGecko.tickers())).toEqual(Array(6).fill(false));
    expect(fake.requests).toHaveLength(3);
  });

  it('defers a refresh while the request budget is spent', async () => {
    const coinGecko = market({ requestsPerMinute: 1 });
    await coinGecko.start();
    expect(await coinGecko.refresh()).toBe('deferred');
    expect(delayed(coinGecko.tickers())).toEqual(Array(6).fill(false));
    clock.advance(60);
    expect(await coinGecko.refresh()).toBe('updated');
    expect(marketCalls()).toBe(2);
  });

  it('shares one request between refreshes asked for at once', async () => {
    const coinGecko = market();
    await coinGecko.start();
    const outcomes = await Promise.all([coinGecko.refresh(), coinGecko.refresh()]);
    expect(outcomes).toEqual(['updated', 'updated']);
    expect(marketCalls()).toBe(2);
  });

  it('refreshes in the background, telling listeners, until stopped', async () => {
    // Only the schedule's timer is faked: the requests to the fake CoinGecko stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const coinGecko = market({ refreshMs: 20_000 });
      const listener = vi.fn();
      coinGecko.onTick(listener);
      await coinGecko.start();
      for (const calls of [2, 3]) {
        await vi.advanceTimersByTimeAsync(20_000);
        await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(calls - 1));
        expect(marketCalls()).toBe(calls);
      }
      // Stopping takes the next refresh's timer off the schedule (other timers are the HTTP
      // client's own).
      const scheduled = vi.getTimerCount();
      coinGecko.stop();
      expect(vi.getTimerCount()).toBe(scheduled - 1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(marketCalls()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
