import type { SignInResult } from '@maple/contracts';
import { AppError } from '../../infra/errors.js';
import { newId } from '../../infra/ids.js';
import {
  type IdentityContext,
  lockedAccount,
  recordPasswordFailure,
  SIGN_IN_TOKEN_SECONDS,
  sendUnlockLink,
  signedIn,
} from './identity-context.js';
import { hasLiveLinkToken } from './link-tokens.repo.js';
import { spendCredential } from './spent-credentials.repo.js';
import {
  clearFailedSignIns,
  findUserByEmail,
  findUserById,
  type IdentityUser,
} from './users.repo.js';

/** One body for a wrong e-mail and a wrong password: nothing tells them apart. */
const invalidCredentials = () =>
  new AppError('authentication_failed', 'Invalid e-mail or password');

const invalidCode = () =>
  new AppError('authentication_failed', 'The code is incorrect or has expired');

const emailNotConfirmed = () =>
  new AppError(
    'forbidden',
    'Confirm your e-mail address first: use the link we sent you, or ask for a new one.',
  );

/**
 * Customer sign-in: e-mail and password, then a TOTP or recovery code when enrolled. Answers an
 * identity token (or an MFA token for the second step); the customer tokens come from
 * exchanging it at generate-customer-token.
 */
export class SignInService {
  constructor(private readonly ctx: IdentityContext) {}

  async signIn(email: string, password: string): Promise<SignInResult> {
    const { db, hasher, secondFactor } = this.ctx;
    const user = await findUserByEmail(db, email);
    if (user === undefined) {
      // The same work as a wrong password (one argon2 check, one counter update that here
      // matches no row), so the response time does not reveal whether the address exists.
      await hasher.verifyAbsent(password);
      await recordPasswordFailure(this.ctx, undefined);
      throw invalidCredentials();
    }
    if (!(await hasher.verify(user.password_hash, password))) {
      await recordPasswordFailure(this.ctx, user);
      throw invalidCredentials();
    }
    // Only someone who knows the password learns that the account is locked or unconfirmed.
    if (user.locked_at !== null) {
      await this.resendUnlockLinkIfNoneLive(user);
      throw lockedAccount();
    }
    if (user.email_verified_at === null) throw emailNotConfirmed();
    await clearFailedSignIns(db, user.id);

    if (await secondFactor.isEnrolled({ kind: 'customer', id: user.id })) {
      const mfaToken = await this.ctx.tokens.issue(
        'mfa',
        { sub: user.id, kind: 'customer', jti: newId() },
        SIGN_IN_TOKEN_SECONDS,
      );
      return { status: 'mfa_required', mfa_token: mfaToken, expires_in: SIGN_IN_TOKEN_SECONDS };
    }
    return signedIn(this.ctx, user.id);
  }

  /** The second step: an authenticator code (each accepted once) or a recovery code. */
  async completeMfa(mfaToken: string, code: string): Promise<SignInResult> {
    const { db, tokens, secondFactor, sessions } = this.ctx;
    const claims = await tokens.verify('mfa', mfaToken);
    const user = claims.kind === 'customer' ? await findUserById(db, claims.sub) : undefined;
    if (user === undefined) throw new AppError('authentication_failed', 'Invalid token');
    if (user.locked_at !== null) throw lockedAccount();
    const principal = { kind: 'customer', id: user.id } as const;
    const outcome = await secondFactor.check(principal, code, {
      allowRecoveryCode: true,
      onLocked: async (trx) => {
        await sessions.endAll(trx, principal, 'locked');
        await sendUnlockLink(this.ctx, trx, user);
      },
    });
    if (outcome === 'locked' || outcome === 'locked_now') throw lockedAccount();
    if (outcome !== 'accepted') throw invalidCode();
    // The MFA step is single use: a captured one cannot mint a second identity token.
    if (!(await spendCredential(db, `mfa:${claims.jti}`, new Date(claims.exp * 1000)))) {
      throw new AppError('authentication_failed', 'Invalid token');
    }
    return signedIn(this.ctx, user.id);
  }

  /** A lock outlives its link (24 h): the rightful owner gets a fresh one when none is live. */
  private async resendUnlockLinkIfNoneLive(user: IdentityUser) {
    const { db, clock } = this.ctx;
    await db.transaction().execute(async (trx) => {
      if (await hasLiveLinkToken(trx, { userId: user.id }, 'unlock', clock.now())) return;
      await sendUnlockLink(this.ctx, trx, user);
    });
  }
}
