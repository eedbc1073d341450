import { z } from 'zod';
import { secondsUnlessSet } from '../../infra/config-fields.js';
import type { EnvOf } from '../../infra/config-types.js';
import { fundingTimingsOf } from '../../infra/funding-timings.js';

/** Banking's fragment of the environment: linked bank accounts (ADR 19, ADR 46). */

export const bankingVariables = {
  BANK_AGGREGATOR: z.enum(['sandbox']).default('sandbox'),
  BANK_ACCOUNT_WITHDRAWAL_HOLD_SECONDS: secondsUnlessSet(0, 2_592_000),
};

/** Linked bank accounts (docs/product/bank-accounts-and-wallets.md, ADR 19). */
export interface BankingConfig {
  /** The bank-account aggregator behind `plaid` links: the built-in sandbox for now. */
  aggregator: 'sandbox';
  /** Whether the sandbox bank-link screen's sign-in and statement are served (never in production). */
  sandboxScreen: boolean;
  /** How long after a bank account becomes usable withdrawals to it wait. */
  withdrawalHoldSeconds: number;
}

export function bankingSettings(env: EnvOf<typeof bankingVariables>): { banking: BankingConfig } {
  return {
    banking: {
      aggregator: env.BANK_AGGREGATOR,
      // The sandbox bank-link screen's sign-in is never served in production.
      sandboxScreen: env.BANK_AGGREGATOR === 'sandbox' && env.NODE_ENV !== 'production',
      withdrawalHoldSeconds:
        env.BANK_ACCOUNT_WITHDRAWAL_HOLD_SECONDS ??
        fundingTimingsOf(env.NODE_ENV).bankAccountHoldSeconds,
    },
  };
}
