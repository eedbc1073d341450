import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { owesAfterReturn } from './funding-books.repo.js';
import type { FundingContext } from './funding-context.js';

/** Why the customer may not withdraw now, and until when (null: until resolved). */
export interface WithdrawalHold {
  reason: 'security_change' | 'funding_return';
  until: Date | null;
}

/** Only verified customers move money (SPEC B7). */
export async function assertVerified(
  ctx: Pick<FundingContext, 'customers'>,
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<void> {
  if ((await ctx.customers.unverifiedAmong(db, [customerGuid])).has(customerGuid)) {
    throw new AppError(
      'unverified_customer',
      'Verify your identity before you deposit or withdraw.',
    );
  }
}

/**
 * Withdrawals are held after a password change, a reset or an authenticator removed (SPEC B8;
 * identity says when), and while the customer owes a returned deposit.
 */
export async function withdrawalHoldOf(
  ctx: Pick<FundingContext, 'customers' | 'identity' | 'clock' | 'config'>,
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<WithdrawalHold | undefined> {
  if (await owesAfterReturn(db, customerGuid)) return { reason: 'funding_return', until: null };
  const customer = await ctx.customers.find(db, customerGuid);
  const changed = await ctx.identity.lastSecurityChangeAt(db, customer.user_id);
  if (changed === null) return undefined;
  const until = addSeconds(changed, ctx.config.securityChangeHoldSeconds);
  return until > ctx.clock.now() ? { reason: 'security_change', until } : undefined;
}

/** The refusal of a held withdrawal; a time it ends closes the message in ISO 8601, as limits do. */
export function heldRefusal(hold: WithdrawalHold): AppError {
  const message =
    hold.reason === 'security_change'
      ? `Withdrawals are paused after a change to your password or two-step verification. They resume at ${hold.until?.toISOString()}.`
      : 'Withdrawals are paused until the returned deposit you owe is repaid. Contact support to settle it.';
  return new AppError('withdrawals_held', message);
}

export async function assertMayWithdraw(
  ctx: Pick<FundingContext, 'customers' | 'identity' | 'clock' | 'config'>,
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<void> {
  const hold = await withdrawalHoldOf(ctx, db, customerGuid);
  if (hold !== undefined) throw heldRefusal(hold);
}
