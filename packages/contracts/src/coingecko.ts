// zod/mini, as market.ts: the public site may read these shapes within its JavaScript budget.
import * as z from 'zod/mini';

/**
 * CoinGecko v3's answers for the calls the app makes, as `/market` serves them
 * (docs/product/interfaces.md): any CoinGecko client pointed at `/market` reads them. Prices are
 * JSON numbers, as CoinGecko's: charts and display only, never money.
 */

/** `[milliseconds since the epoch, value]`. */
const point = z.tuple([z.number(), z.number()]);

/** `/coins/{id}/market_chart`: prices, market caps and volumes over time, oldest first. */
export const marketChartSchema = z.object({
  prices: z.array(point),
  market_caps: z.array(point),
  total_volumes: z.array(point),
});

/** One row of `/coins/markets`, largest market cap first. */
const coinMarketSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  image: z.string(),
  current_price: z.number(),
  market_cap: z.number(),
  market_cap_rank: z.number(),
  total_volume: z.number(),
  high_24h: z.number(),
  low_24h: z.number(),
  price_change_24h: z.number(),
  price_change_percentage_24h: z.number(),
  circulating_supply: z.number(),
  last_updated: z.iso.datetime(),
});
export const coinMarketsSchema = z.array(coinMarketSchema);

/** `/simple/price`: per coin id, the CAD price and the figures asked for. */
export const simplePriceSchema = z.record(
  z.string(),
  z.object({
    cad: z.number(),
    cad_market_cap: z.optional(z.number()),
    cad_24h_vol: z.optional(z.number()),
    cad_24h_change: z.optional(z.number()),
    last_updated_at: z.optional(z.number()),
  }),
);

/** How `/market` refuses a request, as CoinGecko does. */
export const coinGeckoErrorSchema = z.object({ error: z.string() });
