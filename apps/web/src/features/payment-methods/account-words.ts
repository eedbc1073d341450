import type { ExternalBankAccount } from '@maple/contracts';

/** What the customer can do about an account that is not ready, in words. */
export type AccountNeed = 'depositsPending' | 'holderReview' | 'failed' | 'refresh' | null;

export const needOf = (account: ExternalBankAccount): AccountNeed => {
  if (account.state === 'failed') return 'failed';
  if (account.state === 'refresh_required') return 'refresh';
  if (account.state !== 'unverified') return null;
  return account.account_kind === 'raw_routing_details' ? 'depositsPending' : 'holderReview';
};
