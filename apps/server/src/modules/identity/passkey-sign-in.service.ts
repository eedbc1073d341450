import type { PasskeyCeremony, PasskeySignInRequest, SignInResult } from '@maple/contracts';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { AppError } from '../../infra/errors.js';
import { type IdentityContext, lockedAccount, signedIn } from './identity-context.js';
import { passkeyAnswered } from './passkey-assertion.js';
import {
  CEREMONY_SECONDS,
  openCeremony,
  readCeremony,
  relyingParty,
  spendCeremony,
  userHandleText,
} from './passkey-ceremony.js';
import { findPasskey } from './passkeys.repo.js';
import { findUserById } from './users.repo.js';

/** One answer for an unknown passkey, a forged or replayed assertion, and a wrong site. */
const refused = () =>
  new AppError(
    'authentication_failed',
    'This passkey is not registered with Maple Exchange, or it could not be verified',
  );

/**
 * Sign-in with a passkey alone (docs/decisions/0054-passkeys.md): a discoverable credential,
 * user verification required, so the passkey is both factors and the answer is the identity
 * token a password and second factor would have earned. Each challenge signs in once.
 */
export class PasskeySignInService {
  constructor(private readonly ctx: IdentityContext) {}

  /** Options for `navigator.credentials.get`: any of the site's passkeys, verified by the user. */
  async start(): Promise<PasskeyCeremony> {
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(this.ctx.publicUrl).rpID,
      userVerification: 'required',
      timeout: CEREMONY_SECONDS * 1000,
    });
    return openCeremony(this.ctx, 'sign_in', options);
  }

  async finish(request: PasskeySignInRequest): Promise<SignInResult> {
    const claims = await readCeremony(this.ctx, request.session_info, 'sign_in');
    const passkey = await findPasskey(this.ctx.db, request.credential.id);
    if (passkey === undefined || passkey.principal_kind !== 'customer') throw refused();
    const { userHandle } = request.credential.response;
    // A discoverable passkey names its owner; it must be the owner of record.
    if (userHandle !== undefined && userHandle !== userHandleText(passkey.principal_id)) {
      throw refused();
    }
    const user = await findUserById(this.ctx.db, passkey.principal_id);
    if (user === undefined) throw refused();
    if (!(await passkeyAnswered(this.ctx, passkey, request.credential, claims.challenge))) {
      throw refused();
    }
    await spendCeremony(this.ctx, claims, refused);
    if (user.locked_at !== null) throw lockedAccount();
    return signedIn(this.ctx, user.id);
  }
}
