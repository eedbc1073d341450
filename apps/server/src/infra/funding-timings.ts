import type { Config } from './config.js';

/**
 * The sandbox rails' delays, the withdrawal holds and a new wallet's cooldown, when the
 * environment does not set them.
 * Production's are a real EFT batch window and a day's caution. Development's (`npm start`, whose
 * NODE_ENV defaults to development) are short enough that a person can link a bank, deposit by
 * EFT, trade and withdraw in one sitting; the rails there are sandboxes anyway. Tests and the
 * e2e servers set their own. The hold after a security change is a day in both: the journey
 * above needs no password change (the e-mail announcing it states the configured hold).
 */
export interface FundingTimings {
  eftStepSeconds: number;
  eftDepositHoldSeconds: number;
  eftReturnSeconds: number;
  bankAccountHoldSeconds: number;
  /**
   * How long after it is added an external wallet takes withdrawals
   * (docs/product/bank-accounts-and-wallets.md: 24 h).
   */
  walletCooldownSeconds: number;
}

export const productionFundingTimings: FundingTimings = {
  eftStepSeconds: 60,
  eftDepositHoldSeconds: 3 * 86_400,
  eftReturnSeconds: 120,
  bankAccountHoldSeconds: 86_400,
  walletCooldownSeconds: 86_400,
};

/**
 * A deposit lands in 15 s and is held a minute; a returned one comes back within its hold; a new
 * bank account or wallet takes withdrawals a minute after it is added.
 */
export const developmentFundingTimings: FundingTimings = {
  eftStepSeconds: 5,
  eftDepositHoldSeconds: 60,
  eftReturnSeconds: 30,
  bankAccountHoldSeconds: 60,
  walletCooldownSeconds: 60,
};

export const fundingTimingsOf = (env: Config['env']): FundingTimings =>
  env === 'development' ? developmentFundingTimings : productionFundingTimings;
