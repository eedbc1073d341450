import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { EncryptionKey } from '../config.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for secrets kept at rest (TOTP secrets, identity verification answers and files).
 * The ciphertext names the key that made it, so keys can be rotated: the first configured key
 * encrypts, every configured key decrypts. Text becomes `v1.<kid>.<iv>.<tag>.<data>` (base64url);
 * bytes (documents) become the ASCII header `v1.<kid>.` followed by the raw iv, tag and data,
 * with no base64 to inflate a 10 MB image by a third.
 */
export class FieldEncryption {
  private readonly byId: ReadonlyMap<string, Buffer>;

  constructor(private readonly keys: readonly [EncryptionKey, ...EncryptionKey[]]) {
    this.byId = new Map(keys.map((k) => [k.id, k.key]));
  }

  encrypt(plaintext: string): string {
    const [active] = this.keys;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', active.key, iv);
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', active.id, iv, cipher.getAuthTag(), data]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  encryptBytes(plaintext: Uint8Array): Buffer {
    const [active] = this.keys;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', active.key, iv);
    const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([Buffer.from(`v1.${active.id}.`, 'ascii'), iv, cipher.getAuthTag(), data]);
  }

  decryptBytes(ciphertext: Uint8Array): Buffer {
    const sealed = Buffer.from(ciphertext.buffer, ciphertext.byteOffset, ciphertext.byteLength);
    // The key id is 1–16 of a-z0-9 (config), so the header ends at the second dot within 20 bytes.
    const end = sealed.indexOf('.', 3);
    const keyId = end > 3 && end <= 19 ? sealed.toString('ascii', 3, end) : undefined;
    if (sealed.toString('ascii', 0, 3) !== 'v1.' || keyId === undefined) {
      throw new Error('Unreadable ciphertext');
    }
    const body = end + 1;
    if (sealed.length < body + IV_BYTES + TAG_BYTES) throw new Error('Unreadable ciphertext');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      this.keyOf(keyId),
      sealed.subarray(body, body + IV_BYTES),
    );
    decipher.setAuthTag(sealed.subarray(body + IV_BYTES, body + IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(body + IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
  }

  decrypt(ciphertext: string): string {
    const [version, keyId, iv, tag, data, extra] = ciphertext.split('.');
    if (
      version !== 'v1' ||
      keyId === undefined ||
      iv === undefined ||
      tag === undefined ||
      data === undefined ||
      extra !== undefined
    ) {
      throw new Error('Unreadable ciphertext');
    }
    const decipher = createDecipheriv(
      'aes-256-gcm',
      this.keyOf(keyId),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }

  private keyOf(keyId: string): Buffer {
    const key = this.byId.get(keyId);
    if (key === undefined) throw new Error(`No encryption key "${keyId}" is configured`);
    return key;
  }
}
