import { useTranslation } from 'react-i18next';
import { formatUnits } from '../../../../lib/format/money';
import { accountLabel } from '../../../../lib/funding/bank-account-label';
import { useBankAccountsQuery } from '../../../../lib/funding/funding-api';
import type { WithdrawalInput } from '../withdrawal-input';

/**
 * Where the money goes, as the review names it (`party`: the e-Transfer's address or the bank
 * account), and the withdrawal in plain words for a passkey to approve (`statementOf`, with the
 * quote's amount in cents).
 */
export function useCadDestination(values: WithdrawalInput, email: string) {
  const { t, i18n } = useTranslation();
  // The list the form's drop-down read.
  const bankAccounts = useBankAccountsQuery();
  const destination = bankAccounts.data?.find((account) => account.guid === values.bank);
  const account = destination && accountLabel(destination, t);
  const party = values.rail === 'etransfer' ? t('funding.quote.etransferTo', { email }) : account;

  const statementOf = (cents: string): string => {
    const amount = formatUnits(cents, 'CAD', i18n.language);
    if (values.rail === 'etransfer') {
      return t('funding.withdrawal.statementEtransfer', { amount, email });
    }
    // The account list may not have loaded: the amount alone still says what is approved.
    return account === undefined
      ? t('funding.withdrawal.statement', { amount })
      : t('funding.withdrawal.statementTo', { amount, account });
  };

  return { party, statementOf };
}
