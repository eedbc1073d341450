import { cryptoAssetCodes } from '@maple/money';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../../../testing/test-clock.js';
import type { PricePoint } from '../market-data.js';
import { assetProfiles } from './asset-profiles.js';
import { SimulatedMarket } from './simulated-market.js';

const start = new Date('2026-11-22T15:02:30Z');
const minute = 60_000;
const day = 24 * 60 * minute;

async function market(seed: number, clock = new TestClock(start)) {
  const simulated = new SimulatedMarket({ seed, clock });
  await simulated.start();
  simulated.stop();
  return simulated;
}

const logReturns = (points: readonly PricePoint[]) =>
  points.slice(1).map((p, i) => Math.log(Number(p.price) / Number(points[i]?.price ?? p.price)));

describe('the simulated market', () => {
  it('gives the same series for the same seed, and another for another seed', async () => {
    const [a, b, c] = await Promise.all([market(7), market(7), market(8)]);
    for (const days of [1, 30, 1826]) {
      expect(await a.history('BTC', days)).toEqual(await b.history('BTC', days));
      expect(await a.history('BTC', days)).not.toEqual(await c.history('BTC', days));
    }
    expect(a.tickers()).toEqual(b.tickers());
  });

  it('starts at realistic CAD prices with charts full on the first start', async () => {
    const simulated = await market(1);
    for (const asset of cryptoAssetCodes) {
      const ticker = simulated.tickers().get(asset);
      expect(Number(ticker?.price) / 1e8).toBeCloseTo(assetProfiles[asset].startPrice, 6);
      const oneDay = await simulated.history(asset, 1);
      const ninetyDays = await simulated.history(asset, 90);
      const fiveYears = await simulated.history(asset, 1826);
      expect(oneDay.length).toBeGreaterThanOrEqual(288);
      expect(ninetyDays.length).toBeGreaterThanOrEqual(90 * 24);
      expect(fiveYears.length).toBeGreaterThanOrEqual(1825);
      for (const series of [oneDay, ninetyDays, fiveYears]) {
        expect(series.every((p, i) => i === 0 || p.at > (series[i - 1]?.at ?? 0))).toBe(true);
        expect(series.every((p) => p.price > 0n)).toBe(true);
        expect(series.at(-1)?.price).toBe(ticker?.price);
      }
    }
  });

  it('uses 5-minute points for a day, hourly up to 90 days and daily beyond', async () => {
    const simulated = await market(2);
    const gaps = async (days: number) => {
      const points = (await simulated.history('ETH', days)).slice(0, -1);
      return new Set(points.slice(1).map((p, i) => p.at - (points[i]?.at ?? 0)));
    };
    expect(await gaps(1)).toEqual(new Set([5 * minute]));
    expect(await gaps(7)).toEqual(new Set([60 * minute]));
    expect(await gaps(365)).toEqual(new Set([day]));
  });

  it('passes the finer series through the coarser one where their times meet', async () => {
    const simulated = await market(3);
    const hourly = new Map((await simulated.history('LTC', 90)).map((p) => [p.at, p.price]));
    const daily = (await simulated.history('LTC', 365)).slice(0, -1);
    const shared = daily.filter((p) => hourly.has(p.at));
    expect(shared.length).toBeGreaterThanOrEqual(89);
    for (const p of shared) expect(hourly.get(p.at)).toBe(p.price);
  });

  it('moves each asset about as much as its annual volatility, with fat tails', async () => {
    const simulated = await market(4);
    for (const asset of cryptoAssetCodes) {
      const returns = logReturns((await simulated.history(asset, 1826)).slice(0, -1));
      const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
      const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / returns.length;
      const annualised = Math.sqrt(variance * 365.25);
      const target = assetProfiles[asset].annualVolatility;
      expect(annualised).toBeGreaterThan(target * 0.85);
      expect(annualised).toBeLessThan(target * 1.15);
      const kurtosis =
        returns.reduce((sum, r) => sum + (r - mean) ** 4, 0) / returns.length / variance ** 2;
      // A normal distribution has kurtosis 3; crypto's daily moves have more extreme days.
      expect(kurtosis).toBeGreaterThan(3.5);
    }
  });

  it('ticks live prices forward and rolls new points into the charts', async () => {
    const clock = new TestClock(start);
    const simulated = await market(5, clock);
    const seen: number[] = [];
    const unsubscribe = simulated.onTick((tickers) => {
      seen.push(tickers.get('BTC')?.updatedAt.getTime() ?? 0);
    });
    const before = await simulated.history('BTC', 1);

    clock.advance(3);
    simulated.tick();
    expect(simulated.tickers().get('BTC')?.price).not.toBe(before.at(-1)?.price);
    clock.advance(5 * 60);
    simulated.tick();
    unsubscribe();
    clock.advance(3);
    simulated.tick();

    expect(seen).toEqual([start.getTime() + 3000, start.getTime() + 303_000]);
    const after = await simulated.history('BTC', 1);
    const now = clock.now().getTime();
    expect(after.map((p) => p.at)).toContain(Date.parse('2026-11-22T15:05:00Z'));
    expect(after[0]?.at).toBeGreaterThanOrEqual(now - day);
    expect(after.at(-1)).toEqual({ at: now, price: simulated.tickers().get('BTC')?.price });
  });
});
