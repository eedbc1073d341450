import { type LivePrice, livePriceSchema } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { toLivePrices } from './live-prices.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * GET /customers/landing-live-price: public, registered with the customer routes
 * (docs/product/interfaces.md).
 */
describe('GET /customers/landing-live-price', () => {
  it('answers the six live prices under data.data, without a token', async () => {
    const res = await t.app.inject('/customers/landing-live-price');
    expect(res.statusCode).toBe(200);
    const prices = res.json<{ data: { data: unknown[] } }>().data.data;
    expect(prices.map((price) => livePriceSchema.parse(price).asset)).toEqual([
      'BTC',
      'ETH',
      'LTC',
      'BCH',
      'USDC',
      'XRP',
    ]);
    const btc = t.services.market.tickers().get('BTC');
    expect(prices[0]).toEqual({
      asset: 'BTC',
      price: expect.stringMatching(/^\d+\.\d{8}$/),
      change_24h_percent: expect.stringMatching(/^-?\d+\.\d{2}$/),
      updated_at: btc?.updatedAt.toISOString(),
      delayed: false,
      // MARKET_DATA=simulated: the screens must not call these prices live.
      simulated: true,
    });
  });

  it('marks prices from the market as not simulated', () => {
    const { prices } = toLivePrices(t.services.market.tickers(), 'coingecko');
    expect(prices.map((price) => price.simulated)).toEqual(Array(6).fill(false));
  });

  it('shows the current mid price to the last of its 8 decimals', async () => {
    const ticker = t.services.market.tickers().get('XRP');
    const res = await t.app.inject('/customers/landing-live-price');
    const xrp = res.json<{ data: { data: LivePrice[] } }>().data.data[5];
    const [whole = '', fraction = ''] = (xrp?.price ?? '').split('.');
    expect(BigInt(whole + fraction)).toBe(ticker?.price);
  });
});
