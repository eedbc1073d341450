import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import {
  countsAsInvestment,
  type LimitsService,
  type UsageRequest,
} from '../limits/limits.service.js';
import { releaseClaims } from './quotes.repo.js';
import type { Claimed } from './trade-claims.js';
import { tradeReference } from './trade-legs.js';

/** What trading asks of the limits: check a batch's investments, record the executed ones. */
export type TradeLimits = Pick<LimitsService, 'check' | 'record'>;

/**
 * What a trade in a non-specified crypto asset counts against the investment limit (SPEC B4):
 * the CAD value of the coins at the trade's price, plus for a purchase and minus for a sale.
 * The fee buys no coins, so it counts on neither side.
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
 * Refuses, with `limit_exceeded`, the claimed trades that would take their customer's net
 * purchases over the investment limit, counting the batch's trades in order; gives their
 * quotes back, so a refused request writes nothing. The other plans pass through as they are.
 */
export async function refuseOverLimits(
  trx: Kysely<Schema>,
  limits: TradeLimits,
  plans: readonly (Claimed | AppError)[],
): Promise<(Claimed | AppError)[]> {
  const investing = plans.flatMap((plan) =>
    plan instanceof AppError || investmentOf(plan).length === 0 ? [] : [plan],
  );
  if (investing.length === 0) return [...plans];
  const outcomes = await limits.check(trx, investmentsOf(investing));
  const refused = new Map(
    investing.flatMap((plan, index) => {
      const refusal = outcomes[index];
      return refusal === undefined ? [] : [[plan.tradeGuid, refusal] as const];
    }),
  );
  await releaseClaims(trx, [...refused.keys()]);
  return plans.map((plan) =>
    plan instanceof AppError ? plan : (refused.get(plan.tradeGuid) ?? plan),
  );
}
