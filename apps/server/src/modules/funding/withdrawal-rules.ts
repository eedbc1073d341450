import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { IdentityUser } from '../identity/identity.service.js';
import { securityHoldEnd } from '../identity/security-hold.js';
import type { FundingConfig } from './funding.config.js';
import { owingAfterReturn } from './funding-books.repo.js';
import type { FundingContext } from './funding-context.js';

/** What the rules read: the customers, their users, the clock and how long a change holds. */
type RulesContext = Pick<FundingContext, 'customers' | 'identity' | 'clock'> & {
  config: Pick<FundingConfig, 'securityChangeHoldSeconds' | 'recoveryHoldSeconds'>;
};

/**
 * Why the customer may not withdraw now, and until when (null: until resolved). A customer
 * without an enrolled second factor is held until they enrol one: a stolen password alone must
 * not be enough to take money out.
 */
export interface WithdrawalHold {
  reason: 'security_change' | 'funding_return' | 'second_factor_required';
  until: Date | null;
}

/**
 * The refusal of a customer not verified yet: only verified customers move money
 * (docs/product/identity-verification.md).
 */
export const unverifiedRefusal = () =>
  new AppError('unverified_customer', 'Verify your identity before you deposit or withdraw.');

/**
 * The refusal of a locked withdrawal, CAD or crypto: the customer said "this wasn't me" to a new
 * wallet (`reported`), or staff blocked their withdrawals (`all`).
 */
export const lockedRefusal = (lock: 'reported' | 'all') =>
  new AppError(
    'withdrawals_held',
    lock === 'reported'
      ? 'Withdrawals are locked after you reported a wallet you did not add. Change your password, then contact support.'
      : 'Withdrawals are blocked on your account. Contact support.',
  );

/**
 * Withdrawals are held after a password change, a reset or an authenticator removed
 * (docs/product/sessions.md; identity says when), and while the customer owes a returned deposit.
 */
export async function withdrawalHoldOf(
  ctx: RulesContext,
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<WithdrawalHold | undefined> {
  return (await withdrawalStandings(ctx, db, [customerGuid])).get(customerGuid)?.hold;
}

/** A customer who may withdraw (no hold) and their user (whom a confirmation is for). */
export type WithdrawalStanding = { hold: WithdrawalHold } | { hold: undefined; userId: string };

/**
 * Whether each customer's withdrawals are held (`withdrawalHoldOf`) and, when not, their user:
 * the receivables of all of them and their users (when they last changed how they sign in, and
 * whether they enrolled a second factor) read side by side.
 */
export async function withdrawalStandings(
  ctx: RulesContext,
  db: Kysely<Schema>,
  customerGuids: readonly string[],
): Promise<Map<string, WithdrawalStanding>> {
  const guids = [...new Set(customerGuids)];
  if (guids.length === 0) return new Map();
  const [owing, { holders, enrolled }] = await Promise.all([
    owingAfterReturn(db, guids),
    holdersWithSecondFactors(ctx, db, ctx.customers.holdersOf(db, guids)),
  ]);
  return standingsFrom(ctx, guids, { owing, holders, enrolled });
}

/**
 * The holders being read and which of them (user ids) have a second factor: an authenticator
 * app, or a passkey (ADR 54). The second read follows the first, as it needs the users' ids.
 */
export async function holdersWithSecondFactors(
  ctx: Pick<FundingContext, 'identity'>,
  db: Kysely<Schema>,
  reading: Promise<Map<string, IdentityUser>>,
): Promise<{ holders: Map<string, IdentityUser>; enrolled: Set<string> }> {
  const holders = await reading;
  const ids = [...holders.values()].map((user) => user.id);
  return { holders, enrolled: await ctx.identity.customersWithSecondFactor(ids, db) };
}

/**
 * `withdrawalStandings` from what was read already: who owes a returned deposit, the users of
 * the others (a customer with neither is held, as owing) and which users enrolled a second
 * factor.
 */
export function standingsFrom(
  ctx: Pick<RulesContext, 'clock' | 'config'>,
  customerGuids: readonly string[],
  read: {
    owing: ReadonlySet<string>;
    holders: ReadonlyMap<string, IdentityUser>;
    enrolled: ReadonlySet<string>;
  },
): Map<string, WithdrawalStanding> {
  const standings = new Map<string, WithdrawalStanding>();
  for (const guid of customerGuids) {
    const user = read.holders.get(guid);
    if (read.owing.has(guid) || user === undefined) {
      standings.set(guid, { hold: { reason: 'funding_return', until: null } });
      continue;
    }
    // Before the security-change hold: enrolling is what the customer can do about it now.
    if (!read.enrolled.has(user.id)) {
      standings.set(guid, { hold: { reason: 'second_factor_required', until: null } });
      continue;
    }
    const until = securityHoldEnd(user, ctx.config);
    standings.set(
      guid,
      until !== null && until > ctx.clock.now()
        ? { hold: { reason: 'security_change', until } }
        : { hold: undefined, userId: user.id },
    );
  }
  return standings;
}

/** The refusal of a held withdrawal; a time it ends closes the message in ISO 8601, as limits do. */
export function heldRefusal(hold: WithdrawalHold): AppError {
  if (hold.reason === 'second_factor_required') {
    return new AppError(
      'second_factor_required',
      'Turn on two-step verification or add a passkey (Settings) before your first withdrawal.',
    );
  }
  const message =
    hold.reason === 'security_change'
      ? `Withdrawals are paused after a change to your password or two-step verification. They resume at ${hold.until?.toISOString()}.`
      : 'Withdrawals are paused until the returned deposit you owe is repaid. Contact support to settle it.';
  return new AppError('withdrawals_held', message);
}
