import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { AuthenticationCredential, RegistrationCredential } from '@maple/contracts';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * The demo customer's passkey on their laptop (ADR 78), as a browser makes and uses one
 * (WebAuthn Level 3: ES256, attestation `none`): the customer signs in with it on every visit
 * after the first, and it is what lets them withdraw crypto (ADR 54: two-step verification or
 * a passkey), while the demo credentials' password sign-in stays as it was. The private key
 * lives in memory while the history is made and is dropped with it: the passkey stays listed in
 * Settings as a device the customer no longer has.
 */

const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Flags: user present (0x01), user verified (0x04), attested credential data (0x40). */
const PRESENT_AND_VERIFIED = 0x01 | 0x04;
const ATTESTED = 0x40;

export class DemoPasskey {
  private readonly id = randomBytes(32);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;
  /** The user handle the server gave at registration; undefined until registered. */
  private userHandle: string | undefined;

  /** `site` is the server's public URL: the passkey belongs to its host name. */
  constructor(private readonly site: URL) {}

  get registered(): boolean {
    return this.userHandle !== undefined;
  }

  /** `navigator.credentials.create` for the server's registration options. */
  create(challenge: string, userHandle: string): RegistrationCredential {
    this.userHandle = userHandle;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.id.length);
    const attested = Buffer.concat([
      Buffer.alloc(16),
      idLength,
      this.id,
      coseKey(this.keys.publicKey),
    ]);
    const authData = this.authenticatorData(PRESENT_AND_VERIFIED | ATTESTED, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get` for a sign-in's challenge. */
  assert(challenge: string): AuthenticationCredential {
    if (this.userHandle === undefined) throw new Error('the demo passkey is not registered');
    this.counter += 1;
    const authData = this.authenticatorData(PRESENT_AND_VERIFIED);
    const clientDataJSON = this.clientData('webauthn.get', challenge);
    const signed = Buffer.concat([authData, sha256(clientDataJSON)]);
    return {
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(sign('sha256', signed, this.keys.privateKey)),
        userHandle: this.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  private authenticatorData(flags: number, attested: Buffer = Buffer.alloc(0)): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.site.hostname), Buffer.from([flags]), count, attested]);
  }

  private clientData(type: string, challenge: string): Buffer {
    const data = { type, challenge, origin: this.site.origin, crossOrigin: false };
    return Buffer.from(JSON.stringify(data), 'utf8');
  }
}

/** The COSE_Key of an EC2 P-256 public key (RFC 9053): kty 2, alg -7, crv 1, x, y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.x === undefined || jwk.y === undefined) throw new Error('not an EC key');
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x, 'base64url')],
      [-3, Buffer.from(jwk.y, 'base64url')],
    ]),
  );
}
