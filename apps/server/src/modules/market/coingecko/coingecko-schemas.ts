import { coinIds } from '@maple/contracts';
import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import { z } from 'zod';
import { type PricePoint, priceDecimals, type Ticker, type Tickers } from '../market-data.js';
import { CoinGeckoError } from './coingecko-error.js';
import { scaledJsonNumber } from './json-number.js';

/**
 * The parts of CoinGecko v3's answers the adapter reads, checked before use: a changed or
 * truncated answer is a failed refresh, never a wrong price.
 */

const price = z.number().transform((value) => scaledJsonNumber(value, priceDecimals));
const wholeDollars = z.number().transform((value) => scaledJsonNumber(value, 0));

/** CoinGecko leaves a field null (or out) while it has no figure for it yet. */
const lastUpdated = z
  .string()
  .nullish()
  .transform((text) => {
    const at = text === null || text === undefined ? Number.NaN : Date.parse(text);
    return Number.isNaN(at) ? undefined : new Date(at);
  });

/** One row of `/coins/markets`. */
const marketsRow = z.object({
  id: z.string(),
  current_price: price.refine((value) => value > 0n, 'a price must be positive at 8 decimals'),
  high_24h: price.nullish(),
  low_24h: price.nullish(),
  price_change_24h: price.nullish(),
  total_volume: wholeDollars.nullish(),
  market_cap: wholeDollars.nullish(),
  last_updated: lastUpdated,
});
type MarketsRow = z.output<typeof marketsRow>;

export const marketsResponse = z.array(marketsRow);

/** `/coins/{id}/market_chart`: `[ms, price]` pairs; the market caps and volumes are not read. */
export const marketChartResponse = z
  .object({
    prices: z.array(z.tuple([z.number().int().nonnegative(), z.number().nullable()])),
  })
  .transform(({ prices }): PricePoint[] =>
    prices
      .flatMap(([at, value]) =>
        value === null ? [] : [{ at, price: scaledJsonNumber(value, priceDecimals) }],
      )
      .sort((a, b) => a.at - b.at),
  );

const larger = (a: bigint, b: bigint) => (a > b ? a : b);
const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

function toTicker(asset: CryptoAssetCode, row: MarketsRow, fetchedAt: Date): Ticker {
  const current = row.current_price;
  return {
    asset,
    price: current,
    price24hAgo: current - (row.price_change_24h ?? 0n),
    // CoinGecko updates the 24 h range on its own schedule; the range must still hold the price.
    high24h: larger(row.high_24h ?? current, current),
    low24h: smaller(row.low_24h ?? current, current),
    volume24h: row.total_volume ?? 0n,
    marketCap: row.market_cap ?? 0n,
    updatedAt: row.last_updated ?? fetchedAt,
    delayed: false,
  };
}

/** Every asset's ticker from a `/coins/markets` answer, which must hold all of them. */
export function toTickers(rows: readonly MarketsRow[], fetchedAt: Date): Tickers {
  const tickers = new Map<CryptoAssetCode, Ticker>();
  for (const asset of cryptoAssetCodes) {
    const row = rows.find((candidate) => candidate.id === coinIds[asset]);
    if (row === undefined) {
      throw new CoinGeckoError('invalid_response', `CoinGecko's markets answer left out ${asset}`);
    }
    tickers.set(asset, toTicker(asset, row, fetchedAt));
  }
  return tickers;
}
