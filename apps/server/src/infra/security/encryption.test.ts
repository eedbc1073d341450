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

  it('round-trips bytes, naming the key, and never repeats a ciphertext', () => {
    const encryption = new FieldEncryption([key('k1')]);
    const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const a = encryption.encryptBytes(image);
    const b = encryption.encryptBytes(image);
    expect(a.equals(b)).toBe(false);
    expect(a.includes(image)).toBe(false);
    expect(a.subarray(0, 6).toString('ascii')).toBe('v1.k1.');
    expect(encryption.decryptBytes(a).equals(image)).toBe(true);
    // PGlite reads BYTEA as a Uint8Array view, not a Buffer.
    expect(encryption.decryptBytes(new Uint8Array(a)).equals(image)).toBe(true);
    expect(encryption.decryptBytes(encryption.encryptBytes(new Uint8Array(0))).length).toBe(0);
  });

  it('decrypts bytes with an older key after rotation and encrypts with the new one', () => {
    const old = key('k1');
    const before = new FieldEncryption([old]).encryptBytes(Buffer.from('scan'));
    const after = new FieldEncryption([key('rotated2'), old]);
    expect(after.decryptBytes(before).toString()).toBe('scan');
    expect(after.encryptBytes(Buffer.from('scan')).subarray(0, 12).toString('ascii')).toBe(
      'v1.rotated2.',
    );
  });

  it('refuses tampered, truncated and foreign bytes', () => {
    const encryption = new FieldEncryption([key('k1')]);
    const sealed = encryption.encryptBytes(Buffer.from('passport scan'));
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(() => encryption.decryptBytes(tampered)).toThrow();
    expect(() => encryption.decryptBytes(sealed.subarray(0, 20))).toThrow('Unreadable ciphertext');
    expect(() => encryption.decryptBytes(Buffer.from('not encrypted at all'))).toThrow(
      'Unreadable ciphertext',
    );
    expect(() => new FieldEncryption([key('k9')]).decryptBytes(sealed)).toThrow(/k1/);
  });
});
