import { coinIds, type coinSchema } from '@maple/contracts';
import type * as z from 'zod/mini';
import { coinFacts, coinImage, coinSymbol } from './coin-facts.js';
import {
  type CoinFigures,
  changeOver,
  extremes,
  fullyDilutedValuation,
  marketCapChange24h,
} from './coin-figures.js';
import type { HistoryWindow } from './coin-stats.js';
import { perUnit, priceNumber } from './coingecko-shapes.js';

type Coin = z.output<typeof coinSchema>;
type MarketData = NonNullable<Coin['market_data']>;

/** What `/coins/{id}` was asked to include (CoinGecko's flags). */
export interface CoinDetailOptions {
  publicUrl: string;
  rank: number;
  localization: boolean;
  tickers: boolean;
  marketData: boolean;
  sparkline: boolean;
  categoriesDetails: boolean;
}

/** The windows `/coins/{id}` reports changes over, each also per currency. */
type DetailWindow = '24h' | Exclude<HistoryWindow, '1h'>;
const detailWindows: readonly DetailWindow[] = ['24h', '7d', '14d', '30d', '60d', '200d', '1y'];

const inCad = (value: number) => ({ cad: value });

/** Each window's change, and per currency: `{}` when the history is too short, as CoinGecko. */
function changes(figures: CoinFigures) {
  const plain: Partial<Record<`price_change_percentage_${DetailWindow}`, number>> = {};
  const perCurrency: Partial<
    Record<`price_change_percentage_${DetailWindow | '1h'}_in_currency`, Record<string, number>>
  > = {};
  for (const window of ['1h', ...detailWindows] as const) {
    const change = changeOver(figures, window);
    perCurrency[`price_change_percentage_${window}_in_currency`] =
      change === null ? {} : inCad(change);
    if (window !== '1h' && change !== null) plain[`price_change_percentage_${window}`] = change;
  }
  return { ...plain, ...perCurrency };
}

function marketData(figures: CoinFigures, options: CoinDetailOptions): MarketData {
  const { ticker, stats, precision } = figures;
  const { maxSupply } = coinFacts[ticker.asset];
  const high = extremes(figures);
  const fdv = fullyDilutedValuation(ticker);
  const capChange = marketCapChange24h(ticker);
  const capChangePercent = changeOver(figures, '24h') ?? 0;
  const priceChange = priceNumber(ticker.price - ticker.price24hAgo, precision);
  return {
    current_price: inCad(priceNumber(ticker.price, precision)),
    ...(high === undefined
      ? {}
      : {
          ath: inCad(high.ath),
          ath_change_percentage: inCad(high.ath_change_percentage),
          ath_date: { cad: high.ath_date },
          atl: inCad(high.atl),
          atl_change_percentage: inCad(high.atl_change_percentage),
          atl_date: { cad: high.atl_date },
        }),
    market_cap: inCad(Number(ticker.marketCap)),
    market_cap_rank: options.rank,
    fully_diluted_valuation: fdv === null ? {} : inCad(fdv),
    total_volume: inCad(Number(ticker.volume24h)),
    high_24h: inCad(priceNumber(ticker.high24h, precision)),
    low_24h: inCad(priceNumber(ticker.low24h, precision)),
    price_change_24h: priceChange,
    price_change_24h_in_currency: inCad(priceChange),
    market_cap_change_24h: capChange,
    market_cap_change_24h_in_currency: inCad(capChange),
    market_cap_change_percentage_24h: capChangePercent,
    market_cap_change_percentage_24h_in_currency: inCad(capChangePercent),
    ...changes(figures),
    max_supply: maxSupply,
    ...(maxSupply === null ? {} : { max_supply_infinite: false }),
    circulating_supply: perUnit(ticker.marketCap, ticker),
    roi: null,
    last_updated: ticker.updatedAt.toISOString(),
    ...(options.sparkline
      ? { sparkline_7d: (stats?.week ?? []).map((p) => priceNumber(p.price, precision)) }
      : {}),
  };
}

/**
 * `/coins/{id}`: the coin's facts, and its market data unless asked not to. What CoinGecko
 * gathers and we do not (descriptions, links, community figures, exchange tickers) is answered
 * empty or null, never made up (ADR 64).
 */
export function coinDetail(figures: CoinFigures, options: CoinDetailOptions): Coin {
  const { asset, updatedAt } = figures.ticker;
  const facts = coinFacts[asset];
  const image = coinImage(asset, options.publicUrl);
  const { platform } = facts;
  return {
    id: coinIds[asset],
    symbol: coinSymbol(asset),
    name: facts.name,
    web_slug: coinIds[asset],
    asset_platform_id: platform?.id ?? null,
    platforms: platform === undefined ? {} : { [platform.id]: platform.contractAddress },
    detail_platforms:
      platform === undefined
        ? {}
        : {
            [platform.id]: {
              decimal_place: platform.decimals,
              contract_address: platform.contractAddress,
            },
          },
    block_time_in_minutes: facts.blockTimeMinutes,
    hashing_algorithm: facts.hashingAlgorithm,
    categories: [],
    ...(options.categoriesDetails ? { categories_details: [] } : {}),
    preview_listing: false,
    public_notice: null,
    additional_notices: [],
    ...(options.localization ? { localization: { en: facts.name, fr: facts.name } } : {}),
    description: {},
    links: {},
    image: { thumb: image, small: image, large: image },
    country_origin: '',
    genesis_date: facts.genesisDate,
    sentiment_votes_up_percentage: null,
    sentiment_votes_down_percentage: null,
    watchlist_portfolio_users: 0,
    market_cap_rank: options.rank,
    market_cap_rank_with_rehypothecated: options.rank,
    ...(options.marketData ? { market_data: marketData(figures, options) } : {}),
    status_updates: [],
    last_updated: updatedAt.toISOString(),
    ...(options.tickers ? { tickers: [] } : {}),
    has_supply_breakdown: false,
  };
}
