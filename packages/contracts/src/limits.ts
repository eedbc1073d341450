import { z } from 'zod';
import { investorCategorySchema } from './kyc.js';
import { cryptoAssetCodeSchema } from './platform/fields.js';

/**
 * `GET /customers/limits` (docs/product/limits.md): the caller's limits and where each stands.
 * Amounts are CAD cents as strings of digits, since the own backend's JSON is not read losslessly.
 */

export const limitNames = [
  'funding_24h',
  'funding_7d',
  'crypto_withdrawal_24h',
  'investment_12m',
] as const;
export type LimitName = (typeof limitNames)[number];

const centsSchema = z
  .string()
  .regex(/^\d{1,78}$/)
  .meta({ description: 'CAD cents, a string of digits.' });

export const limitStandingSchema = z.object({
  name: z.enum(limitNames),
  /** `funding`: CAD deposits and withdrawals together. */
  kind: z.enum(['funding', 'crypto_withdrawal', 'investment']),
  window: z.enum(['24h', '7d', '12m']).meta({ description: 'The rolling window it counts over.' }),
  limit: centsSchema.nullable().meta({ description: 'Null: no limit applies.' }),
  used: centsSchema,
  remaining: centsSchema.nullable().meta({ description: 'Null: no limit applies.' }),
  resets_at: z.iso.datetime().nullable().meta({
    description: 'When everything used now has left the window; null when nothing is used.',
  }),
  edd_raised: z.boolean().meta({ description: 'Raised by a passed enhanced due diligence.' }),
});
export type LimitStanding = z.output<typeof limitStandingSchema>;

/** Net purchases of non-specified crypto assets (`assets`) over 12 months. */
export const investmentLimitSchema = limitStandingSchema.extend({
  name: z.literal('investment_12m'),
  category: investorCategorySchema.meta({
    description: 'The investor category the limit is set by; retail until it is known.',
  }),
  province_exempt: z.boolean(),
  assets: z.array(cryptoAssetCodeSchema),
});
export type InvestmentLimit = z.output<typeof investmentLimitSchema>;

export const customerLimitsSchema = z.object({
  /** Funding per 24 h and 7 days, crypto withdrawals per 24 h, in that order. */
  limits: z.array(limitStandingSchema),
  investment: investmentLimitSchema,
});
export type CustomerLimits = z.output<typeof customerLimitsSchema>;
