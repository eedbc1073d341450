// zod/mini: the public site validates these in the browser, and its JavaScript budget has no room
// for the method-chaining API (docs/public-site.md).
import * as z from 'zod/mini';

/** A CAD amount as an exact decimal string ("128500.12345678"): prices are never floats here. */
const decimalString = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

export const cryptoAssetSchema = z.enum(['BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP']);
export type CryptoAsset = z.infer<typeof cryptoAssetSchema>;

/**
 * CoinGecko's coin ids for the assets (docs/product/interfaces.md): the ids `/market` answers to.
 */
export const coinIds: Readonly<Record<CryptoAsset, string>> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  LTC: 'litecoin',
  BCH: 'bitcoin-cash',
  USDC: 'usd-coin',
  XRP: 'ripple',
};

/** One asset's live price, as `/stream/prices` and `landing-live-price` send it. */
export const livePriceSchema = z.object({
  asset: cryptoAssetSchema,
  /** CAD per one whole unit of the asset, 8 decimals. */
  price: decimalString,
  /** Change over 24 h in percent, 2 decimals ("-1.25"). */
  change_24h_percent: decimalString,
  updated_at: z.iso.datetime(),
  /** The source is unreachable and this is the last good price. */
  delayed: z.boolean(),
  /**
   * The price is the server's simulation (`MARKET_DATA=simulated`), not the market's: screens say
   * "Simulated", never "Live".
   */
  simulated: z.boolean(),
});
export type LivePrice = z.infer<typeof livePriceSchema>;

/** The `prices` event of `/stream/prices`: every asset at once. */
export const livePricesSchema = z.object({ prices: z.array(livePriceSchema) });
export type LivePrices = z.infer<typeof livePricesSchema>;
