import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { AuthenticationCredential, RegistrationCredential } from '@maple/contracts';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { z } from 'zod';

/**
 * A passkey authenticator in software: real ES256 keys, real CBOR and signatures, the bytes
 * WebAuthn Level 3 defines (authenticator data, attestation object with format `none`, client
 * data JSON), so the server's checks run against what a browser would send. The browser's part
 * (client data, origin) is done here too. The demo customer's laptop passkey is one (ADR 78);
 * tests use it too, setting `origin` and `rpId` to another site's to act as a phishing page
 * would. Its private keys live in memory only.
 */

interface StoredKey {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/** Flags: user present (0x01), user verified (0x04), attested credential data (0x40). */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer) {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
}

/** The COSE_Key of an EC2 P-256 public key (RFC 9053): kty 2, alg -7, crv 1, x, y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.x === undefined || jwk.y === undefined) throw new Error('not an EC key');
  const key = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x, 'base64url')],
    [-3, Buffer.from(jwk.y, 'base64url')],
  ]);
  return isoCBOR.encode(key);
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');

/** What of `PublicKeyCredentialCreationOptionsJSON` an authenticator keeps: the user handle. */
const creationOptionsSchema = z.object({
  challenge: z.string(),
  user: z.object({ id: z.string() }),
});

export interface CeremonySite {
  origin: string;
  rpId: string;
}

export class SoftAuthenticator {
  private readonly keys: StoredKey[] = [];

  constructor(private readonly site: CeremonySite) {}

  get credentialIds(): string[] {
    return this.keys.map((key) => b64url(key.id));
  }

  /** `navigator.credentials.create` for the server's options: a new discoverable passkey. */
  register(
    creationOptions: { challenge: string; [field: string]: unknown },
    overrides: Partial<CeremonySite> & { userVerified?: boolean } = {},
  ): RegistrationCredential {
    const site = { ...this.site, ...overrides };
    const options = creationOptionsSchema.parse(creationOptions);
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(32);
    this.keys.push({ id, privateKey, publicKey, userHandle: options.user.id, counter: 0 });
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey(publicKey)]);
    const flags = UP | AT | (overrides.userVerified === false ? 0 : UV);
    const authData = authenticatorData(site.rpId, flags, 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, site.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get`: the passkey `credentialId` (default: the first) signs. */
  assert(
    challenge: string,
    overrides: Partial<CeremonySite> & { credentialId?: string; userVerified?: boolean } = {},
  ): AuthenticationCredential {
    const site = { ...this.site, ...overrides };
    const key = this.keys.find(
      (stored) =>
        overrides.credentialId === undefined || b64url(stored.id) === overrides.credentialId,
    );
    if (key === undefined) throw new Error('no such passkey on this authenticator');
    key.counter += 1;
    const flags = UP | (overrides.userVerified === false ? 0 : UV);
    const authData = authenticatorData(site.rpId, flags, key.counter);
    const clientDataJSON = clientData('webauthn.get', challenge, site.origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      key.privateKey,
    );
    return {
      id: b64url(key.id),
      rawId: b64url(key.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: key.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
