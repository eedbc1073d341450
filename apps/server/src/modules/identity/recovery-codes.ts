import { randomInt } from 'node:crypto';
import { sha256 } from '../../infra/security/secrets.js';

const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

const randomChars = (length: number): string =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten single-use codes like `k3v9q-7m2xd` (51 bits each), shown once and stored hashed. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomChars(5)}-${randomChars(5)}`);
}

export const hashRecoveryCode = (code: string): string => sha256(code.trim().toLowerCase());

export const isRecoveryCode = (code: string): boolean => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(code);
