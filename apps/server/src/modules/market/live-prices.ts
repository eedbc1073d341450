import type { LivePrice, LivePrices } from '@maple/contracts';
import { cryptoAssetCodes, divRound, scaledDecimalString } from '@maple/money';
import {
  type MarketDataProvider,
  priceDecimals,
  type Ticker,
  type Tickers,
} from './market-data.js';

/** The change from `before` to `price` in hundredths of a percent, rounded half-even. */
export function changeHundredths(price: bigint, before: bigint): bigint {
  if (before === 0n) return 0n;
  return divRound((price - before) * 10_000n, before, 'half-even');
}

/** Change over 24 h in hundredths of a percent, rounded half-even. */
export function change24hHundredths(ticker: Pick<Ticker, 'price' | 'price24hAgo'>): bigint {
  return changeHundredths(ticker.price, ticker.price24hAgo);
}

export function toLivePrice(ticker: Ticker, source: MarketDataProvider['source']): LivePrice {
  return {
    asset: ticker.asset,
    price: scaledDecimalString(ticker.price, priceDecimals),
    change_24h_percent: scaledDecimalString(change24hHundredths(ticker), 2),
    updated_at: ticker.updatedAt.toISOString(),
    delayed: ticker.delayed,
    simulated: source === 'simulated',
  };
}

/** Every asset's live price, in the product's order (docs/product/overview.md). */
export function toLivePrices(tickers: Tickers, source: MarketDataProvider['source']): LivePrices {
  return {
    prices: cryptoAssetCodes.flatMap((asset) => {
      const ticker = tickers.get(asset);
      return ticker === undefined ? [] : [toLivePrice(ticker, source)];
    }),
  };
}
