import type { CryptoAssetCode } from '@maple/money';
import { baseUnits, cents } from '../../infra/config-fields.js';
import type { EnvOf, ReportProblem } from '../../infra/config-types.js';
import type { LimitsEnv } from '../limits/limits.config.js';

/** Crypto transfers' fragment of the environment: network fees, staff reviews (ADR 23, ADR 46). */

export const cryptoVariables = {
  // What the chain charges a withdrawal, in the asset's base units (ADR 23, amendment).
  NETWORK_FEE_BTC: baseUnits('2000'),
  NETWORK_FEE_LTC: baseUnits('10000'),
  NETWORK_FEE_BCH: baseUnits('1000'),
  NETWORK_FEE_ETH: baseUnits('500000000000000'),
  NETWORK_FEE_USDC: baseUnits('1000000'),
  NETWORK_FEE_XRP: baseUnits('12'),
  // Below the 24-hour crypto withdrawal limit (checked below), so a large withdrawal reaches
  // the approval queue before any customer needs enhanced due diligence to make one.
  CRYPTO_APPROVAL_THRESHOLD_CENTS: cents(3_000_00),
};

type CryptoEnv = EnvOf<typeof cryptoVariables>;

/** Crypto transfers (docs/product/bank-accounts-and-wallets.md; modules/crypto). */
export interface CryptoConfig {
  /** What the chain charges a crypto withdrawal, per asset, in its base units (ADR 23). */
  networkFees: Readonly<Record<CryptoAssetCode, bigint>>;
  /** Crypto withdrawals worth this many CAD cents or more wait for staff (`reviewing`). */
  approvalThresholdCents: bigint;
}

/** The review threshold must sit below the limits' 24-hour crypto withdrawal limit. */
export function checkCryptoEnv(
  env: CryptoEnv & Pick<LimitsEnv, 'CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS'>,
  problem: ReportProblem,
): void {
  if (env.CRYPTO_APPROVAL_THRESHOLD_CENTS >= env.CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS) {
    problem(
      'CRYPTO_APPROVAL_THRESHOLD_CENTS',
      'must be below CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS, or no withdrawal within the limit is ever reviewed',
    );
  }
}

export function cryptoSettings(env: CryptoEnv): { crypto: CryptoConfig } {
  return {
    crypto: {
      networkFees: {
        BTC: env.NETWORK_FEE_BTC,
        LTC: env.NETWORK_FEE_LTC,
        BCH: env.NETWORK_FEE_BCH,
        ETH: env.NETWORK_FEE_ETH,
        USDC: env.NETWORK_FEE_USDC,
        XRP: env.NETWORK_FEE_XRP,
      },
      approvalThresholdCents: BigInt(env.CRYPTO_APPROVAL_THRESHOLD_CENTS),
    },
  };
}
