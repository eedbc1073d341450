import type { IdentityVerificationState, KycStatus } from '@maple/contracts';

/**
 * Where the customer stands with identity verification, in the terms the screens speak:
 * nothing started, answers still to give, waiting for staff, verified, turned down, a
 * verification left to expire, or an account frozen by compliance.
 */
export type VerificationStanding =
  | 'not_started'
  | 'in_progress'
  | 'reviewing'
  | 'verified'
  | 'failed'
  | 'expired'
  | 'frozen';

/** States in which the customer still has answers to give: the flow resumes them. */
const openStates: readonly IdentityVerificationState[] = ['storing', 'waiting', 'pending'];

export const isOpenState = (state: IdentityVerificationState): boolean =>
  openStates.includes(state);

/** The customer's state decides first; the newest verification says what is under way. */
export function verificationStandingOf(status: KycStatus): VerificationStanding {
  if (status.customer_state === 'verified') return 'verified';
  if (status.customer_state === 'rejected') return 'failed';
  if (status.customer_state === 'frozen') return 'frozen';
  const verification = status.verification;
  if (verification === null) return 'not_started';
  if (isOpenState(verification.state)) return 'in_progress';
  if (verification.state === 'reviewing') return 'reviewing';
  if (verification.state === 'expired') return 'expired';
  return verification.outcome === 'failed' ? 'failed' : 'verified';
}

/** Enhanced due diligence: not asked for, under way, with staff, or decided. */
export type EddStanding = 'none' | 'in_progress' | 'reviewing' | 'passed' | 'failed' | 'expired';

export function eddStandingOf(status: KycStatus): EddStanding {
  const edd = status.edd;
  if (edd === null) return 'none';
  if (isOpenState(edd.state)) return 'in_progress';
  if (edd.state === 'reviewing') return 'reviewing';
  if (edd.state === 'expired') return 'expired';
  return edd.outcome === 'passed' ? 'passed' : edd.outcome === 'failed' ? 'failed' : 'reviewing';
}
