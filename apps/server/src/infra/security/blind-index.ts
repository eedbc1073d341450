import { createHmac } from 'node:crypto';

/**
 * A blind index: a keyed HMAC-SHA256 of a secret value, stored beside its ciphertext so equal
 * values can be found (a SIN claimed by two customers) without the value being stored or
 * guessable from the index — a SIN has only 10^9 values, so a plain hash would be reversed by
 * trying them all; the key, kept outside the database, prevents that. Each use names its
 * purpose, so indexes of different kinds of values never compare equal.
 */
export class BlindIndex {
  constructor(private readonly key: string) {}

  of(purpose: string, value: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${value}`).digest('hex');
  }
}
