import { createHash } from 'node:crypto';
import type { AuthenticationCredential, PasskeyCeremony } from '@maple/contracts';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { AppError } from '../../infra/errors.js';
import { newId } from '../../infra/ids.js';
import type { IdentityContext } from './identity-context.js';
import { passkeyAnswered } from './passkey-assertion.js';
import {
  CEREMONY_SECONDS,
  openCeremony,
  readCeremony,
  relyingParty,
  spendCeremony,
} from './passkey-ceremony.js';
import { findPasskey, listPasskeys } from './passkeys.repo.js';
import type { IdentityUser } from './users.repo.js';

/**
 * The action an approval is for, as the confirmation it earns names it: its purpose and its
 * binding (a withdrawal's quote, so its asset and amount, and its destination; a wallet's
 * asset, address and tag).
 */
export interface ApprovedAction {
  purpose: string;
  binding: string | null;
}

/**
 * The challenge the passkey signs: a digest of a fresh nonce, the customer and the action. The
 * signature therefore covers this action of this customer and no other: the same answer sent
 * for another amount or destination checks against another challenge, and fails.
 */
function challengeFor(nonce: string, userId: string, action: ApprovedAction) {
  const facts = JSON.stringify(['maple-approval/1', nonce, userId, action.purpose, action.binding]);
  return new Uint8Array(createHash('sha256').update(facts).digest());
}

const refused = () =>
  new AppError('forbidden', 'The passkey did not approve this action. Approve it again.');

/**
 * Approving one sensitive action with a passkey (ADR 55): one of the customer's own passkeys,
 * user verification required, signs a challenge made from the action's facts; each approval
 * is spent once. The caller then issues what a confirmed code would have.
 */
export class PasskeyApprovalService {
  constructor(private readonly ctx: IdentityContext) {}

  async start(user: IdentityUser, action: ApprovedAction): Promise<PasskeyCeremony> {
    const passkeys = await listPasskeys(this.ctx.db, { kind: 'customer', id: user.id });
    if (passkeys.length === 0) {
      throw new AppError('conflict', 'No passkey is set up for this account');
    }
    const nonce = newId();
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(this.ctx.publicUrl).rpID,
      challenge: challengeFor(nonce, user.id, action),
      allowCredentials: passkeys.map((row) => ({ id: row.id, transports: row.transports })),
      userVerification: 'required',
      timeout: CEREMONY_SECONDS * 1000,
    });
    return openCeremony(this.ctx, 'approve', options, user.id, nonce);
  }

  /** Checks the signed answer against this action; refuses anything else, once spent. */
  async finish(
    user: IdentityUser,
    sessionInfo: string,
    credential: AuthenticationCredential,
    action: ApprovedAction,
  ): Promise<void> {
    const claims = await readCeremony(this.ctx, sessionInfo, 'approve', user.id);
    const passkey = await findPasskey(this.ctx.db, credential.id);
    if (passkey?.principal_kind !== 'customer' || passkey.principal_id !== user.id) throw refused();
    const expected = Buffer.from(challengeFor(claims.jti, user.id, action)).toString('base64url');
    if (!(await passkeyAnswered(this.ctx, passkey, credential, expected))) throw refused();
    await spendCeremony(this.ctx, claims, refused);
  }
}
