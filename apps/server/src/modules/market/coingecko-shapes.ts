import { coinIds } from '@maple/contracts';
import { type CryptoAssetCode, divRound, pow10, scaledDecimalString } from '@maple/money';
import { change24hHundredths } from './live-prices.js';
import { type PricePoint, priceDecimals, type Ticker } from './market-data.js';

/**
 * CoinGecko v3's response shapes for the calls the app makes (docs/product/interfaces.md), so any
 * CoinGecko client pointed at /market works. CoinGecko sends prices as JSON numbers; this is the
 * one place our integer prices become floating point, for charts and display, never for money.
 */

/** Decimal places a price is sent with: CoinGecko's `precision` (0–18 or `full`). */
export type Precision = number | 'full';

export function priceNumber(price: bigint, precision: Precision): number {
  if (precision === 'full' || precision >= priceDecimals) {
    return Number(scaledDecimalString(price, priceDecimals));
  }
  const rounded = divRound(price, pow10(priceDecimals - precision), 'half-even');
  return Number(scaledDecimalString(rounded, precision));
}

const coinNames: Readonly<Record<CryptoAssetCode, string>> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  LTC: 'Litecoin',
  BCH: 'Bitcoin Cash',
  USDC: 'USDC',
  XRP: 'XRP',
};

/** Market cap and volume scale with the price: units in circulation stay fixed over the chart. */
const perUnit = (total: bigint, ticker: Ticker) =>
  ticker.price === 0n
    ? 0
    : Number(total) / Number(scaledDecimalString(ticker.price, priceDecimals));

export function marketChart(points: readonly PricePoint[], ticker: Ticker, precision: Precision) {
  const supply = perUnit(ticker.marketCap, ticker);
  const turnover = perUnit(ticker.volume24h, ticker);
  const at = (point: PricePoint, units: number): [number, number] => [
    point.at,
    Math.round(priceNumber(point.price, 'full') * units),
  ];
  return {
    prices: points.map((point): [number, number] => [
      point.at,
      priceNumber(point.price, precision),
    ]),
    market_caps: points.map((point) => at(point, supply)),
    total_volumes: points.map((point) => at(point, turnover)),
  };
}

export function marketsRow(ticker: Ticker, rank: number, precision: Precision) {
  const change = ticker.price - ticker.price24hAgo;
  return {
    id: coinIds[ticker.asset],
    symbol: ticker.asset.toLowerCase(),
    name: coinNames[ticker.asset],
    image: `/assets/coins/${ticker.asset.toLowerCase()}.svg`,
    current_price: priceNumber(ticker.price, precision),
    market_cap: Number(ticker.marketCap),
    market_cap_rank: rank,
    total_volume: Number(ticker.volume24h),
    high_24h: priceNumber(ticker.high24h, precision),
    low_24h: priceNumber(ticker.low24h, precision),
    price_change_24h: priceNumber(change, precision),
    price_change_percentage_24h: Number(scaledDecimalString(change24hHundredths(ticker), 2)),
    circulating_supply: perUnit(ticker.marketCap, ticker),
    last_updated: ticker.updatedAt.toISOString(),
  };
}

export interface SimplePriceOptions {
  precision: Precision;
  includeMarketCap: boolean;
  include24hrVol: boolean;
  include24hrChange: boolean;
  includeLastUpdatedAt: boolean;
}

export function simplePriceEntry(ticker: Ticker, options: SimplePriceOptions) {
  return {
    cad: priceNumber(ticker.price, options.precision),
    ...(options.includeMarketCap ? { cad_market_cap: Number(ticker.marketCap) } : {}),
    ...(options.include24hrVol ? { cad_24h_vol: Number(ticker.volume24h) } : {}),
    ...(options.include24hrChange
      ? { cad_24h_change: Number(scaledDecimalString(change24hHundredths(ticker), 2)) }
      : {}),
    ...(options.includeLastUpdatedAt
      ? { last_updated_at: Math.floor(ticker.updatedAt.getTime() / 1000) }
      : {}),
  };
}
