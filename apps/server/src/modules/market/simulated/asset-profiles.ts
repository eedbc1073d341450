import type { CryptoAssetCode } from '@maple/money';

/**
 * Where the simulated market starts and how much each asset moves: realistic CAD prices and the
 * annual volatilities of the issue (USDC follows USD/CAD). Supplies only size the display-only
 * market cap and volume.
 */
export interface AssetProfile {
  startPrice: number;
  annualVolatility: number;
  circulatingSupply: number;
  /** Share of the market cap traded per day, on average. */
  dailyTurnover: number;
}

export const assetProfiles: Readonly<Record<CryptoAssetCode, AssetProfile>> = {
  BTC: {
    startPrice: 128_500,
    annualVolatility: 0.5,
    circulatingSupply: 19_950_000,
    dailyTurnover: 0.03,
  },
  ETH: {
    startPrice: 4_650,
    annualVolatility: 0.65,
    circulatingSupply: 120_700_000,
    dailyTurnover: 0.05,
  },
  LTC: {
    startPrice: 142,
    annualVolatility: 0.67,
    circulatingSupply: 76_000_000,
    dailyTurnover: 0.06,
  },
  BCH: {
    startPrice: 690,
    annualVolatility: 0.67,
    circulatingSupply: 19_950_000,
    dailyTurnover: 0.04,
  },
  USDC: {
    startPrice: 1.39,
    annualVolatility: 0.06,
    circulatingSupply: 75_000_000_000,
    dailyTurnover: 0.1,
  },
  XRP: {
    startPrice: 3.15,
    annualVolatility: 0.9,
    circulatingSupply: 59_000_000_000,
    dailyTurnover: 0.04,
  },
};
