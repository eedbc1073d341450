import type { ExternalBankAccount, ExternalBankAccountState } from '@maple/contracts';

/** What the customer can do about an account that is not ready, in words. */
export type AccountNeed =
  | 'awaitingApproval'
  | 'depositsPending'
  | 'holderReview'
  | 'notApproved'
  | 'failed'
  | 'refresh'
  | null;

export const needOf = (account: ExternalBankAccount): AccountNeed => {
  // A new account waits `storing` for the customer's approval, and fails `create_failed` when
  // not approved in time (ADR 62).
  if (account.state === 'storing') return 'awaitingApproval';
  if (account.state === 'failed') {
    return account.failure_code === 'create_failed' ? 'notApproved' : 'failed';
  }
  if (account.state === 'refresh_required') return 'refresh';
  if (account.state !== 'unverified') return null;
  return account.account_kind === 'raw_routing_details' ? 'depositsPending' : 'holderReview';
};

/** The message once an account is added and usable (`completed`), or still to be verified. */
export const linkedMessageKey = (state: ExternalBankAccountState) =>
  state === 'completed' ? 'bankAccounts.linked' : 'bankAccounts.linkedUnverified';
