import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import type { $ZodType } from 'zod/v4/core';
import { AppError } from '../../infra/errors.js';
import type { MarketStats } from './coin-stats.js';
import { assetOfCoinId, type MarketDataProvider, type Ticker } from './market-data.js';
import type { TickAnswers } from './tick-answers.js';

/** Where CoinGecko v3's paths begin under `/market`. */
export const base = '/market/api/v3';

/** What each `/market` route needs: the market, its history's figures, and its answers' store. */
export interface RouteDeps {
  market: MarketDataProvider;
  stats: MarketStats;
  /** The site's origin (`PUBLIC_URL`): CoinGecko's image URLs are absolute. */
  publicUrl: string;
  /** A store of prepared answers for one route, serialised with its response schema. */
  answers: (schema: $ZodType, url: string) => TickAnswers;
}

export function tickerOf(market: MarketDataProvider, asset: CryptoAssetCode): Ticker {
  const ticker = market.tickers().get(asset);
  if (ticker === undefined)
    throw new AppError('service_unavailable', 'Prices are not available yet');
  return ticker;
}

/** The asset a path's coin id names, in any case, or CoinGecko's 404. */
export function coinOf(id: string): CryptoAssetCode {
  const asset = assetOfCoinId(id.toLowerCase());
  if (asset === undefined) throw new AppError('not_found', 'coin not found');
  return asset;
}

/** Every coin's ticker, largest market cap first, each with its rank (1 = largest). */
export function ranked(market: MarketDataProvider): { ticker: Ticker; rank: number }[] {
  return cryptoAssetCodes
    .map((asset) => tickerOf(market, asset))
    .sort((a, b) => (a.marketCap === b.marketCap ? 0 : a.marketCap > b.marketCap ? -1 : 1))
    .map((ticker, index) => ({ ticker, rank: index + 1 }));
}

/** One coin's ticker and rank. */
export function rankOf(market: MarketDataProvider, asset: CryptoAssetCode) {
  return {
    ticker: tickerOf(market, asset),
    rank: ranked(market).findIndex(({ ticker }) => ticker.asset === asset) + 1,
  };
}
