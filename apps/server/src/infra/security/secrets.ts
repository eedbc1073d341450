import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable token for e-mail links and similar: 256 bits, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/**
 * One-time tokens and codes are stored as their SHA-256: a leaked table cannot be replayed.
 * (They are random and short-lived, so a fast hash is enough; passwords use argon2id.)
 */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Compares two strings in time that does not depend on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A uniformly random string of decimal digits (e-mail codes). */
export function randomDigits(length: number): string {
  let digits = '';
  while (digits.length < length) {
    // Rejection sampling keeps every digit uniform: bytes ≥ 250 would favour 0–5.
    for (const byte of randomBytes(length)) {
      if (byte < 250 && digits.length < length) digits += String(byte % 10);
    }
  }
  return digits;
}
