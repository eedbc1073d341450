import type { CryptoAssetCode } from '@maple/money';
import type { Config } from './config.js';

/**
 * The chains' block times and the confirmations a deposit or withdrawal waits for, when the
 * environment does not set them (as infra/funding-timings.ts does for the bank rails).
 * Production's are the chains' own and common exchange practice. Development's are short, so a
 * person sees a deposit gather its confirmations and land within about half a minute; the chain
 * there is the sandbox anyway. Tests and the e2e servers set their own.
 */
export interface ChainTimings {
  blockSeconds: Record<CryptoAssetCode, number>;
  requiredConfirmations: Record<CryptoAssetCode, number>;
}

export const productionChainTimings: ChainTimings = {
  blockSeconds: { BTC: 600, LTC: 150, BCH: 600, ETH: 12, USDC: 12, XRP: 4 },
  requiredConfirmations: { BTC: 2, LTC: 6, BCH: 6, ETH: 12, USDC: 12, XRP: 1 },
};

export const developmentChainTimings: ChainTimings = {
  blockSeconds: { BTC: 10, LTC: 5, BCH: 10, ETH: 2, USDC: 2, XRP: 2 },
  requiredConfirmations: { BTC: 2, LTC: 3, BCH: 2, ETH: 6, USDC: 6, XRP: 1 },
};

export const chainTimingsOf = (env: Config['env']): ChainTimings =>
  env === 'development' ? developmentChainTimings : productionChainTimings;

/** Each asset's number from the environment where it names the asset, else the default. */
export function perAsset(
  defaults: Readonly<Record<CryptoAssetCode, number>>,
  set: Partial<Record<CryptoAssetCode, number>> = {},
): Record<CryptoAssetCode, number> {
  return {
    BTC: set.BTC ?? defaults.BTC,
    ETH: set.ETH ?? defaults.ETH,
    LTC: set.LTC ?? defaults.LTC,
    BCH: set.BCH ?? defaults.BCH,
    USDC: set.USDC ?? defaults.USDC,
    XRP: set.XRP ?? defaults.XRP,
  };
}
