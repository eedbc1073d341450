import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import {
  type CheckedUsage,
  countsAsInvestment,
  type LimitsService,
  type UsageRequest,
} from '../limits/limits.service.js';
import { releaseClaims } from './quotes.repo.js';
import type { Claimed } from './trade-claims.js';
import { tradeReference } from './trade-legs.js';

/** What trading asks of the limits: check a batch's investments, then record those executed. */
export type TradeLimits = Pick<LimitsService, 'check'>;

/**
 * What a trade in a non-specified crypto asset counts against the investment limit
 * (docs/product/limits.md): the CAD value of the coins at the trade's price, plus for a purchase
 * and minus for a sale. The fee buys no coins, so it counts on neither side.
 */
function investmentOf({ customerGuid, asset, quote, tradeGuid }: Claimed): UsageRequest[] {
  if (!countsAsInvestment(asset)) return [];
  const { side, deliverAmount, receiveAmount, fee } = quote;
  const amount = side === 'buy' ? deliverAmount - fee : -(receiveAmount + fee);
  return [{ customerGuid, kind: 'investment', amount, reference: tradeReference(tradeGuid) }];
}

export const investmentsOf = (claimed: readonly Claimed[]): UsageRequest[] =>
  claimed.flatMap(investmentOf);

/**
 * Checks the claimed trades in non-specified assets against the investment limit, counting the
 * batch's trades in order, and refuses with `limit_exceeded` those that would take their
 * customer's net purchases over it, giving their quotes back so a refused request writes
 * nothing. Answers the plans, refusals in place, and how to record the trades that execute.
 */
export async function refuseOverLimits(
  trx: Kysely<Schema>,
  limits: TradeLimits,
  plans: readonly (Claimed | AppError)[],
): Promise<{ plans: (Claimed | AppError)[]; record: CheckedUsage['record'] }> {
  const investing = plans.flatMap((plan) =>
    plan instanceof AppError || investmentOf(plan).length === 0 ? [] : [plan],
  );
  const checked = await limits.check(trx, investmentsOf(investing));
  const refused = new Map(
    investing.flatMap((plan, index) => {
      const refusal = checked.outcomes[index];
      return refusal === undefined ? [] : [[plan.tradeGuid, refusal] as const];
    }),
  );
  await releaseClaims(trx, [...refused.keys()]);
  return {
    plans: plans.map((plan) =>
      plan instanceof AppError ? plan : (refused.get(plan.tradeGuid) ?? plan),
    ),
    record: checked.record,
  };
}
