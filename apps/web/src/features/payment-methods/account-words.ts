import { type ExternalBankAccount, institutionName } from '@maple/contracts';
import type { TFunction } from 'i18next';

/** "RBC Royal Bank ····6789": the institution and the last four digits, never more. */
export const accountLabel = (account: ExternalBankAccount, t: TFunction): string => {
  const number = account.plaid_institution_id ?? '';
  return t('bankAccounts.account', {
    institution: institutionName(number) ?? t('bankAccounts.unknownInstitution', { number }),
    mask: account.plaid_account_mask ?? '',
  });
};

/** What the customer can do about an account that is not ready, in words. */
export type AccountNeed = 'depositsPending' | 'holderReview' | 'failed' | 'refresh' | null;

export const needOf = (account: ExternalBankAccount): AccountNeed => {
  if (account.state === 'failed') return 'failed';
  if (account.state === 'refresh_required') return 'refresh';
  if (account.state !== 'unverified') return null;
  return account.account_kind === 'raw_routing_details' ? 'depositsPending' : 'holderReview';
};
