import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { EncryptionKey } from '../config.js';

/**
 * AES-256-GCM for secrets kept at rest (TOTP secrets, SIN, ID numbers). The ciphertext names
 * the key that made it (`v1.<kid>.<iv>.<tag>.<data>`, base64url), so keys can be rotated: the
 * first configured key encrypts, every configured key decrypts.
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
    const key = this.byId.get(keyId);
    if (key === undefined) throw new Error(`No encryption key "${keyId}" is configured`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
