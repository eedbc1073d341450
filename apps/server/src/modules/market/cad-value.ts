import { assets, type CryptoAssetCode, mulDiv, pow10 } from '@maple/money';
import { type MarketDataProvider, priceDecimals } from './market-data.js';

/**
 * What an amount of a crypto asset is worth in CAD cents at the market's mid price, rounded
 * down; undefined while the price is delayed (a price the source could not confirm values
 * nothing). Funding values crypto withdrawals with it (the travel rule, approval, the limits).
 */
export function cadCentsAt(
  market: Pick<MarketDataProvider, 'tickers'>,
  asset: CryptoAssetCode,
  baseUnits: bigint,
): bigint | undefined {
  const ticker = market.tickers().get(asset);
  if (ticker === undefined || ticker.delayed) return undefined;
  const scale = pow10(assets[asset].decimals + priceDecimals - assets.CAD.decimals);
  return mulDiv(baseUnits, ticker.price, scale, 'floor');
}
