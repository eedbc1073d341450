import type { SignInResult } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { addSeconds, type Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newId } from '../../infra/ids.js';
import { randomToken, sha256 } from '../../infra/security/secrets.js';
import type { TokenService } from '../../infra/security/tokens.js';
import type { AlwaysSentMail } from '../notifications/mail-content.js';
import type { Outbox } from '../notifications/outbox.js';
import type { BotCheck } from './bot-check.js';
import {
  insertLinkToken,
  insertLinkTokenWithinBudget,
  type LinkOwner,
  type LinkPurpose,
} from './link-tokens.repo.js';
import type { PasswordHasher } from './passwords.js';
import type { PersonalTokenService } from './personal-tokens.service.js';
import type { SecondFactorService } from './second-factor.service.js';
import type { SessionService } from './session.service.js';
import { type IdentityUser, lockUser, recordFailedSignIn } from './users.repo.js';

/**
 * Called inside the sign-up transaction, so the customer and its accounts commit with the user.
 * It must write through `trx` only: sign-up with a taken address runs it for a stand-in user
 * and rolls that back, so both answers take as long.
 */
export type UserCreatedHook = (
  trx: Kysely<Schema>,
  user: { id: string; email: string },
  now: Date,
) => Promise<void>;

/** What the identity services share; built once by `createServices`. */
export interface IdentityContext {
  db: Kysely<Schema>;
  clock: Clock;
  tokens: TokenService;
  outbox: Outbox;
  hasher: PasswordHasher;
  sessions: SessionService;
  /** Personal read-only API tokens: a reset or a recovery ends them (ADR 70). */
  personalTokens: PersonalTokenService;
  secondFactor: SecondFactorService;
  botCheck: BotCheck;
  publicUrl: string;
  /** How long withdrawals wait after a password change (funding's setting), for its e-mail. */
  withdrawalHoldSeconds: number;
  onUserCreated: UserCreatedHook;
}

/**
 * The identity service's proof of sign-in lives 300 s (docs/product/limits.md), as does an MFA
 * step.
 */
export const SIGN_IN_TOKEN_SECONDS = 300;
/** The identity token of a finished sign-in, exchanged once for the customer tokens. */
export async function signedIn(
  ctx: Pick<IdentityContext, 'tokens'>,
  userId: string,
): Promise<SignInResult> {
  const idToken = await ctx.tokens.issue(
    'identity',
    { sub: userId, jti: newId() },
    SIGN_IN_TOKEN_SECONDS,
  );
  return { status: 'signed_in', id_token: idToken, expires_in: SIGN_IN_TOKEN_SECONDS };
}

/** Consecutive wrong passwords before the account locks. */
const MAX_PASSWORD_FAILURES = 10;

const linkLifetimes: Record<LinkPurpose, number> = {
  verify_email: 48 * 3600,
  reset_password: 3600,
  unlock: 24 * 3600,
  // An invitation waits for its staff member a few days.
  staff_enrolment: 72 * 3600,
};

/** The pages e-mailed links open (the web app's routes, docs/product/screens.md). */
export const linkPaths = {
  verify_email: '/signin?verify=',
  reset_password: '/reset-password?token=',
  unlock: '/signin?unlock=',
  staffUnlock: '/admin/signin?unlock=',
} as const;

/** A fresh one-time link token, the hash stored for it and its lifetime. */
function newLinkToken(ctx: Pick<IdentityContext, 'clock'>, purpose: LinkPurpose) {
  const token = randomToken();
  const now = ctx.clock.now();
  return { token, hash: sha256(token), expiresAt: addSeconds(now, linkLifetimes[purpose]), now };
}

/** Stores a new one-time link token (hashed) and answers the token for the e-mail. */
export async function issueLinkToken(
  ctx: Pick<IdentityContext, 'clock'>,
  trx: Kysely<Schema>,
  owner: LinkOwner,
  purpose: LinkPurpose,
): Promise<string> {
  const { token, ...stored } = newLinkToken(ctx, purpose);
  await insertLinkToken(trx, { ...stored, owner, purpose });
  return token;
}

/**
 * Issues a customer's link token unless the customer does not exist or was sent `max` links of
 * this purpose in the last hour. Answers the token either way, and whether it was stored: an
 * unknown id (`NO_USER_ID`) does the same work as a known one.
 */
export async function issueLinkTokenWithinBudget(
  ctx: Pick<IdentityContext, 'clock'>,
  trx: Kysely<Schema>,
  userId: string,
  purpose: LinkPurpose,
  max: number,
): Promise<{ token: string; issued: boolean }> {
  const { token, ...stored } = newLinkToken(ctx, purpose);
  const since = addSeconds(stored.now, -3600);
  const issued = await insertLinkTokenWithinBudget(
    trx,
    { ...stored, userId, purpose },
    { since, max },
  );
  return { token, issued };
}

export const queueUserMail = (
  ctx: Pick<IdentityContext, 'outbox' | 'clock'>,
  trx: Kysely<Schema>,
  user: Pick<IdentityUser, 'email' | 'language'>,
  content: AlwaysSentMail,
) => ctx.outbox.queue(trx, { to: user.email, language: user.language, content }, ctx.clock.now());

/** E-mails a customer the link that unlocks both the password and the second factor. */
export async function sendUnlockLink(
  ctx: IdentityContext,
  trx: Kysely<Schema>,
  user: IdentityUser,
) {
  const token = await issueLinkToken(ctx, trx, { userId: user.id }, 'unlock');
  await queueUserMail(ctx, trx, user, {
    template: 'account_locked',
    name: user.display_name,
    link: `${ctx.publicUrl}${linkPaths.unlock}${token}`,
  });
}

export const invalidLink = () =>
  new AppError('invalid_parameter', 'This link is invalid or has expired. Ask for a new one.', [
    { path: 'body.token', message: 'This link is invalid or has expired' },
  ]);

export const lockedAccount = () =>
  new AppError(
    'account_locked',
    'Your account is locked after too many attempts. Check your e-mail for the unlock link.',
  );

/** A well-formed id no user has: unknown-address paths use it to do the same work. */
export const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Counts a wrong password; the tenth in a row locks the account and e-mails an unlock link.
 * For an unknown address (`undefined`) the same statements run and match no row, so both
 * cases take the same time. Runs in its own transaction: the error answered afterwards must
 * not roll the count back.
 */
export async function recordPasswordFailure(ctx: IdentityContext, user: IdentityUser | undefined) {
  await ctx.db.transaction().execute(async (trx) => {
    const counted = await recordFailedSignIn(trx, user?.id ?? NO_USER_ID);
    if (counted === undefined || counted.locked_at !== null) return;
    if (user === undefined || counted.failed_sign_ins < MAX_PASSWORD_FAILURES) return;
    if (await lockUser(trx, user.id, ctx.clock.now())) await sendUnlockLink(ctx, trx, user);
  });
}
