import { createHash } from 'node:crypto';
import type { SandboxAccountType } from '@maple/contracts';
import type { AggregatedAccount } from './aggregator.js';

/**
 * The sandbox bank's customers (documented in docs/decisions/0019 and the README): any
 * institution of the list accepts them. `user_good` holds a chequing and a savings account in
 * the customer's own name; `user_other_holder` a chequing account in someone else's name (it
 * links as `unverified`, until staff decide); any other username or password is refused.
 */
export const sandboxUsers: Readonly<
  Record<string, { password: string; types: readonly SandboxAccountType[]; holder?: string }>
> = {
  user_good: { password: 'pass_good', types: ['chequing', 'savings'] },
  user_other_holder: { password: 'pass_good', types: ['chequing'], holder: 'Jordan Tremblay' },
};

export const sandboxUserOf = (username: string, password: string) => {
  const user = Object.hasOwn(sandboxUsers, username) ? sandboxUsers[username] : undefined;
  return user !== undefined && user.password === password ? user : undefined;
};

/** `length` decimal digits drawn from a hex digest (a deterministic stand-in for real ones). */
const digitsOf = (hex: string, length: number): string =>
  (BigInt(`0x${hex}`) % 10n ** BigInt(length)).toString().padStart(length, '0');

/**
 * The sandbox user's accounts at an institution, the same on every sign-in of one customer, so
 * linking one twice is caught as a duplicate like a real account would be.
 */
export function sandboxAccountsOf(
  customerGuid: string,
  institutionNumber: string,
  username: string,
  customerName: string,
): AggregatedAccount[] {
  const user = sandboxUsers[username];
  if (user === undefined) return [];
  return user.types.map((type) => {
    const seed = createHash('sha256')
      .update(`${customerGuid}:${institutionNumber}:${username}:${type}`)
      .digest('hex');
    return {
      aggregatorAccountId: `acc_${seed.slice(0, 24)}`,
      institutionNumber,
      transitNumber: digitsOf(seed.slice(24, 40), 5),
      accountNumber: `7${digitsOf(seed.slice(40), 9)}`,
      type,
      holderName: user.holder ?? customerName,
    };
  });
}
