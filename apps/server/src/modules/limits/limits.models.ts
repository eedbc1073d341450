import type { CustomerLimits, LimitStanding as LimitModel } from '@maple/contracts';
import type { LimitName } from './limit-rules.js';
import { nonSpecifiedAssets } from './limit-rules.js';
import type { LimitStanding, LimitsSummary } from './limits.service.js';

const windows: Record<LimitName, LimitModel['window']> = {
  funding_24h: '24h',
  funding_7d: '7d',
  crypto_withdrawal_24h: '24h',
  investment_12m: '12m',
};

const standingModel = (limit: LimitStanding): LimitModel => ({
  name: limit.name,
  kind: limit.kind,
  window: windows[limit.name],
  limit: limit.cents === null ? null : limit.cents.toString(),
  used: limit.used.toString(),
  remaining: limit.remaining === null ? null : limit.remaining.toString(),
  resets_at: limit.resetsAt === null ? null : limit.resetsAt.toISOString(),
  edd_raised: limit.eddRaised,
});

/** `GET /customers/limits`: the summary as the contract spells it. */
export function customerLimitsModel(summary: LimitsSummary): CustomerLimits {
  const investment = summary.limits.find((limit) => limit.name === 'investment_12m');
  if (investment === undefined) throw new Error('a customer has no investment limit');
  return {
    limits: summary.limits.filter((limit) => limit !== investment).map(standingModel),
    investment: {
      ...standingModel(investment),
      name: 'investment_12m',
      category: summary.profile.category ?? 'retail',
      province_exempt: summary.provinceExempt,
      assets: [...nonSpecifiedAssets],
    },
  };
}
