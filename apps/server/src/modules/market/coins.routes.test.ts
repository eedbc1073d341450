import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/market/api/v3${url}` });

describe('GET /market/api/v3/coins/{id}', () => {
  it("answers the coin's facts and its market data in CAD, as the markets list has them", async () => {
    const res = await get('/coins/Bitcoin');
    expect(res.statusCode).toBe(200);
    const coin = res.json<Json & { market_data: Record<string, unknown> }>();
    const [row] = (await get('/coins/markets?vs_currency=cad&ids=bitcoin')).json<Json[]>();
    expect(coin).toMatchObject({
      id: 'bitcoin',
      symbol: 'btc',
      name: 'Bitcoin',
      asset_platform_id: null,
      hashing_algorithm: 'SHA-256',
      genesis_date: '2009-01-03',
      localization: { en: 'Bitcoin', fr: 'Bitcoin' },
      image: { large: 'http://maple.test/coins/btc.svg' },
      market_cap_rank: row?.market_cap_rank,
      tickers: [],
      description: {},
      links: {},
    });
    expect(coin.market_data).toMatchObject({
      current_price: { cad: row?.current_price },
      ath: { cad: row?.ath },
      ath_date: { cad: row?.ath_date },
      atl: { cad: row?.atl },
      market_cap: { cad: row?.market_cap },
      fully_diluted_valuation: { cad: row?.fully_diluted_valuation },
      max_supply: 21_000_000,
      max_supply_infinite: false,
      price_change_percentage_24h: row?.price_change_percentage_24h,
      price_change_percentage_60d: expect.any(Number),
      price_change_percentage_1h_in_currency: { cad: expect.any(Number) },
      roi: null,
    });
    expect(coin.market_data).not.toHaveProperty('sparkline_7d');
    expect(coin.market_data).not.toHaveProperty('total_supply');
  });

  it('names a token’s contract, and leaves a cap it has none of unknown', async () => {
    const coin = (await get('/coins/usd-coin')).json<Json & { market_data: Json }>();
    const contract = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
    expect(coin).toMatchObject({
      asset_platform_id: 'ethereum',
      platforms: { ethereum: contract },
      detail_platforms: { ethereum: { contract_address: contract, decimal_place: 6 } },
    });
    expect(coin.market_data).toMatchObject({ max_supply: null, fully_diluted_valuation: {} });
    expect(coin.market_data).not.toHaveProperty('max_supply_infinite');
  });

  it('leaves out each part asked to be left out, and adds the ones asked for', async () => {
    const bare = (
      await get('/coins/ripple?localization=false&tickers=false&market_data=false')
    ).json<Json>();
    expect(bare).not.toHaveProperty('localization');
    expect(bare).not.toHaveProperty('tickers');
    expect(bare).not.toHaveProperty('market_data');
    const full = (await get('/coins/ripple?sparkline=true&include_categories_details=true')).json<
      Json & { market_data: { sparkline_7d: number[] } }
    >();
    expect(full.categories_details).toEqual([]);
    expect(full.market_data.sparkline_7d.length).toBeGreaterThan(7 * 24);
  });

  it.each([
    ['an unknown coin', '/coins/dogecoin', 404, 'coin not found'],
    ['a flag that is not true or false', '/coins/bitcoin?market_data=yes', 400, 'market_data'],
  ])('refuses %s in CoinGecko’s error body', async (_case, url, status, words) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ error: string }>().error).toContain(words);
  });
});

describe('GET /market/api/v3/coins/list', () => {
  it('lists every coin by id, with its contract when asked; none is inactive', async () => {
    const coins = (await get('/coins/list')).json<Json[]>();
    expect(coins.map((coin) => coin.id)).toEqual([
      'bitcoin',
      'bitcoin-cash',
      'ethereum',
      'litecoin',
      'ripple',
      'usd-coin',
    ]);
    expect(coins[0]).toEqual({ id: 'bitcoin', symbol: 'btc', name: 'Bitcoin' });
    const withPlatforms = (await get('/coins/list?include_platform=true')).json<Json[]>();
    expect(withPlatforms[0]).toEqual({
      id: 'bitcoin',
      symbol: 'btc',
      name: 'Bitcoin',
      platforms: {},
    });
    expect(withPlatforms.at(-1)?.platforms).toEqual({
      ethereum: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    });
    expect((await get('/coins/list?status=inactive')).json()).toEqual([]);
  });
});
