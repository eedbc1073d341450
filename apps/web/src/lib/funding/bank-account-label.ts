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
