import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { sha256 } from '../../infra/security/secrets.js';
import { emailLinkWithinBudget } from './email-link-within-budget.js';
import {
  type IdentityContext,
  invalidLink,
  queueUserMail,
  recordPasswordFailure,
} from './identity-context.js';
import { consumeLinkToken, findLiveLinkToken } from './link-tokens.repo.js';
import { assertStrongPassword } from './password-strength.js';
import {
  findUserById,
  type IdentityUser,
  markEmailVerified,
  unlockUser,
  updatePasswordHash,
} from './users.repo.js';

/** Reset e-mails one address may receive in an hour. */
const RESETS_PER_HOUR = 3;

const resetAcknowledgement =
  'If an account uses this address, we have sent it a link to reset the password.';

/** Password reset by e-mail link, and password changes by a signed-in customer. */
export class PasswordService {
  constructor(private readonly ctx: IdentityContext) {}

  /** E-mails a reset link when the address has an account; the answer is the same either way. */
  async requestReset(email: string, altcha: string): Promise<string> {
    const { db, botCheck } = this.ctx;
    await botCheck.verifyAndSpend(db, altcha);
    await emailLinkWithinBudget(this.ctx, email, {
      purpose: 'reset_password',
      perHour: RESETS_PER_HOUR,
      eligible: () => true,
    });
    return resetAcknowledgement;
  }

  /**
   * Sets a new password from a reset link. The link proves the address, so it also confirms it
   * and lifts a password lockout; every session ends.
   */
  async completeReset(token: string, password: string): Promise<void> {
    const { db, clock } = this.ctx;
    const hash = sha256(token);
    // Checked before anything is written: a weak password leaves the link usable.
    const live = await findLiveLinkToken(db, hash, 'reset_password', clock.now());
    const user = live?.user_id == null ? undefined : await findUserById(db, live.user_id);
    if (user === undefined) throw invalidLink();
    await assertStrongPassword(password, [user.email, user.display_name]);
    const passwordHash = await this.ctx.hasher.hash(password);
    await db.transaction().execute(async (trx) => {
      if ((await consumeLinkToken(trx, hash, 'reset_password', clock.now())) === undefined) {
        throw invalidLink();
      }
      await markEmailVerified(trx, user.id, clock.now());
      await unlockUser(trx, user.id, clock.now());
      await this.replace(trx, user, passwordHash, undefined);
      // A reset is what a customer does who fears someone else got in: their API tokens end too,
      // where a change (the current password known) keeps them (ADR 70).
      await this.ctx.personalTokens.revokeAll(
        trx,
        { userId: user.id, requestId: null },
        'password_reset',
      );
    });
  }

  /** A signed-in customer's change: the current password proves it is them. */
  async change(userId: string, sessionId: string, current: string, next: string) {
    const { db, hasher } = this.ctx;
    const user = await findUserById(db, userId);
    if (user === undefined) throw new AppError('authentication_failed', 'Invalid token');
    if (user.password_hash === null) {
      throw new AppError(
        'conflict',
        'Your account has no password: set one, confirming with a passkey, instead.',
      );
    }
    if (!(await hasher.verify(user.password_hash, current))) {
      await recordPasswordFailure(this.ctx, user);
      throw new AppError('invalid_parameter', 'The current password is incorrect', [
        { path: 'body.current_password', message: 'The current password is incorrect' },
      ]);
    }
    await this.setPassword(user, next, { keepSession: sessionId, field: 'new_password' });
  }

  /**
   * Replaces (or, on a passwordless account, sets) the password of an authorised customer; other
   * sessions end, `keepSession` stays signed in. After the strength check, so a weak password
   * spends nothing: `confirm` runs (a passkey's approval, spent on its own), then `authorise`
   * first in the transaction (spending a confirmation).
   */
  async setPassword(
    user: IdentityUser,
    password: string,
    options: {
      keepSession?: string;
      field?: string;
      confirm?: () => Promise<void>;
      authorise?: (trx: Kysely<Schema>) => Promise<void>;
    },
  ) {
    await assertStrongPassword(password, [user.email, user.display_name], options.field);
    await options.confirm?.();
    const passwordHash = await this.ctx.hasher.hash(password);
    await this.ctx.db.transaction().execute(async (trx) => {
      await options.authorise?.(trx);
      await this.replace(trx, user, passwordHash, options.keepSession);
    });
  }

  private async replace(
    trx: Kysely<Schema>,
    user: IdentityUser,
    passwordHash: string,
    keepSession: string | undefined,
  ) {
    const { clock, sessions, publicUrl } = this.ctx;
    await updatePasswordHash(trx, user.id, passwordHash, clock.now());
    await sessions.endAll(trx, { kind: 'customer', id: user.id }, 'password_changed', keepSession);
    await queueUserMail(this.ctx, trx, user, {
      template: 'password_changed',
      name: user.display_name,
      resetLink: `${publicUrl}/reset`,
      withdrawalHoldSeconds: this.ctx.withdrawalHoldSeconds,
    });
  }
}
