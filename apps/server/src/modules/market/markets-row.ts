import type { coinMarketSchema } from '@maple/contracts';
import { coinIds } from '@maple/contracts';
import type * as z from 'zod/mini';
import { coinFacts, coinImage, coinSymbol } from './coin-facts.js';
import {
  type CoinFigures,
  changeOver,
  extremes,
  fullyDilutedValuation,
  marketCapChange24h,
} from './coin-figures.js';
import { perUnit, priceNumber } from './coingecko-shapes.js';

/** The windows `price_change_percentage` takes, each answered as `…_in_currency`. */
export const changeWindows = ['1h', '24h', '7d', '14d', '30d', '200d', '1y'] as const;
type ChangeWindow = (typeof changeWindows)[number];

export interface MarketsRowOptions {
  publicUrl: string;
  rank: number;
  windows: readonly ChangeWindow[];
  sparkline: boolean;
  rehypothecated: boolean;
}

/** One `/coins/markets` row: every field CoinGecko declares, null where the market cannot know. */
export function marketsRow(
  figures: CoinFigures,
  options: MarketsRowOptions,
): z.output<typeof coinMarketSchema> {
  const { ticker, stats, precision } = figures;
  const { maxSupply, name } = coinFacts[ticker.asset];
  const high = extremes(figures);
  return {
    id: coinIds[ticker.asset],
    symbol: coinSymbol(ticker.asset),
    name,
    image: coinImage(ticker.asset, options.publicUrl),
    current_price: priceNumber(ticker.price, precision),
    market_cap: Number(ticker.marketCap),
    market_cap_rank: options.rank,
    fully_diluted_valuation: fullyDilutedValuation(ticker),
    total_volume: Number(ticker.volume24h),
    high_24h: priceNumber(ticker.high24h, precision),
    low_24h: priceNumber(ticker.low24h, precision),
    price_change_24h: priceNumber(ticker.price - ticker.price24hAgo, precision),
    price_change_percentage_24h: changeOver(figures, '24h'),
    market_cap_change_24h: marketCapChange24h(ticker),
    market_cap_change_percentage_24h: changeOver(figures, '24h'),
    circulating_supply: perUnit(ticker.marketCap, ticker),
    total_supply: null,
    max_supply: maxSupply,
    ath: high?.ath ?? null,
    ath_change_percentage: high?.ath_change_percentage ?? null,
    ath_date: high?.ath_date ?? null,
    atl: high?.atl ?? null,
    atl_change_percentage: high?.atl_change_percentage ?? null,
    atl_date: high?.atl_date ?? null,
    roi: null,
    last_updated: ticker.updatedAt.toISOString(),
    ...(options.rehypothecated ? { market_cap_rank_with_rehypothecated: options.rank } : {}),
    ...(options.sparkline
      ? {
          sparkline_in_7d: {
            price: (stats?.week ?? []).map((p) => priceNumber(p.price, precision)),
          },
        }
      : {}),
    ...changesIn(figures, options.windows),
  };
}

/** `price_change_percentage_{window}_in_currency` for each window asked for. */
function changesIn(figures: CoinFigures, windows: readonly ChangeWindow[]) {
  const changes: Partial<
    Record<`price_change_percentage_${ChangeWindow}_in_currency`, number | null>
  > = {};
  for (const window of windows) {
    changes[`price_change_percentage_${window}_in_currency`] = changeOver(figures, window);
  }
  return changes;
}
