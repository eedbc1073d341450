import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FieldEncryption } from './encryption.js';

const key = (id: string) => ({ id, key: randomBytes(32) });

describe('FieldEncryption', () => {
  it('round-trips and never repeats a ciphertext', () => {
    const encryption = new FieldEncryption([key('k1')]);
    const a = encryption.encrypt('JBSWY3DPEHPK3PXP');
    const b = encryption.encrypt('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(encryption.decrypt(a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('decrypts with an older key after rotation and encrypts with the new one', () => {
    const old = key('k1');
    const rotated = key('k2');
    const before = new FieldEncryption([old]).encrypt('secret');
    const after = new FieldEncryption([rotated, old]);
    expect(after.decrypt(before)).toBe('secret');
    expect(after.encrypt('secret').split('.')[1]).toBe('k2');
  });

  it('refuses tampered data and unknown keys', () => {
    const encryption = new FieldEncryption([key('k1')]);
    const parts = encryption.encrypt('secret').split('.');
    const data = Buffer.from(parts[4] ?? '', 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    parts[4] = data.toString('base64url');
    expect(() => encryption.decrypt(parts.join('.'))).toThrow();
    expect(() => new FieldEncryption([key('k9')]).decrypt(encryption.encrypt('x'))).toThrow(/k1/);
    expect(() => encryption.decrypt('garbage')).toThrow('Unreadable ciphertext');
  });
});
