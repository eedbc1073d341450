import type { CryptoAssetCode } from '@maple/money';
import { z } from 'zod';
import { baseUnits, cents, seconds, secondsUnlessSet } from '../../infra/config-fields.js';
import type { EnvOf, ReportProblem } from '../../infra/config-types.js';
import { fundingTimingsOf } from '../../infra/funding-timings.js';
import type { LimitsEnv } from '../limits/limits.config.js';

/** Funding's fragment of the environment: CAD rails, crypto fees and reviews (ADR 20, ADR 46). */

export const fundingVariables = {
  FUNDING_QUOTE_TTL_SECONDS: seconds(300),
  ETRANSFER_DEPOSIT_EMAIL: z.email().default('deposits@maple.exchange'),
  ETRANSFER_RECIPIENT_NAME: z.string().min(1).max(100).default('Maple Exchange'),
  EFT_STEP_SECONDS: secondsUnlessSet(),
  EFT_DEPOSIT_HOLD_SECONDS: secondsUnlessSet(),
  EFT_RETURN_SECONDS: secondsUnlessSet(),
  ETRANSFER_STEP_SECONDS: seconds(5),
  SANDBOX_RAIL_OUTCOME: z.enum(['complete', 'fail', 'return']).default('complete'),
  SECURITY_CHANGE_WITHDRAWAL_HOLD_SECONDS: seconds(86_400),
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
  TRANSFER_STUCK_AFTER_SECONDS: seconds(3600),
};

type FundingEnv = EnvOf<typeof fundingVariables>;

/**
 * CAD funding (docs/product/lifecycles.md and docs/product/sessions.md; modules/funding). Times are
 * seconds.
 */
export interface FundingConfig {
  /** How long a funding quote may be used for a transfer. */
  quoteTtlSeconds: number;
  /** Where customers send Interac e-Transfers, and the name it shows. */
  etransferDepositEmail: string;
  etransferRecipientName: string;
  /** The sandbox EFT rail: time between its steps (a batch window), and after a credit. */
  eftStepSeconds: number;
  /** A credited EFT deposit stays held (it can still bounce) this long. */
  eftDepositHoldSeconds: number;
  /** A deposit the sandbox returns is returned this long after it was credited. */
  eftReturnSeconds: number;
  /** The sandbox e-Transfer rail: time between its steps, and an incoming transfer's delivery. */
  etransferStepSeconds: number;
  /** What the sandbox rails do with every transfer, beyond the magic amounts. */
  sandboxOutcome: 'complete' | 'fail' | 'return';
  /** The sandbox-only controls (an incoming e-Transfer on demand): never in production. */
  sandboxControls: boolean;
  /** Withdrawals wait this long after a password change or an authenticator removed. */
  securityChangeHoldSeconds: number;
  /** What the chain charges a crypto withdrawal, per asset, in its base units (ADR 23). */
  networkFees: Readonly<Record<CryptoAssetCode, bigint>>;
  /** Crypto withdrawals worth this many CAD cents or more wait for staff (`reviewing`). */
  cryptoApprovalThresholdCents: bigint;
  /** A transfer not final this long after it was made is listed to staff as stuck. */
  stuckTransferSeconds: number;
}

/** The review threshold must sit below the limits' 24-hour crypto withdrawal limit. */
export function checkFundingEnv(
  env: FundingEnv & Pick<LimitsEnv, 'CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS'>,
  problem: ReportProblem,
): void {
  if (env.CRYPTO_APPROVAL_THRESHOLD_CENTS >= env.CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS) {
    problem(
      'CRYPTO_APPROVAL_THRESHOLD_CENTS',
      'must be below CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS, or no withdrawal within the limit is ever reviewed',
    );
  }
}

export function fundingSettings(env: FundingEnv): { funding: FundingConfig } {
  const timings = fundingTimingsOf(env.NODE_ENV);
  return {
    funding: {
      quoteTtlSeconds: env.FUNDING_QUOTE_TTL_SECONDS,
      etransferDepositEmail: env.ETRANSFER_DEPOSIT_EMAIL,
      etransferRecipientName: env.ETRANSFER_RECIPIENT_NAME,
      eftStepSeconds: env.EFT_STEP_SECONDS ?? timings.eftStepSeconds,
      eftDepositHoldSeconds: env.EFT_DEPOSIT_HOLD_SECONDS ?? timings.eftDepositHoldSeconds,
      eftReturnSeconds: env.EFT_RETURN_SECONDS ?? timings.eftReturnSeconds,
      etransferStepSeconds: env.ETRANSFER_STEP_SECONDS,
      sandboxOutcome: env.SANDBOX_RAIL_OUTCOME,
      sandboxControls: env.NODE_ENV !== 'production',
      securityChangeHoldSeconds: env.SECURITY_CHANGE_WITHDRAWAL_HOLD_SECONDS,
      networkFees: {
        BTC: env.NETWORK_FEE_BTC,
        LTC: env.NETWORK_FEE_LTC,
        BCH: env.NETWORK_FEE_BCH,
        ETH: env.NETWORK_FEE_ETH,
        USDC: env.NETWORK_FEE_USDC,
        XRP: env.NETWORK_FEE_XRP,
      },
      cryptoApprovalThresholdCents: BigInt(env.CRYPTO_APPROVAL_THRESHOLD_CENTS),
      stuckTransferSeconds: env.TRANSFER_STUCK_AFTER_SECONDS,
    },
  };
}
