import type { PasskeyAnswer, SecurityChange } from '@maple/contracts';
import { useSignInMethodsQuery } from '../api/sign-in-methods-api';
import { type ApprovalProblem, useChangeApproval } from './use-change-approval';

export type SecurityProofBody = { password: string } | { passkey: PasskeyAnswer };

export type ProofOutcome =
  | { ok: true; proof: SecurityProofBody }
  | { ok: false; problem: ApprovalProblem | null };

/**
 * How this customer confirms a security change (registering or removing a passkey, turning the
 * authenticator off): the password typed, or, on an account without one, a passkey's approval of
 * the change. Until the account's methods are read, a password is assumed, as before passwordless
 * accounts; the server says so (400) if it needs the other.
 */
export function useSecurityProof() {
  const methods = useSignInMethodsQuery();
  const hasPassword = methods.data?.has_password ?? true;
  const approval = useChangeApproval();

  const proofFor = async (
    change: SecurityChange,
    password: string,
    passkeyId?: string,
  ): Promise<ProofOutcome> => {
    if (hasPassword) return { ok: true, proof: { password } };
    const approved = await approval.approve(change, passkeyId);
    // A ceremony's answer confirms one attempt: a refused change is asked again afresh.
    approval.forget();
    return approved.ok ? { ok: true, proof: { passkey: approved.passkey } } : approved;
  };

  return { hasPassword, methods: methods.data, proofFor, approving: approval.busy };
}
