import { type PasskeyCeremony, passkeyCeremonySchema } from '@maple/contracts';
import { addSeconds } from '../../infra/clock.js';
import type { PrincipalKind } from '../../infra/db/columns.js';
import { AppError } from '../../infra/errors.js';
import { newId } from '../../infra/ids.js';
import type { VerifiedToken } from '../../infra/security/tokens.js';
import type { IdentityContext } from './identity-context.js';
import { spendCredential } from './spent-credentials.repo.js';

/** How long a ceremony's challenge may be signed: the browser's own timeout, with margin. */
export const CEREMONY_SECONDS = 300;

/** The relying party: the site's host as the passkey's scope, its origin as the only caller. */
export function relyingParty(publicUrl: string) {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Maple Exchange' } as const;
}

/**
 * The user handle a passkey carries for its owner: the owner's id, so a discoverable
 * passkey names whom it signs in (WebAuthn: an opaque id, no personal data).
 */
export const userHandleOf = (userId: string) => new TextEncoder().encode(userId);
export const userHandleText = (userId: string) =>
  Buffer.from(userHandleOf(userId)).toString('base64url');

type Purpose = VerifiedToken<'passkey'>['purpose'];

/**
 * The purposes of each kind's registration and sign-in ceremonies: a staff member's are their
 * own, so a ceremony opened at one door cannot be finished at the other (ADR 56).
 */
export const ceremonyPurposes: Readonly<
  Record<PrincipalKind, { register: Purpose; signIn: Purpose }>
> = {
  customer: { register: 'register', signIn: 'sign_in' },
  staff: { register: 'staff_register', signIn: 'staff_sign_in' },
};

/**
 * Wraps the browser's options with the signed, single-use handle of their challenge; `jti` is
 * the ceremony's id, given when the challenge was made from it (an approval's nonce).
 */
export async function openCeremony(
  ctx: Pick<IdentityContext, 'tokens' | 'clock'>,
  purpose: Purpose,
  libraryOptions: { challenge: string },
  sub?: string,
  jti: string = newId(),
): Promise<PasskeyCeremony> {
  // The library's options, as the contract's open object the browser gets whole.
  const options = passkeyCeremonySchema.shape.options.parse(libraryOptions);
  const claims = { purpose, challenge: options.challenge, jti, ...(sub && { sub }) };
  const sessionInfo = await ctx.tokens.issue('passkey', claims, CEREMONY_SECONDS);
  const expiresAt = addSeconds(ctx.clock.now(), CEREMONY_SECONDS);
  return { options, session_info: sessionInfo, expires_at: expiresAt.toISOString() };
}

export const ceremonyExpired = () =>
  new AppError('invalid_parameter', 'This passkey request has expired. Start again.', [
    { path: 'body.session_info', message: 'Start again' },
  ]);

/** The ceremony `session_info` names, if it is this purpose's and (registration) this user's. */
export async function readCeremony(
  ctx: Pick<IdentityContext, 'tokens'>,
  sessionInfo: string,
  purpose: Purpose,
  sub?: string,
): Promise<VerifiedToken<'passkey'>> {
  const claims = await ctx.tokens.verify('passkey', sessionInfo).catch(() => undefined);
  if (claims === undefined || claims.purpose !== purpose || claims.sub !== sub) {
    throw ceremonyExpired();
  }
  return claims;
}

/** Spends a ceremony once its answer verified: a replayed answer finds it spent. */
export async function spendCeremony(
  ctx: Pick<IdentityContext, 'db'>,
  claims: VerifiedToken<'passkey'>,
  refused: () => AppError,
): Promise<void> {
  const spent = await spendCredential(ctx.db, `passkey:${claims.jti}`, new Date(claims.exp * 1000));
  if (!spent) throw refused();
}
