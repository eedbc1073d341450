import type { PasskeyAnswer, PasskeyCeremony, SecurityChange } from '@maple/contracts';
import { AppError } from '../../infra/errors.js';
import { type IdentityContext, recordPasswordFailure } from './identity-context.js';
import type { ApprovedAction, PasskeyApprovalService } from './passkey-approval.service.js';
import { findPasskey } from './passkeys.repo.js';
import { assertCanRemove, noPassword, passwordAlready, type Removal } from './sign-in-methods.js';
import type { IdentityUser } from './users.repo.js';

/** What a signed-in customer sends to confirm a security change (the contract's proof fields). */
export interface SecurityProof {
  password?: string | undefined;
  passkey?: PasskeyAnswer | undefined;
}

/**
 * The approval a change's passkey signs (ADR 55's challenge): a purpose of its own, apart from
 * the customers module's withdrawals and wallets, and the passkey a removal removes.
 */
const actionOf = (change: SecurityChange, passkeyId?: string): ApprovedAction => ({
  purpose: `security:${change}`,
  binding: passkeyId ?? null,
});

/** What each change takes away, checked before its ceremony opens. */
const removals: Partial<Record<SecurityChange, Removal>> = {
  remove_password: 'password',
  remove_passkey: 'passkey',
  remove_authenticator: 'authenticator',
};

const refusedPassword = (field: string, message: string) =>
  new AppError('invalid_parameter', message, [{ path: `body.${field}`, message }]);

const passkeyNeeded = () =>
  new AppError(
    'invalid_parameter',
    'Your account has no password: confirm with one of your passkeys.',
    [{ path: 'body.passkey', message: 'Confirm with one of your passkeys' }],
  );

const confirmWithPassword = () =>
  new AppError('conflict', 'Your account has a password: confirm this change with it.');

export const notOwnPasskey = () => new AppError('not_found', 'No such passkey on this account');

/**
 * How a signed-in customer proves a security change is theirs (ADR 54, 57): the current password
 * when the account has one; without one, one of their passkeys, user verified, signing a
 * challenge made from this change, once. A session left open on a shared computer has neither.
 */
export class SecurityProofs {
  constructor(
    private readonly ctx: IdentityContext,
    private readonly approvals: PasskeyApprovalService,
  ) {}

  /**
   * Options for a passkey to approve `change`. A change the account may not make (the last way
   * in, a password it has or lacks, a passkey not its own) is refused here, before any prompt.
   */
  async startApproval(
    user: IdentityUser,
    change: SecurityChange,
    passkeyId?: string,
  ): Promise<PasskeyCeremony> {
    // An account with a password confirms with it, except removing it, which takes both.
    if (user.password_hash !== null && change !== 'remove_password') {
      throw change === 'set_password' ? passwordAlready() : confirmWithPassword();
    }
    if (passkeyId !== undefined) await this.assertOwnPasskey(user, passkeyId);
    const removal = removals[change];
    if (removal !== undefined) await assertCanRemove(this.ctx.db, user.id, removal);
    return this.approvals.start(user, actionOf(change, passkeyId));
  }

  /** The proof the account needs: its password if it has one, else a passkey's answer. */
  async confirm(
    user: IdentityUser,
    proof: SecurityProof,
    change: SecurityChange,
    passkeyId?: string,
  ): Promise<void> {
    if (user.password_hash !== null) return this.confirmPassword(user, proof.password);
    if (proof.passkey === undefined) throw passkeyNeeded();
    return this.confirmPasskey(user, proof.passkey, change, passkeyId);
  }

  /** The current password; a wrong one counts towards the lockout as at sign-in. */
  async confirmPassword(
    user: IdentityUser,
    password: string | undefined,
    field = 'password',
  ): Promise<void> {
    if (user.password_hash === null) throw noPassword();
    if (password === undefined) throw refusedPassword(field, 'Password is required');
    if (await this.ctx.hasher.verify(user.password_hash, password)) return;
    await recordPasswordFailure(this.ctx, user);
    throw refusedPassword(field, 'The password is incorrect');
  }

  /** One of the customer's passkeys approved this change (and no other), once. */
  confirmPasskey(
    user: IdentityUser,
    answer: PasskeyAnswer,
    change: SecurityChange,
    passkeyId?: string,
  ): Promise<void> {
    const action = actionOf(change, passkeyId);
    return this.approvals.finish(user, answer.session_info, answer.credential, action);
  }

  async assertOwnPasskey(user: IdentityUser, passkeyId: string): Promise<void> {
    const passkey = await findPasskey(this.ctx.db, passkeyId);
    if (passkey?.principal_kind !== 'customer' || passkey.principal_id !== user.id) {
      throw notOwnPasskey();
    }
  }
}
