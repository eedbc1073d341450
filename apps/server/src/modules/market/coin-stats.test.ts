import type { CryptoAssetCode } from '@maple/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { TestClock } from '../../testing/test-clock.js';
import { MarketStats } from './coin-stats.js';
import { FakeCoinGecko, sixCoins } from './coingecko/fake-coingecko.js';
import { SimulatedMarket } from './simulated/simulated-market.js';

describe('MarketStats', () => {
  it('reads the stored history once per new 5-minute point, and the price at every tick', async () => {
    const clock = new TestClock(new Date('2026-11-22T15:02:30Z'));
    const simulated = new SimulatedMarket({ seed: 3, clock });
    await simulated.start();
    simulated.stop();
    let reads = 0;
    const stats = new MarketStats({
      history: (asset: CryptoAssetCode, days: number) => {
        reads += 1;
        return simulated.history(asset, days);
      },
      onTick: (listener) => simulated.onTick(listener),
    });
    const btc = () => {
      const ticker = simulated.tickers().get('BTC');
      if (ticker === undefined) throw new Error('no BTC price');
      return ticker;
    };
    const tickAfter = async (seconds: number) => {
      clock.advance(seconds);
      simulated.tick();
      const ticker = btc();
      const week = (await stats.of(ticker))?.week ?? [];
      expect(week.at(-1)).toEqual({ at: ticker.updatedAt.getTime(), price: ticker.price });
    };

    await tickAfter(0);
    expect(reads).toBe(3);
    await tickAfter(3);
    await tickAfter(60);
    expect(reads).toBe(3);
    // 15:05:33: the 5-minute series has a new point.
    await tickAfter(120);
    expect(reads).toBe(6);
    stats.close();
  });
});

describe('/coins/markets when the history cannot tell', () => {
  let t: TestApp;
  let fake: FakeCoinGecko;
  beforeAll(async () => {
    fake = new FakeCoinGecko(() => t.clock.now().getTime());
    // Priced a little before the test app's clock (an hour ahead of the wall clock) begins.
    fake.markets = sixCoins(new Date().toISOString());
    await fake.listen();
    t = await createTestApp({
      market: { source: 'coingecko', apiKey: 'CG-test-key', plan: 'demo', baseUrl: fake.baseUrl },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const row = async (id: string) => {
    const res = await t.app.inject(
      `/market/api/v3/coins/markets?vs_currency=cad&ids=${id}&price_change_percentage=200d,1y`,
    );
    expect(res.statusCode).toBe(200);
    return res.json<Record<string, unknown>[]>()[0];
  };

  it('answers a change over a longer window than the history null (a demo plan keeps 365 days)', async () => {
    expect(await row('ethereum')).toMatchObject({
      price_change_percentage_200d_in_currency: expect.any(Number),
      price_change_percentage_1y_in_currency: null,
      ath: expect.any(Number),
    });
  });

  it('answers what only the history tells as null when CoinGecko will not serve it, prices still', async () => {
    const refused = { kind: 'json', status: 404, body: { error: 'coin not found' } } as const;
    fake.script('/coins/bitcoin/market_chart', refused, refused, refused);
    expect(await row('bitcoin')).toMatchObject({
      current_price: 128_500,
      ath: null,
      ath_date: null,
      atl: null,
      atl_change_percentage: null,
      price_change_percentage_200d_in_currency: null,
      price_change_percentage_1y_in_currency: null,
    });
  });
});
