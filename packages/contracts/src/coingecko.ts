// zod/mini, as market.ts: the public site may read these shapes within its JavaScript budget.
import * as z from 'zod/mini';

/**
 * CoinGecko v3's answers, as `/market` serves them (docs/product/interfaces.md): any CoinGecko
 * client pointed at `/market` reads them. Each schema is exactly the type CoinGecko's official
 * SDK declares for the operation (ADR 64): the same fields, the same required and optional ones,
 * the same `null`s, and no field beyond them (strict objects). Prices are JSON numbers, as
 * CoinGecko's: charts and display only, never money.
 */

const nullableNumber = z.nullable(z.number());
const optionalNullableNumber = z.optional(nullableNumber);

/** `/ping`. */
export const pingSchema = z.strictObject({ gecko_says: z.string() });

/** `/simple/supported_vs_currencies`: the currencies prices are quoted in. */
export const supportedVsCurrenciesSchema = z.array(z.string());

/** `/coins/list`: every coin, with its contract addresses when `include_platform=true`. */
export const coinsListSchema = z.array(
  z.strictObject({
    id: z.string(),
    name: z.string(),
    symbol: z.string(),
    platforms: z.optional(z.record(z.string(), z.nullable(z.string()))),
  }),
);

/** `[milliseconds since the epoch, value]`, typed as CoinGecko's SDK types it: numbers. */
const point = z.array(z.number()).check(z.length(2));

/**
 * `/coins/{id}/market_chart` and `/coins/{id}/market_chart/range`: prices, market caps and
 * volumes over time, oldest first.
 */
export const marketChartSchema = z.strictObject({
  prices: z.array(point),
  market_caps: z.array(point),
  total_volumes: z.array(point),
});

/** `/coins/{id}/ohlc`: `[close time in ms, open, high, low, close]`, oldest first. */
export const ohlcSchema = z.array(z.array(z.number()).check(z.length(5)));

/** One row of `/coins/markets`, its fields in the order CoinGecko sends them. */
export const coinMarketSchema = z.strictObject({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  image: z.string(),
  current_price: nullableNumber,
  market_cap: nullableNumber,
  market_cap_rank: nullableNumber,
  market_cap_rank_with_rehypothecated: optionalNullableNumber,
  fully_diluted_valuation: nullableNumber,
  total_volume: nullableNumber,
  high_24h: nullableNumber,
  low_24h: nullableNumber,
  price_change_24h: nullableNumber,
  price_change_percentage_24h: nullableNumber,
  market_cap_change_24h: nullableNumber,
  market_cap_change_percentage_24h: nullableNumber,
  circulating_supply: nullableNumber,
  total_supply: nullableNumber,
  max_supply: nullableNumber,
  ath: nullableNumber,
  ath_change_percentage: nullableNumber,
  ath_date: z.nullable(z.iso.datetime()),
  atl: nullableNumber,
  atl_change_percentage: nullableNumber,
  atl_date: z.nullable(z.iso.datetime()),
  roi: z.nullable(
    z.strictObject({
      currency: z.optional(z.string()),
      percentage: z.optional(z.number()),
      times: z.optional(z.number()),
    }),
  ),
  last_updated: z.iso.datetime(),
  sparkline_in_7d: z.optional(z.strictObject({ price: z.optional(z.array(z.number())) })),
  price_change_percentage_1h_in_currency: optionalNullableNumber,
  price_change_percentage_24h_in_currency: optionalNullableNumber,
  price_change_percentage_7d_in_currency: optionalNullableNumber,
  price_change_percentage_14d_in_currency: optionalNullableNumber,
  price_change_percentage_30d_in_currency: optionalNullableNumber,
  price_change_percentage_200d_in_currency: optionalNullableNumber,
  price_change_percentage_1y_in_currency: optionalNullableNumber,
});
export const coinMarketsSchema = z.array(coinMarketSchema);

/**
 * `/simple/price`: per coin, the figures asked for. CoinGecko's SDK names the currency of its
 * example (`usd`, `usd_market_cap`, …); ours is CAD, the only one quoted.
 */
export const simplePriceSchema = z.record(
  z.string(),
  z.strictObject({
    cad: z.optional(z.number()),
    cad_24h_change: z.optional(z.number()),
    cad_24h_vol: z.optional(z.number()),
    cad_market_cap: z.optional(z.number()),
    last_updated_at: z.optional(z.number()),
  }),
);

/** How `/market` refuses a request, as CoinGecko does. */
export const coinGeckoErrorSchema = z.strictObject({ error: z.string() });
