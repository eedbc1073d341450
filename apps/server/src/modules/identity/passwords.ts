import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashingCost } from './identity.config.js';

/**
 * argon2id password hashing (the library's default algorithm; the cost comes from config).
 * `verifyAbsent` spends the same work as a real check, so an unknown e-mail address takes as
 * long to refuse as a wrong password.
 */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: PasswordHashingCost) {}

  hash(password: string): Promise<string> {
    return hash(password, this.cost);
  }

  /**
   * Whether `password` matches the stored hash. A passwordless account (null) refuses every
   * password after the same work, so a password sign-in cannot tell it from a wrong password.
   */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (passwordHash === null) return this.verifyAbsent(password);
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash refuses the password rather than failing the request.
      return false;
    }
  }

  /** Does the work of one verification against a throw-away hash; always false. */
  async verifyAbsent(password: string): Promise<false> {
    this.dummyHash ??= this.hash('maple-exchange-timing-equaliser');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
