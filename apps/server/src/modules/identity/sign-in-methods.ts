import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { countPasskeys } from './passkeys.repo.js';
import { countRecoveryCodesLeft } from './totp.repo.js';
import { findUserById, lockPasswordHash } from './users.repo.js';

/** How a customer can sign in: with a password or not, how many passkeys, how many codes left. */
export interface SignInMethods {
  password: boolean;
  passkeys: number;
  recoveryCodes: number;
}

/** What a customer's change takes away. */
export type Removal = 'password' | 'passkey' | 'authenticator';

/**
 * Enough to sign in without a password (ADR 57): two passkeys, so a lost device leaves the other;
 * or one and unused recovery codes, kept apart from the device (after a reset by e-mail they are
 * the second step). Without a password and with less, one lost device locks the customer out.
 */
const enoughWithoutPassword = (methods: Omit<SignInMethods, 'password'>): boolean =>
  methods.passkeys >= 2 || (methods.passkeys >= 1 && methods.recoveryCodes > 0);

const keepsAWayIn = (methods: SignInMethods) => methods.password || enoughWithoutPassword(methods);

/** The methods left once `removal` is done. */
function withoutIt(methods: SignInMethods, removal: Removal): SignInMethods {
  switch (removal) {
    case 'password':
      return { ...methods, password: false };
    case 'passkey':
      return { ...methods, passkeys: methods.passkeys - 1 };
    case 'authenticator':
      // Its recovery codes go with it.
      return { ...methods, recoveryCodes: 0 };
  }
}

const refusals: Record<Removal, string> = {
  password:
    'Your password can be removed once you have two passkeys, or a passkey and recovery codes: add a second passkey or set up an authenticator app first.',
  passkey:
    'This passkey is one of your last ways in: your account has no password, and without it you would keep fewer than two passkeys and no recovery codes. Add another passkey or set a password first.',
  authenticator:
    'Two-step verification cannot be turned off: your account has no password, and its recovery codes are one of your last ways in. Add another passkey or set a password first.',
};

const lastWayIn = (removal: Removal) => new AppError('conflict', refusals[removal]);
export const noPassword = () => new AppError('conflict', 'Your account has no password.');
export const passwordAlready = () =>
  new AppError('conflict', 'Your account has a password already: change it instead.');

export async function readSignInMethods(
  db: Kysely<Schema>,
  userId: string,
): Promise<SignInMethods> {
  const principal = { kind: 'customer', id: userId } as const;
  const user = await findUserById(db, userId);
  return {
    password: user?.password_hash != null,
    passkeys: await countPasskeys(db, principal),
    recoveryCodes: await countRecoveryCodesLeft(db, principal),
  };
}

/** Whether `removal` leaves a way in (a password is removable only where there is one). */
export const mayRemove = (methods: SignInMethods, removal: Removal): boolean =>
  (removal !== 'password' || methods.password) && keepsAWayIn(withoutIt(methods, removal));

/**
 * Refuses `removal` when it would leave no way in (409): checked before a proof is asked or
 * spent, so a refused change costs the customer nothing.
 */
export async function assertCanRemove(
  db: Kysely<Schema>,
  userId: string,
  removal: Removal,
): Promise<void> {
  const methods = await readSignInMethods(db, userId);
  if (removal === 'password' && !methods.password) throw noPassword();
  if (!mayRemove(methods, removal)) throw lastWayIn(removal);
}

/**
 * Runs `removal` in `trx` keeping a way in: the user's row is locked first, so concurrent
 * changes of one customer run one after another, and the methods left are counted after it; the
 * transaction is refused (409, rolled back) when none is left.
 */
export async function removeKeepingAWayIn<T>(
  trx: Kysely<Schema>,
  userId: string,
  removal: Removal,
  remove: (had: { password: boolean }) => Promise<T>,
): Promise<T> {
  const locked = await lockPasswordHash(trx, userId);
  const removed = await remove({ password: locked?.password_hash != null });
  const left = await readSignInMethods(trx, userId);
  if (!keepsAWayIn(left)) throw lastWayIn(removal);
  return removed;
}
