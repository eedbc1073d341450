import type { PasskeyAnswer, SignInMethods } from '@maple/contracts';
import { type IdentityContext, queueUserMail } from './identity-context.js';
import type { PasswordService } from './password.service.js';
import type { SecurityProofs } from './security-proofs.js';
import {
  assertCanRemove,
  mayRemove,
  noPassword,
  passwordAlready,
  readSignInMethods,
  removeKeepingAWayIn,
} from './sign-in-methods.js';
import { clearPasswordHash, type IdentityUser } from './users.repo.js';

/**
 * Passwordless accounts (docs/decisions/0057-passwordless-accounts.md): a customer with two
 * passkeys, or one and unused recovery codes, may remove their password, and set one again.
 * Removing it is a security change as a password change is: the other sessions end,
 * withdrawals wait, the customer is e-mailed.
 */
export class PasswordlessService {
  constructor(
    private readonly ctx: IdentityContext,
    private readonly proofs: SecurityProofs,
    private readonly passwords: PasswordService,
  ) {}

  /** Whether the account has a password, and which way in it may remove now. */
  async methods(user: IdentityUser): Promise<SignInMethods> {
    const methods = await readSignInMethods(this.ctx.db, user.id);
    return {
      has_password: methods.password,
      removable: {
        password: mayRemove(methods, 'password'),
        passkey: mayRemove(methods, 'passkey'),
        authenticator: mayRemove(methods, 'authenticator'),
      },
    };
  }

  /**
   * Removes the password after both proofs: the password itself, and one of the customer's
   * passkeys approving this removal (so the passkeys left are ones they hold). Refused with 409,
   * before either is spent, when the passkeys and codes would not be enough.
   */
  async remove(
    user: IdentityUser,
    sessionId: string,
    password: string,
    passkey: PasskeyAnswer,
  ): Promise<void> {
    await assertCanRemove(this.ctx.db, user.id, 'password');
    await this.proofs.confirmPassword(user, password);
    await this.proofs.confirmPasskey(user, passkey, 'remove_password');
    const { db, clock, sessions } = this.ctx;
    await db.transaction().execute(async (trx) => {
      await removeKeepingAWayIn(trx, user.id, 'password', async (had) => {
        // Another request removed it meanwhile: one removal, one e-mail.
        if (!had.password) throw noPassword();
        await clearPasswordHash(trx, user.id, clock.now());
      });
      // Whoever signed in with the password it was signs in no more.
      await sessions.endAll(trx, { kind: 'customer', id: user.id }, 'password_changed', sessionId);
      await queueUserMail(this.ctx, trx, user, {
        template: 'password_removed',
        name: user.display_name,
        resetLink: `${this.ctx.publicUrl}/reset`,
        withdrawalHoldSeconds: this.ctx.withdrawalHoldSeconds,
      });
    });
  }

  /**
   * A passwordless account sets a password again, a passkey approving it: as a password change,
   * the other sessions end, withdrawals wait and the customer is e-mailed. A weak password is
   * refused before the passkey's approval is spent.
   */
  async set(
    user: IdentityUser,
    sessionId: string,
    password: string,
    passkey: PasskeyAnswer,
  ): Promise<void> {
    if (user.password_hash !== null) {
      throw passwordAlready();
    }
    await this.passwords.setPassword(user, password, {
      keepSession: sessionId,
      field: 'new_password',
      confirm: () => this.proofs.confirmPasskey(user, passkey, 'set_password'),
    });
  }
}
