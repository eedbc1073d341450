import type { AuthenticationCredential } from '@maple/contracts';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { IdentityContext } from './identity-context.js';
import { relyingParty } from './passkey-ceremony.js';
import { type PasskeyRow, recordPasskeyUse } from './passkeys.repo.js';

/**
 * Checks a passkey's signed answer (an assertion) against its public key, the challenge it
 * should have signed, this site and its counter, the user verified; then records the use, only
 * from the counter it was read at (two uses of one moment cannot both count). Answers whether
 * the passkey answered: sign-in and approvals (ADR 54, 55) refuse otherwise.
 */
export async function passkeyAnswered(
  ctx: Pick<IdentityContext, 'db' | 'clock' | 'publicUrl'>,
  passkey: PasskeyRow,
  credential: AuthenticationCredential,
  expectedChallenge: string,
): Promise<boolean> {
  const { rpID, origin } = relyingParty(ctx.publicUrl);
  const verification = await verifyAuthenticationResponse({
    response: { ...credential, clientExtensionResults: {} },
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.sign_count),
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) return false;
  const info = verification.authenticationInfo;
  return recordPasskeyUse(ctx.db, passkey, {
    signCount: BigInt(info.newCounter),
    backedUp: info.credentialBackedUp,
    now: ctx.clock.now(),
  });
}
