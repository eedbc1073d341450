import {
  type CryptoAssetCode,
  cryptoAssetCodes,
  type TradingSymbol,
  tradingSymbol,
} from '@maple/money';
import { AppError } from '../../infra/errors.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { PricingRules } from './pricing.js';
import type { TradingConfig } from './trading.config.js';

/** USDC tracks the dollar: a narrower spread (docs/product/pricing.md). */
const stablecoins: ReadonlySet<CryptoAssetCode> = new Set(['USDC']);

export function pricingRulesOf(config: TradingConfig): PricingRules {
  const spread = (asset: CryptoAssetCode) =>
    BigInt(stablecoins.has(asset) ? config.stablecoinSpreadBps : config.spreadBps);
  return {
    spreadBps: {
      BTC: spread('BTC'),
      ETH: spread('ETH'),
      LTC: spread('LTC'),
      BCH: spread('BCH'),
      USDC: spread('USDC'),
      XRP: spread('XRP'),
    },
    feeCents: config.feeCents,
    minTradeCents: config.minTradeCents,
  };
}

/** `BTC-CAD` → BTC; every market is quoted in CAD (docs/product/data.md). */
export const assetOfSymbol = (symbol: string): CryptoAssetCode | undefined =>
  cryptoAssetCodes.find((asset) => `${asset}-CAD` === symbol);

export const symbolOf = (asset: CryptoAssetCode): TradingSymbol => tradingSymbol(asset);

/** Who may trade: the customers module knows which customers have verified their identity. */
export type TradingGate = Pick<CustomerService, 'unverifiedAmong'>;

/**
 * Only verified customers trade (docs/product/identity-verification.md); the web links this refusal
 * to the verification.
 */
export const unverifiedRefusal = () =>
  new AppError('unverified_customer', 'Verify your identity before you trade.');
