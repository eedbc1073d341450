import type {
  AuthenticationCredential,
  PasskeyCeremony,
  PasskeySignInRequest,
  SignInResult,
} from '@maple/contracts';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { PrincipalKind } from '../../infra/db/columns.js';
import { AppError } from '../../infra/errors.js';
import type { VerifiedToken } from '../../infra/security/tokens.js';
import { type IdentityContext, lockedAccount, signedIn } from './identity-context.js';
import { passkeyAnswered } from './passkey-assertion.js';
import {
  CEREMONY_SECONDS,
  ceremonyPurposes,
  openCeremony,
  readCeremony,
  relyingParty,
  spendCeremony,
  userHandleText,
} from './passkey-ceremony.js';
import { findPasskey, type PasskeyRow } from './passkeys.repo.js';
import { findUserById } from './users.repo.js';

/** One answer for an unknown passkey, a forged or replayed assertion, and a wrong site. */
export const passkeyRefused = () =>
  new AppError(
    'authentication_failed',
    'This passkey is not registered with Maple Exchange, or it could not be verified',
  );

/** Options for `navigator.credentials.get`: any of the site's passkeys, verified by the user. */
export async function openSignIn(
  ctx: Pick<IdentityContext, 'tokens' | 'clock' | 'publicUrl'>,
  kind: PrincipalKind,
): Promise<PasskeyCeremony> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.publicUrl).rpID,
    userVerification: 'required',
    timeout: CEREMONY_SECONDS * 1000,
  });
  return openCeremony(ctx, ceremonyPurposes[kind].signIn, options);
}

/**
 * The passkey a sign-in answer comes from, if it is one of `kind`'s: a customer's passkey never
 * opens the back office, nor a staff member's a customer's account. A discoverable passkey
 * names its owner; it must be the owner of record.
 */
export async function answeringPasskey(
  ctx: Pick<IdentityContext, 'db'>,
  kind: PrincipalKind,
  credential: AuthenticationCredential,
): Promise<PasskeyRow> {
  const passkey = await findPasskey(ctx.db, credential.id);
  if (passkey === undefined || passkey.principal_kind !== kind) throw passkeyRefused();
  const { userHandle } = credential.response;
  if (userHandle !== undefined && userHandle !== userHandleText(passkey.principal_id)) {
    throw passkeyRefused();
  }
  return passkey;
}

/** Checks the answer against its ceremony's challenge, then spends the ceremony. */
export async function acceptSignInAnswer(
  ctx: Pick<IdentityContext, 'db' | 'clock' | 'publicUrl'>,
  passkey: PasskeyRow,
  claims: VerifiedToken<'passkey'>,
  credential: AuthenticationCredential,
): Promise<void> {
  if (!(await passkeyAnswered(ctx, passkey, credential, claims.challenge))) throw passkeyRefused();
  await spendCeremony(ctx, claims, passkeyRefused);
}

/**
 * Sign-in with a passkey alone (docs/decisions/0054-passkeys.md): a discoverable credential,
 * user verification required, so the passkey is both factors and the answer is the identity
 * token a password and second factor would have earned. Each challenge signs in once.
 */
export class PasskeySignInService {
  constructor(private readonly ctx: IdentityContext) {}

  start(): Promise<PasskeyCeremony> {
    return openSignIn(this.ctx, 'customer');
  }

  async finish(request: PasskeySignInRequest): Promise<SignInResult> {
    const claims = await readCeremony(this.ctx, request.session_info, 'sign_in');
    const passkey = await answeringPasskey(this.ctx, 'customer', request.credential);
    const user = await findUserById(this.ctx.db, passkey.principal_id);
    if (user === undefined) throw passkeyRefused();
    await acceptSignInAnswer(this.ctx, passkey, claims, request.credential);
    if (user.locked_at !== null) throw lockedAccount();
    return signedIn(this.ctx, user.id);
  }
}
