import type { AuthenticationCredential, PasskeyCeremony } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { addSeconds, type Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newId } from '../../infra/ids.js';
import { constantTimeEqual, randomDigits, sha256 } from '../../infra/security/secrets.js';
import type { TokenService, VerifiedToken } from '../../infra/security/tokens.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { Outbox } from '../notifications/outbox.js';
import type { Caller } from './customer.service.js';
import {
  countEmailOtpAttempt,
  countEmailOtpsSince,
  findActiveEmailOtp,
  insertEmailOtp,
  type OtpScope,
  retireEmailOtps,
  useEmailOtp,
} from './email-otp.repo.js';

/** docs/product/sessions.md: 6 digits, 10 minutes, 5 attempts, one use. */
const CODE_DIGITS = 6;
const CODE_MINUTES = 10;
const MAX_ATTEMPTS = 5;
/** Codes one customer may request in 10 minutes, all purposes together. */
const CODES_PER_WINDOW = 5;
const CONFIRMATION_SECONDS = 10 * 60;

export interface OtpServiceDeps {
  db: Kysely<Schema>;
  clock: Clock;
  tokens: TokenService;
  outbox: Outbox;
  identity: IdentityService;
}

const codeHash = (otpId: string, code: string) => sha256(`${otpId}:${code}`);

const wrongOtp = (message = 'The code is incorrect or has expired') =>
  new AppError('invalid_parameter', message, [{ path: 'body.otp', message }]);

const refusedConfirmation = (message: string) => new AppError('forbidden', message);

/**
 * E-mail one-time codes confirming sensitive actions, and the single-use confirmation token a
 * verified code becomes. A customer with an authenticator app may use its code instead.
 */
export class EmailOtpService {
  constructor(private readonly deps: OtpServiceDeps) {}

  /** E-mails a fresh code for this scope; earlier unused codes of the scope stop working. */
  async send(caller: Caller, scope: Omit<OtpScope, 'userId'>): Promise<{ expires_at: string }> {
    const { db, clock, outbox } = this.deps;
    const now = clock.now();
    const full = { ...scope, userId: caller.user.id };
    const windowStart = addSeconds(now, -CODE_MINUTES * 60);
    if ((await countEmailOtpsSince(db, caller.user.id, windowStart)) >= CODES_PER_WINDOW) {
      throw new AppError(
        'rate_limited',
        'Too many codes requested. Wait a few minutes and try again.',
      );
    }
    const id = newId();
    const code = randomDigits(CODE_DIGITS);
    const expiresAt = addSeconds(now, CODE_MINUTES * 60);
    await db.transaction().execute(async (trx) => {
      await retireEmailOtps(trx, full, now);
      await insertEmailOtp(trx, { ...full, id, codeHash: codeHash(id, code), expiresAt, now });
      await outbox.queue(
        trx,
        {
          to: caller.user.email,
          language: caller.user.language,
          content: {
            template: 'email_otp',
            name: caller.user.display_name,
            code,
            purpose: scope.purpose,
            minutes: CODE_MINUTES,
          },
        },
        now,
      );
    });
    return { expires_at: expiresAt.toISOString() };
  }

  /**
   * Accepts the scope's e-mail code or, for a customer with TOTP, an authenticator code, and
   * answers a confirmation token the sensitive action spends. Wrong codes count: the e-mail
   * code dies after 5, the authenticator locks after 10.
   */
  async verify(caller: Caller, scope: Omit<OtpScope, 'userId'>, otp: string) {
    const { db, clock, identity } = this.deps;
    if (!/^\d{6}$/.test(otp)) {
      throw wrongOtp('Enter the 6-digit code from the e-mail or your authenticator app');
    }
    const now = clock.now();
    const full = { ...scope, userId: caller.user.id };
    const active = await findActiveEmailOtp(db, full, now, MAX_ATTEMPTS);
    const emailMatch =
      active !== undefined && constantTimeEqual(active.code_hash, codeHash(active.id, otp));
    let accepted = emailMatch && (await useEmailOtp(db, active.id, now));
    if (
      !accepted &&
      (await identity.secondFactor.isEnrolled({ kind: 'customer', id: caller.user.id }))
    ) {
      accepted = (await identity.checkCustomerCode(caller.user, otp, false)) === 'accepted';
    }
    if (!accepted) {
      if (active === undefined) {
        throw wrongOtp('The code is incorrect or has expired. Request a new code.');
      }
      const counted = await countEmailOtpAttempt(db, active.id);
      throw wrongOtp(
        (counted?.attempts ?? MAX_ATTEMPTS) >= MAX_ATTEMPTS
          ? 'Too many wrong codes. Request a new code.'
          : 'The code is incorrect or has expired',
      );
    }
    return this.confirmation(caller, scope);
  }

  /** Approving with a passkey instead of a code (ADR 55): the ceremony's options, for this action. */
  startPasskeyApproval(caller: Caller, scope: Omit<OtpScope, 'userId'>): Promise<PasskeyCeremony> {
    return this.deps.identity.passkeyApprovals.start(caller.user, scope);
  }

  /** The passkey's signed answer for this action: the confirmation a right code would earn. */
  async approveWithPasskey(
    caller: Caller,
    scope: Omit<OtpScope, 'userId'>,
    answer: { sessionInfo: string; credential: AuthenticationCredential },
  ) {
    const { sessionInfo, credential } = answer;
    await this.deps.identity.passkeyApprovals.finish(caller.user, sessionInfo, credential, scope);
    return this.confirmation(caller, scope);
  }

  /** The single-use token the sensitive action of this scope spends. */
  private async confirmation(caller: Caller, scope: Omit<OtpScope, 'userId'>) {
    const expiresAt = addSeconds(this.deps.clock.now(), CONFIRMATION_SECONDS);
    const token = await this.deps.tokens.issue(
      'confirmation',
      { sub: caller.user.id, jti: newId(), purpose: scope.purpose, binding: scope.binding },
      CONFIRMATION_SECONDS,
    );
    return {
      verified: true as const,
      confirmation_token: token,
      expires_at: expiresAt.toISOString(),
    };
  }

  /**
   * Spends a confirmation token for one action of this user, purpose and binding, inside the
   * action's transaction. Refusals are 403 (not 401: the customer's session is fine).
   */
  async spendConfirmation(trx: Kysely<Schema>, token: string, expected: OtpScope): Promise<void> {
    const confirmation = await this.readConfirmation(token);
    const [refusal] = await this.spendConfirmations(trx, [{ confirmation, expected }]);
    if (refusal !== undefined) throw refusal;
  }

  /**
   * Reads a confirmation token (signature and expiry), spending nothing: a batch of transfers
   * reads its tokens alongside its other checks, before its transaction, and spends them inside
   * it. Never rejects; a token that is not valid answers why.
   */
  async readConfirmation(token: string): Promise<ReadConfirmation> {
    const claims = await this.deps.tokens.verify('confirmation', token).catch(() => undefined);
    if (claims === undefined) {
      return refusedConfirmation('The confirmation has expired. Confirm again with a new code.');
    }
    return { ...claims, expiresAt: new Date(claims.exp * 1000) };
  }

  /**
   * `spendConfirmation` for a batch of actions, their tokens read already, in one statement:
   * answers, in order, each one's refusal or undefined once spent. A token given twice is spent
   * by its first action.
   */
  async spendConfirmations(
    trx: Kysely<Schema>,
    actions: readonly { confirmation: ReadConfirmation; expected: OtpScope }[],
  ): Promise<(AppError | undefined)[]> {
    const checked = actions.map(({ confirmation, expected }) =>
      credentialFor(confirmation, expected),
    );
    const wanted = new Map<string, Date>();
    for (const credential of checked) {
      if (credential instanceof AppError || wanted.has(credential.id)) continue;
      wanted.set(credential.id, credential.expiresAt);
    }
    const spent = await this.deps.identity.spendAllOnce(
      trx,
      [...wanted].map(([id, expiresAt]) => ({ id, expiresAt })),
    );
    return checked.map((credential) => {
      if (credential instanceof AppError) return credential;
      // The first action with the token takes it; a later one finds it spent.
      if (spent.delete(credential.id)) return undefined;
      return refusedConfirmation(
        'This confirmation was already used. Confirm again with a new code.',
      );
    });
  }
}

/** A confirmation token read: its claims while it is valid, or why it is not. */
export type ReadConfirmation = AppError | (VerifiedToken<'confirmation'> & { expiresAt: Date });

/** The token's credential if it is this action's, or why it is not. */
function credentialFor(
  confirmation: ReadConfirmation,
  expected: OtpScope,
): AppError | { id: string; expiresAt: Date } {
  if (confirmation instanceof AppError) return confirmation;
  if (
    confirmation.sub !== expected.userId ||
    confirmation.purpose !== expected.purpose ||
    confirmation.binding !== expected.binding
  ) {
    return refusedConfirmation('This confirmation was given for another action.');
  }
  return { id: `confirmation:${confirmation.jti}`, expiresAt: confirmation.expiresAt };
}
