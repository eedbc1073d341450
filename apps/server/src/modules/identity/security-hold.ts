import { addSeconds } from '../../infra/clock.js';
import type { IdentityUser } from './users.repo.js';

/** How long withdrawals wait after a security change, and after an account recovery (ADR 59). */
export interface SecurityHoldSeconds {
  securityChangeHoldSeconds: number;
  recoveryHoldSeconds: number;
}

/**
 * When the hold after the user's last security change or recovery ends, whichever is later;
 * null when neither ever happened (docs/product/sessions.md).
 */
export function securityHoldEnd(
  user: Pick<IdentityUser, 'security_changed_at' | 'recovered_at'>,
  holds: SecurityHoldSeconds,
): Date | null {
  const ends = [
    user.security_changed_at &&
      addSeconds(user.security_changed_at, holds.securityChangeHoldSeconds),
    user.recovered_at && addSeconds(user.recovered_at, holds.recoveryHoldSeconds),
  ].filter((end): end is Date => end instanceof Date);
  return ends.length === 0 ? null : new Date(Math.max(...ends.map((end) => end.getTime())));
}
