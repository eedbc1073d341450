import { describe, expect, it } from 'vitest';
import { HourAgoPrices } from './hour-ago-prices.js';

const MINUTE = 60_000;

describe('the price an hour ago', () => {
  it('is the last point at or before the hour, even just after a day of history is seeded', () => {
    const prices = new HourAgoPrices();
    const now = 1_000 * MINUTE;
    // Five-minute points over the day before, the price rising a cent a point.
    const day = Array.from({ length: 288 }, (_, k) => ({
      at: now - (288 - k) * 5 * MINUTE,
      price: BigInt(k),
    }));
    prices.seed('BTC', day);
    expect(prices.hourBefore('BTC', now)).toBe(276n);
    expect(prices.hourBefore('BTC', now + 4 * MINUTE)).toBe(276n);
    prices.record('BTC', { at: now + 5 * MINUTE, price: 999n });
    expect(prices.hourBefore('BTC', now + 5 * MINUTE)).toBe(277n);
  });

  it('is unknown when nothing so old was seen', () => {
    const prices = new HourAgoPrices();
    prices.record('ETH', { at: 10 * MINUTE, price: 5n });
    expect(prices.hourBefore('ETH', 30 * MINUTE)).toBeUndefined();
    expect(prices.hourBefore('LTC', 30 * MINUTE)).toBeUndefined();
    expect(prices.hourBefore('ETH', 70 * MINUTE)).toBe(5n);
  });
});
