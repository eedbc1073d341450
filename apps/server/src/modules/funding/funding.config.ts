import { z } from 'zod';
import { seconds, secondsUnlessSet } from '../../infra/config-fields.js';
import type { EnvOf } from '../../infra/config-types.js';
import { fundingTimingsOf } from '../../infra/funding-timings.js';

/** Funding's fragment of the environment: CAD rails, quotes, withdrawal holds (ADR 20, ADR 46). */

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
  RECOVERY_WITHDRAWAL_HOLD_SECONDS: seconds(172_800),
  APPROVAL_WINDOW_SECONDS: seconds(1800),
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
  /** Withdrawals wait this long after staff approved an account recovery (ADR 59). */
  recoveryHoldSeconds: number;
  /**
   * A withdrawal or a wallet asked for through `/api` without the customer's approval waits this
   * long for it (ADR 58); wallets follow funding's setting.
   */
  approvalWindowSeconds: number;
  /** A transfer not final this long after it was made is listed to staff as stuck. */
  stuckTransferSeconds: number;
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
      recoveryHoldSeconds: env.RECOVERY_WITHDRAWAL_HOLD_SECONDS,
      approvalWindowSeconds: env.APPROVAL_WINDOW_SECONDS,
      stuckTransferSeconds: env.TRANSFER_STUCK_AFTER_SECONDS,
    },
  };
}
