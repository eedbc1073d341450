import type { PasskeyCeremony, PasskeyCreateRequest } from '@maple/contracts';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { AppError } from '../../infra/errors.js';
import type { IdentityContext } from './identity-context.js';
import {
  CEREMONY_SECONDS,
  ceremonyExpired,
  ceremonyPurposes,
  openCeremony,
  readCeremony,
  relyingParty,
  spendCeremony,
  userHandleOf,
} from './passkey-ceremony.js';
import type { PasskeyRow } from './passkeys.repo.js';
import { MAX_PASSKEYS } from './passkeys.service.js';
import type { Principal } from './totp.repo.js';

/** Who registers a passkey, as the authenticator shows it when asked to choose one. */
export interface PasskeyOwner extends Principal {
  /** What the authenticator lists the passkey under (the e-mail address). */
  userName: string;
  userDisplayName: string;
}

const notVerified = () =>
  new AppError('invalid_parameter', 'The passkey could not be verified. Start again.', [
    { path: 'body.credential', message: 'Start again' },
  ]);

/**
 * Options for `navigator.credentials.create`: a discoverable passkey, user verification
 * required (ADR 54), none of the owner's `existing` authenticators again; at most
 * {@link MAX_PASSKEYS}.
 */
export async function openRegistration(
  ctx: Pick<IdentityContext, 'tokens' | 'clock' | 'publicUrl'>,
  owner: PasskeyOwner,
  existing: readonly Pick<PasskeyRow, 'id' | 'transports'>[],
): Promise<PasskeyCeremony> {
  if (existing.length >= MAX_PASSKEYS) {
    throw new AppError('conflict', `An account holds at most ${MAX_PASSKEYS} passkeys`);
  }
  const { rpID, rpName } = relyingParty(ctx.publicUrl);
  const options = await generateRegistrationOptions({
    rpID,
    rpName,
    userName: owner.userName,
    userDisplayName: owner.userDisplayName,
    userID: userHandleOf(owner.id),
    timeout: CEREMONY_SECONDS * 1000,
    attestationType: 'none',
    // The same authenticator twice would be one device under two names.
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return openCeremony(ctx, ceremonyPurposes[owner.kind].register, options, owner.id);
}

/**
 * The browser's new credential, checked against the challenge of the owner's own ceremony, this
 * site and user verification; the ceremony is then spent. Answers the row to store.
 */
export async function verifiedRegistration(
  ctx: Pick<IdentityContext, 'tokens' | 'db' | 'publicUrl'>,
  principal: Principal,
  request: PasskeyCreateRequest,
): Promise<Omit<PasskeyRow, 'created_at' | 'last_used_at'>> {
  const purpose = ceremonyPurposes[principal.kind].register;
  const claims = await readCeremony(ctx, request.session_info, purpose, principal.id);
  const { rpID, origin } = relyingParty(ctx.publicUrl);
  const verification = await verifyRegistrationResponse({
    response: { ...request.credential, clientExtensionResults: {} },
    expectedChallenge: claims.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) throw notVerified();
  await spendCeremony(ctx, claims, ceremonyExpired);
  const { credential, credentialBackedUp } = verification.registrationInfo;
  return {
    id: credential.id,
    principal_kind: principal.kind,
    principal_id: principal.id,
    public_key: credential.publicKey,
    sign_count: BigInt(credential.counter),
    transports: credential.transports ?? [],
    name: request.name.trim(),
    backed_up: credentialBackedUp,
  };
}
