import type { MfaStatus, TotpEnrolment } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Language } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { sha256 } from '../../infra/security/secrets.js';
import { AccountRecoveryFactors } from './account-recovery.js';
import { BankClientService } from './bank-clients.service.js';
import type { BotCheck } from './bot-check.js';
import {
  type IdentityContext,
  invalidLink,
  issueLinkToken,
  lockedAccount,
  queueUserMail,
  sendUnlockLink,
} from './identity-context.js';
import { consumeLinkToken, findLiveLinkToken } from './link-tokens.repo.js';
import { PasskeyApprovalService } from './passkey-approval.service.js';
import { PasskeySignInService } from './passkey-sign-in.service.js';
import { customersWithSecondFactor } from './passkeys.repo.js';
import { PasskeysService } from './passkeys.service.js';
import { PasswordService } from './password.service.js';
import { PasswordlessService } from './passwordless.service.js';
import type { PasswordHasher } from './passwords.js';
import type { PersonalTokenService } from './personal-tokens.service.js';
import { PrincipalPasskeysService } from './principal-passkeys.service.js';
import { RegistrationService } from './registration.service.js';
import { type CodeCheck, type SecondFactorService, wrongCode } from './second-factor.service.js';
import { type SecurityProof, SecurityProofs } from './security-proofs.js';
import type { SessionService } from './session.service.js';
import { SignInService } from './sign-in.service.js';
import { assertCanRemove, removeKeepingAWayIn } from './sign-in-methods.js';
import { spendCredential, spendCredentials } from './spent-credentials.repo.js';
import {
  findUserById,
  findUsersByIds,
  type IdentityUser,
  markSecurityChange,
  unlockUser,
  updateLanguage,
} from './users.repo.js';

export type { IdentityUser } from './users.repo.js';

const invalidToken = () => new AppError('authentication_failed', 'Invalid token');

/**
 * The identity service as other modules see it: customers' identities, passwords, second
 * factors, sessions, e-mail links and the bot check. Other modules call this, never its repos.
 */
export class IdentityService {
  readonly signIn: SignInService;
  readonly registration: RegistrationService;
  readonly passwords: PasswordService;
  readonly sessions: SessionService;
  readonly secondFactor: SecondFactorService;
  readonly botCheck: BotCheck;
  readonly hasher: PasswordHasher;
  /** The platform API's bank clients and their tokens (ADR 18). */
  readonly bankClients: BankClientService;
  /** A customer's passkeys, and signing in with one (ADR 54). */
  readonly passkeys: PasskeysService;
  readonly passkeySignIn: PasskeySignInService;
  /** Approving one sensitive action with a passkey (ADR 55). */
  readonly passkeyApprovals: PasskeyApprovalService;
  /** How a signed-in customer confirms a security change: password, or else a passkey (ADR 57). */
  readonly proofs: SecurityProofs;
  /** Removing the password, and setting one again (ADR 57). */
  readonly passwordless: PasswordlessService;
  /** The passkeys of people another module keeps: staff (ADR 56). */
  readonly principalPasskeys: PrincipalPasskeysService;
  /** Who may ask to recover an account, and what an approved recovery removes (ADR 59). */
  readonly recovery: AccountRecoveryFactors;
  /** A customer's personal read-only API tokens (ADR 70). */
  readonly personalTokens: PersonalTokenService;

  constructor(private readonly ctx: IdentityContext) {
    this.signIn = new SignInService(ctx);
    this.registration = new RegistrationService(ctx);
    this.passwords = new PasswordService(ctx);
    this.sessions = ctx.sessions;
    this.secondFactor = ctx.secondFactor;
    this.botCheck = ctx.botCheck;
    this.hasher = ctx.hasher;
    this.bankClients = new BankClientService(ctx);
    this.passkeySignIn = new PasskeySignInService(ctx);
    this.passkeyApprovals = new PasskeyApprovalService(ctx);
    this.proofs = new SecurityProofs(ctx, this.passkeyApprovals);
    this.passkeys = new PasskeysService(ctx, this.proofs);
    this.passwordless = new PasswordlessService(ctx, this.proofs, this.passwords);
    this.principalPasskeys = new PrincipalPasskeysService(ctx);
    this.recovery = new AccountRecoveryFactors(ctx);
    this.personalTokens = ctx.personalTokens;
  }

  /**
   * The user a signed-in request acts for; a token whose user is gone is refused. Pass `db` to
   * read inside a transaction (PGlite has one connection: a read outside it would wait on it).
   */
  async requireUser(id: string, db: Kysely<Schema> = this.ctx.db): Promise<IdentityUser> {
    const user = await findUserById(db, id);
    if (user === undefined) throw invalidToken();
    return user;
  }

  /**
   * The customers among `ids` (user ids) with a second factor, an authenticator app or a
   * passkey, in one statement: what withdrawals ask for (docs/product/sessions.md).
   */
  customersWithSecondFactor(
    ids: readonly string[],
    db: Kysely<Schema> = this.ctx.db,
  ): Promise<Set<string>> {
    return customersWithSecondFactor(db, ids);
  }

  /** Many users in one statement, by id; an unknown id is refused as `requireUser` does. */
  async requireUsers(
    ids: readonly string[],
    db: Kysely<Schema> = this.ctx.db,
  ): Promise<Map<string, IdentityUser>> {
    const users = new Map((await findUsersByIds(db, ids)).map((user) => [user.id, user]));
    if (ids.some((id) => !users.has(id))) throw invalidToken();
    return users;
  }

  /** The users among `ids` that still exist, in one statement (whom a job still tells). */
  async usersByIds(ids: readonly string[]): Promise<Map<string, IdentityUser>> {
    if (ids.length === 0) return new Map();
    return new Map((await findUsersByIds(this.ctx.db, ids)).map((user) => [user.id, user]));
  }

  /**
   * Spends an identity token (once) and answers its user: the step between signing in and
   * holding customer tokens.
   */
  async redeemIdentityToken(token: string): Promise<IdentityUser> {
    const claims = await this.ctx.tokens.verify('identity', token);
    const spent = await spendCredential(
      this.ctx.db,
      `identity:${claims.jti}`,
      new Date(claims.exp * 1000),
    );
    if (!spent) throw invalidToken();
    return this.requireUser(claims.sub);
  }

  /**
   * Sets the language the user's e-mails are written in, from the next one on. Pass the
   * transaction of the change it belongs to.
   */
  setLanguage(trx: Kysely<Schema>, userId: string, language: Language): Promise<void> {
    return updateLanguage(trx, userId, language, this.ctx.clock.now());
  }

  /** Lifts a lockout (password and second factor) from an unlock link. */
  async unlock(token: string): Promise<void> {
    const { db, clock } = this.ctx;
    await db.transaction().execute(async (trx) => {
      const owner = await consumeLinkToken(trx, sha256(token), 'unlock', clock.now());
      if (owner === undefined || !('userId' in owner)) throw invalidLink();
      await unlockUser(trx, owner.userId, clock.now());
      await this.secondFactor.unlock(trx, { kind: 'customer', id: owner.userId });
    });
  }

  async startTotpEnrolment(user: IdentityUser): Promise<TotpEnrolment> {
    return this.secondFactor.startEnrolment({ kind: 'customer', id: user.id }, user.email);
  }

  async completeTotpEnrolment(user: IdentityUser, sessionInfo: string, code: string) {
    return this.secondFactor.completeEnrolment(
      { kind: 'customer', id: user.id },
      sessionInfo,
      code,
      (trx) =>
        queueUserMail(this.ctx, trx, user, { template: 'mfa_enabled', name: user.display_name }),
    );
  }

  /**
   * Removes the authenticator: needs the proof (the password, or a passkey without one) and a
   * current (or recovery) code. A passwordless account keeps two passkeys, or its recovery codes
   * beside its one: 409, before anything is spent, when this would leave it neither.
   */
  async unenrolTotp(user: IdentityUser, proof: SecurityProof, code: string): Promise<void> {
    await assertCanRemove(this.ctx.db, user.id, 'authenticator');
    await this.proofs.confirm(user, proof, 'remove_authenticator');
    const outcome = await this.checkCustomerCode(user, code, true);
    if (outcome === 'not_enrolled') {
      throw new AppError('conflict', 'No authenticator app is set up for this account');
    }
    if (outcome !== 'accepted') throw wrongCode();
    await this.ctx.db.transaction().execute(async (trx) => {
      await removeKeepingAWayIn(trx, user.id, 'authenticator', () =>
        this.secondFactor.remove(trx, { kind: 'customer', id: user.id }),
      );
      await markSecurityChange(trx, user.id, this.ctx.clock.now());
      await queueUserMail(this.ctx, trx, user, {
        template: 'mfa_disabled',
        name: user.display_name,
      });
    });
  }

  /**
   * Checks a customer's authenticator (or recovery) code. Ten wrong codes lock the factor,
   * end the customer's sessions and e-mail an unlock link; a locked factor answers 423.
   */
  async checkCustomerCode(
    user: IdentityUser,
    code: string,
    allowRecoveryCode: boolean,
  ): Promise<Exclude<CodeCheck, 'locked' | 'locked_now'>> {
    const principal = { kind: 'customer', id: user.id } as const;
    const outcome = await this.secondFactor.check(principal, code, {
      allowRecoveryCode,
      onLocked: async (trx) => {
        await this.sessions.endAll(trx, principal, 'locked');
        await sendUnlockLink(this.ctx, trx, user);
      },
    });
    if (outcome === 'locked' || outcome === 'locked_now') throw lockedAccount();
    return outcome;
  }

  /**
   * When the user last changed their password (or reset it) or removed their authenticator;
   * null if never since sign-up. Withdrawals wait a while after one (docs/product/sessions.md).
   */
  mfaStatus(user: IdentityUser): Promise<MfaStatus> {
    return this.secondFactor.status({ kind: 'customer', id: user.id });
  }

  /**
   * Records a single-use credential (a confirmation token's id) as spent; false when it was.
   * Pass the transaction of the action it authorises, so both commit together.
   */
  spendOnce(trx: Kysely<Schema>, id: string, expiresAt: Date): Promise<boolean> {
    return spendCredential(trx, id, expiresAt);
  }

  /** `spendOnce` for many credentials in one statement: answers those spent now. */
  spendAllOnce(
    trx: Kysely<Schema>,
    credentials: readonly { id: string; expiresAt: Date }[],
  ): Promise<Set<string>> {
    return spendCredentials(trx, credentials);
  }

  /**
   * Staff end every session of the customer (the support role, docs/product/roles.md): their tokens
   * are refused at once, on every instance.
   */
  revokeCustomerSessions(trx: Kysely<Schema>, userId: string): Promise<void> {
    return this.sessions.endAll(trx, { kind: 'customer', id: userId }, 'revoked_by_staff');
  }

  /**
   * Staff remove the customer's authenticator (a lost phone): as when the customer removes it,
   * withdrawals are held (docs/product/sessions.md) and the customer is told. 409 when none is set
   * up.
   */
  async resetCustomerMfa(trx: Kysely<Schema>, user: IdentityUser): Promise<void> {
    const principal = { kind: 'customer', id: user.id } as const;
    if (!(await this.secondFactor.isEnrolled(principal, trx))) {
      throw new AppError('conflict', 'No authenticator app is set up for this customer');
    }
    await this.secondFactor.remove(trx, principal);
    await markSecurityChange(trx, user.id, this.ctx.clock.now());
    await queueUserMail(this.ctx, trx, user, { template: 'mfa_disabled', name: user.display_name });
  }

  /** A staff unlock link (staff users are the staff module's; their links are ours). */
  issueStaffUnlockToken(trx: Kysely<Schema>, staffId: string): Promise<string> {
    return issueLinkToken(this.ctx, trx, { staffId }, 'unlock');
  }

  /**
   * A staff enrolment link (an invitation, or after an MFA reset): sets the password and enrols
   * the authenticator. Answers the token for the e-mail.
   */
  issueStaffEnrolmentToken(trx: Kysely<Schema>, staffId: string): Promise<string> {
    return issueLinkToken(this.ctx, trx, { staffId }, 'staff_enrolment');
  }

  /** The staff id of a live enrolment link, without spending it; undefined for a bad link. */
  async staffOfEnrolmentToken(token: string): Promise<string | undefined> {
    const owner = await findLiveLinkToken(
      this.ctx.db,
      sha256(token),
      'staff_enrolment',
      this.ctx.clock.now(),
    );
    return owner?.staff_id ?? undefined;
  }

  /** Spends a staff enrolment link and answers the staff id, or throws for a bad link. */
  async redeemStaffEnrolmentToken(trx: Kysely<Schema>, token: string): Promise<string> {
    const now = this.ctx.clock.now();
    const owner = await consumeLinkToken(trx, sha256(token), 'staff_enrolment', now);
    if (owner === undefined || !('staffId' in owner)) throw invalidLink();
    return owner.staffId;
  }

  /** Spends a staff unlock link and answers the staff id, or throws for a bad link. */
  async redeemStaffUnlockToken(trx: Kysely<Schema>, token: string): Promise<string> {
    const owner = await consumeLinkToken(trx, sha256(token), 'unlock', this.ctx.clock.now());
    if (owner === undefined || !('staffId' in owner)) throw invalidLink();
    return owner.staffId;
  }
}
