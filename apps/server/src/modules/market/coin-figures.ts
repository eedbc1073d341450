import { divRound, scaledDecimalString } from '@maple/money';
import { coinFacts } from './coin-facts.js';
import type { CoinStats, HistoryWindow } from './coin-stats.js';
import { type Precision, priceNumber } from './coingecko-shapes.js';
import { changeHundredths } from './live-prices.js';
import type { Ticker } from './market-data.js';

/**
 * The figures `/coins/markets` and `/coins/{id}` both answer, computed from the ticker, the
 * stored history's stats and the coin's facts. What cannot be known is null.
 */

/** A change in hundredths of a percent, as the JSON number CoinGecko sends (2 decimals). */
const percent = (hundredths: bigint) => Number(scaledDecimalString(hundredths, 2));

/** What a coin's figures are computed from, and the decimals its prices are sent with. */
export interface CoinFigures {
  ticker: Ticker;
  stats: CoinStats | undefined;
  precision: Precision;
}

/** What the market cap gained over 24 h at a fixed supply, in whole dollars. */
export const marketCapChange24h = ({ marketCap, price, price24hAgo }: Ticker) =>
  price === 0n ? 0 : Number(divRound(marketCap * (price - price24hAgo), price, 'half-even'));

/** The market cap every coin there will ever be would have at today's price; null uncapped. */
export function fullyDilutedValuation({ asset, price }: Ticker): number | null {
  const { maxSupply } = coinFacts[asset];
  return maxSupply === null ? null : Math.round(priceNumber(price, 'full') * maxSupply);
}

/** The change from the price `window` ago to now; null when the history is too short. */
export function changeOver(figures: CoinFigures, window: '24h' | HistoryWindow): number | null {
  const { ticker, stats } = figures;
  const before = window === '24h' ? ticker.price24hAgo : stats?.ago[window];
  return before === undefined ? null : percent(changeHundredths(ticker.price, before));
}

/** All-time high and low, their dates and how far the price stands from them now. */
export function extremes({ ticker, stats, precision }: CoinFigures) {
  if (stats === undefined) return undefined;
  const { ath, atl } = stats;
  return {
    ath: priceNumber(ath.price, precision),
    ath_change_percentage: percent(changeHundredths(ticker.price, ath.price)),
    ath_date: new Date(ath.at).toISOString(),
    atl: priceNumber(atl.price, precision),
    atl_change_percentage: percent(changeHundredths(ticker.price, atl.price)),
    atl_date: new Date(atl.at).toISOString(),
  };
}
