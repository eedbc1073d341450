import { divRound, pow10, scaledDecimalString } from '@maple/money';
import { change24hHundredths } from './live-prices.js';
import { type PricePoint, priceDecimals, type Ticker } from './market-data.js';

/**
 * CoinGecko v3's answers for prices over time and simple prices (docs/product/interfaces.md), so
 * any CoinGecko client pointed at /market works. CoinGecko sends prices as JSON numbers; here our
 * integer prices become floating point, for charts and display, never for money.
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

/** Market cap and volume scale with the price: units in circulation stay fixed over the chart. */
export const perUnit = (total: bigint, ticker: Pick<Ticker, 'price'>) =>
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
