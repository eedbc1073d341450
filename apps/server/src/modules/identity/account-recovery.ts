import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { type IdentityContext, lockedAccount } from './identity-context.js';
import { deleteAllPasskeys } from './passkeys.repo.js';
import { findUserById, type IdentityUser, markRecovered } from './users.repo.js';

/**
 * Identity's part of an account recovery (docs/decisions/0059-account-recovery-by-reverification.md):
 * who may ask for one, and what an approved one removes. The identity verification that decides
 * it is the kyc module's.
 */
export class AccountRecoveryFactors {
  constructor(private readonly ctx: IdentityContext) {}

  /**
   * The customer a sign-in waiting for its second factor (its MFA token) is for: someone who
   * gave the password and lacks every second factor asks from there. A locked account is not
   * recovered this way (its unlock link is e-mailed); the token stays unspent, as the recovery
   * signs no one in.
   */
  async candidate(mfaToken: string): Promise<IdentityUser> {
    const claims = await this.ctx.tokens.verify('mfa', mfaToken);
    const user =
      claims.kind === 'customer' ? await findUserById(this.ctx.db, claims.sub) : undefined;
    if (user === undefined) throw new AppError('authentication_failed', 'Invalid token');
    if (user.locked_at !== null) throw lockedAccount();
    return user;
  }

  /**
   * Staff approved the recovery: the authenticator app with its recovery codes and every passkey
   * go, every session ends, and withdrawals are held (`recovered_at`), in the caller's
   * transaction. The customer then signs in with the password and sets a second factor up.
   */
  async complete(trx: Kysely<Schema>, userId: string): Promise<void> {
    const principal = { kind: 'customer', id: userId } as const;
    await this.ctx.secondFactor.remove(trx, principal);
    await deleteAllPasskeys(trx, principal);
    await this.ctx.sessions.endAll(trx, principal, 'revoked_by_staff');
    // Whoever took the account over may have made API tokens: none survives a recovery (ADR 70).
    await this.ctx.personalTokens.revokeAll(trx, { userId, requestId: null }, 'account_recovered');
    await markRecovered(trx, userId, this.ctx.clock.now());
  }
}
