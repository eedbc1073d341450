import type { Province } from '@maple/contracts';
import { z } from 'zod';
import { cents, provinceListSchema } from '../../infra/config-fields.js';
import type { EnvOf } from '../../infra/config-types.js';

/** The limits' fragment of the environment (docs/product/limits.md, ADR 46). */

export const limitsVariables = {
  FUNDING_LIMIT_24H_CENTS: cents(10_000_00),
  FUNDING_LIMIT_7D_CENTS: cents(50_000_00),
  CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS: cents(10_000_00),
  EDD_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(100).default(5),
  INVESTMENT_LIMIT_RETAIL_CENTS: cents(30_000_00),
  INVESTMENT_LIMIT_ELIGIBLE_CENTS: cents(100_000_00),
  INVESTMENT_LIMIT_EXEMPT_PROVINCES: provinceListSchema.prefault('BC,MB,QC'),
};

export type LimitsEnv = EnvOf<typeof limitsVariables>;

/** The limits of a verified individual (docs/product/limits.md), in CAD cents. */
export interface LimitsConfig {
  /** CAD deposits and withdrawals together, per rolling 24 hours and 7 days. */
  fundingDayCents: bigint;
  fundingWeekCents: bigint;
  /** Crypto withdrawals, valued in CAD, per rolling 24 hours. */
  cryptoWithdrawalDayCents: bigint;
  /** Enhanced due diligence, once passed, multiplies the funding and withdrawal limits. */
  eddMultiplier: bigint;
  /** Net purchases of non-specified crypto assets over a rolling 12 months, by investor category. */
  investmentRetailCents: bigint;
  investmentEligibleCents: bigint;
  /** Provinces whose residents the investment limit does not apply to. */
  investmentExemptProvinces: readonly Province[];
}

export function limitsSettings(env: LimitsEnv): { limits: LimitsConfig } {
  return {
    limits: {
      fundingDayCents: BigInt(env.FUNDING_LIMIT_24H_CENTS),
      fundingWeekCents: BigInt(env.FUNDING_LIMIT_7D_CENTS),
      cryptoWithdrawalDayCents: BigInt(env.CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS),
      eddMultiplier: BigInt(env.EDD_LIMIT_MULTIPLIER),
      investmentRetailCents: BigInt(env.INVESTMENT_LIMIT_RETAIL_CENTS),
      investmentEligibleCents: BigInt(env.INVESTMENT_LIMIT_ELIGIBLE_CENTS),
      investmentExemptProvinces: env.INVESTMENT_LIMIT_EXEMPT_PROVINCES,
    },
  };
}
