import type Coingecko from '@coingecko/coingecko-typescript';
import {
  coinGeckoErrorSchema,
  coinMarketsSchema,
  coinSchema,
  coinsListSchema,
  marketChartSchema,
  ohlcSchema,
  pingSchema,
  simplePriceSchema,
  type supportedVsCurrenciesSchema,
} from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  type CoinGeckoClientScene,
  coinGeckoClientScene,
  issuesOf,
  refusal,
} from '../testing/coingecko-client.js';
import { registeredRoutes } from '../testing/registered-routes.js';

/**
 * CoinGecko's official SDK (@coingecko/coingecko-typescript, generated from CoinGecko's OpenAPI
 * description) calling /market over real HTTP: if it can call every operation we serve and read
 * our answers, a CoinGecko client can switch to us (ADR 64). The SDK checks nothing at run time,
 * so each answer is parsed with our contract schema, which is strict (no field CoinGecko does
 * not declare), and which the compiler holds to be exactly the SDK's type for the operation
 * (below): every declared required field present, each value of its declared kind.
 */
let scene: CoinGeckoClientScene;
beforeAll(async () => {
  scene = await coinGeckoClientScene();
});
afterAll(() => scene.t.close());

/** CoinGecko's SDK types simple prices in its example currency, `usd`; ours is `cad`. */
type InCad<T> = { [K in keyof T as K extends `usd${infer Rest}` ? `cad${Rest}` : K]: T[K] };

describe('our /market schemas', () => {
  it('are, type for type, what the SDK declares (checked by the compiler)', () => {
    expectTypeOf<z.output<typeof pingSchema>>().toEqualTypeOf<Coingecko.PingGetResponse>();
    expectTypeOf<
      z.output<typeof supportedVsCurrenciesSchema>
    >().toEqualTypeOf<Coingecko.Simple.SupportedVsCurrencyGetResponse>();
    expectTypeOf<
      z.output<typeof coinsListSchema>
    >().toEqualTypeOf<Coingecko.Coins.ListGetResponse>();
    expectTypeOf<z.output<typeof simplePriceSchema>>().toEqualTypeOf<{
      [coin: string]: InCad<Coingecko.Simple.PriceGetResponse.item>;
    }>();
    expectTypeOf<
      z.output<typeof coinMarketsSchema>
    >().toEqualTypeOf<Coingecko.Coins.MarketGetResponse>();
    expectTypeOf<z.output<typeof coinSchema>>().toEqualTypeOf<Coingecko.CoinGetIDResponse>();
    expectTypeOf<
      z.output<typeof marketChartSchema>
    >().toEqualTypeOf<Coingecko.Coins.MarketChartGetResponse>();
    expectTypeOf<
      z.output<typeof marketChartSchema>
    >().toEqualTypeOf<Coingecko.Coins.MarketChartGetRangeResponse>();
    expectTypeOf<z.output<typeof ohlcSchema>>().toEqualTypeOf<Coingecko.Coins.OhlcGetResponse>();
  });

  it('refuse a field CoinGecko does not declare', () => {
    expect(issuesOf(pingSchema, { gecko_says: 'hi', extra: 1 })).not.toEqual([]);
    expect(issuesOf(coinGeckoErrorSchema, { error: 'x', code: 'y' })).not.toEqual([]);
  });
});

const now = () => scene.t.clock.now().getTime();
const day = 86_400_000;

describe('the official CoinGecko client', () => {
  it('pings, and lists the currencies and the coins', async () => {
    const { client } = scene;
    const pong = await client.ping.get();
    expect(issuesOf(pingSchema, pong)).toEqual([]);
    const currencies = await client.simple.supportedVsCurrencies.get();
    expect(currencies).toEqual(['cad']);
    for (const query of [undefined, { include_platform: true }, { status: 'inactive' as const }]) {
      const coins = await client.coins.list.get(query);
      expect(issuesOf(coinsListSchema, coins)).toEqual([]);
    }
  });

  it('reads simple prices by ids, names and symbols, with every extra', async () => {
    const extras = {
      vs_currencies: 'cad',
      include_market_cap: true,
      include_24hr_vol: true,
      include_24hr_change: true,
      include_last_updated_at: true,
    };
    for (const lookup of [{ ids: 'bitcoin' }, { names: 'Bitcoin' }, { symbols: 'btc' }]) {
      const prices = await scene.client.simple.price.get({ ...lookup, ...extras });
      expect(issuesOf(simplePriceSchema, prices)).toEqual([]);
      expect(Object.values(prices)[0]).toEqual({
        cad: expect.any(Number),
        cad_market_cap: expect.any(Number),
        cad_24h_vol: expect.any(Number),
        cad_24h_change: expect.any(Number),
        last_updated_at: expect.any(Number),
      });
    }
  });

  it('reads the markets list with every optional part asked for', async () => {
    const plain = await scene.client.coins.markets.get({ vs_currency: 'cad' });
    expect(issuesOf(coinMarketsSchema, plain)).toEqual([]);
    expect(plain).toHaveLength(6);
    const full = await scene.client.coins.markets.get({
      vs_currency: 'cad',
      ids: 'bitcoin,ethereum',
      order: 'id_desc',
      sparkline: true,
      price_change_percentage: '1h,24h,7d,14d,30d,200d,1y',
      include_rehypothecated: true,
      precision: '2',
    });
    expect(issuesOf(coinMarketsSchema, full)).toEqual([]);
    expect(full.map((row) => row.id)).toEqual(['ethereum', 'bitcoin']);
    expect(full[1]?.sparkline_in_7d?.price?.length).toBeGreaterThan(7 * 24);
  });

  it("reads a coin's facts and market data, and each part left out when asked", async () => {
    const coin = await scene.client.coins.getID('bitcoin', { sparkline: true });
    expect(issuesOf(coinSchema, coin)).toEqual([]);
    expect(coin.market_data?.current_price).toEqual({ cad: expect.any(Number) });
    const bare = await scene.client.coins.getID('ripple', {
      localization: false,
      market_data: false,
      tickers: false,
      community_data: false,
      developer_data: false,
      include_categories_details: true,
      dex_pair_format: 'symbol',
    });
    expect(issuesOf(coinSchema, bare)).toEqual([]);
    expect(Object.keys(bare)).not.toContain('market_data');
  });

  it('reads charts: by days, by interval, within a range, and as candles', async () => {
    const { coins } = scene.client;
    for (const query of [
      { vs_currency: 'cad', days: '1' },
      { vs_currency: 'cad', days: 'max', precision: '4' as const },
      { vs_currency: 'cad', days: '30', interval: 'daily' as const },
    ]) {
      expect(issuesOf(marketChartSchema, await coins.marketChart.get('ethereum', query))).toEqual(
        [],
      );
    }
    const range = await coins.marketChart.getRange('litecoin', {
      vs_currency: 'cad',
      from: String(Math.floor((now() - 3 * day) / 1000)),
      to: new Date(now()).toISOString().slice(0, 16),
    });
    expect(issuesOf(marketChartSchema, range)).toEqual([]);
    expect(range.prices.length).toBeGreaterThan(3 * 24 - 2);
    for (const days of ['1', '14', '365'] as const) {
      const candles = await coins.ohlc.get('usd-coin', { vs_currency: 'cad', days });
      expect(issuesOf(ohlcSchema, candles)).toEqual([]);
    }
    const hourly = { vs_currency: 'cad', days: '7' as const, interval: 'hourly' as const };
    expect(issuesOf(ohlcSchema, await coins.ohlc.get('bitcoin-cash', hourly))).toEqual([]);
  });
});

describe('the official client, refused', () => {
  const cad = (days: string) => ({ vs_currency: 'cad', days });
  const coins = () => scene.client.coins;
  it.each([
    ['an unknown coin', () => coins().getID('dogecoin'), 404],
    ['an unknown coin’s chart', () => coins().marketChart.get('dogecoin', cad('1')), 404],
    [
      'an unknown coin’s candles',
      () => coins().ohlc.get('dogecoin', { vs_currency: 'cad', days: '1' }),
      404,
    ],
    [
      'an unknown coin’s range',
      () => coins().marketChart.getRange('dogecoin', { vs_currency: 'cad', from: '1', to: '2' }),
      404,
    ],
    ['markets in USD', () => coins().markets.get({ vs_currency: 'usd' }), 400],
    [
      'a chart in USD',
      () => coins().marketChart.get('bitcoin', { days: '1', vs_currency: 'usd' }),
      400,
    ],
    [
      'prices in CAD and USD',
      () => scene.client.simple.price.get({ ids: 'bitcoin', vs_currencies: 'cad,usd' }),
      400,
    ],
    ['words for days', () => coins().marketChart.get('bitcoin', cad('lots')), 400],
    [
      'a range ending before it starts',
      () =>
        coins().marketChart.getRange('bitcoin', {
          vs_currency: 'cad',
          from: '2026-02-01',
          to: '2026-01-01',
        }),
      400,
    ],
    [
      'an hourly chart of a year',
      () => coins().marketChart.get('bitcoin', { ...cad('365'), interval: 'hourly' }),
      400,
    ],
    [
      'candles for 2 days (CoinGecko takes 1, 7, 14, 30, 90, 180, 365 or max)',
      () => scene.client.get('/coins/bitcoin/ohlc', { query: cad('2') }),
      400,
    ],
  ] as const)('%s, in CoinGecko’s error body', async (_case, call, status) => {
    const { status: answered, body } = await refusal(call());
    expect(answered).toBe(status);
    expect(issuesOf(coinGeckoErrorSchema, body)).toEqual([]);
  });
});

it('calls every /market operation the server registers', () => {
  const served = registeredRoutes(scene.t.app)
    .filter((route) => route.method === 'GET' && route.url.startsWith('/market/'))
    .map((route) => route.url.replace('/market/api/v3', ''))
    .sort();
  expect(served).toEqual([
    '/coins/:id',
    '/coins/:id/market_chart',
    '/coins/:id/market_chart/range',
    '/coins/:id/ohlc',
    '/coins/list',
    '/coins/markets',
    '/ping',
    '/simple/price',
    '/simple/supported_vs_currencies',
  ]);
});
