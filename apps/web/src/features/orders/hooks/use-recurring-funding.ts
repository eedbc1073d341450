import { type ExternalBankAccount, PAD_TERMS_VERSION } from '@maple/contracts';
import { useBankAccountsQuery } from '../../../lib/funding/funding-api';
import { usePadAgreementsQuery } from '../api/recurring-orders-api';
import { bankFundable, paidByBank, type RecurringOrderFormValues } from '../recurring-order-form';

/** Where a new buy may take its CAD from, as far as the app knows it now. */
export interface RecurringFunding {
  /** Whether the choice is offered: a buy that runs weekly or less often. */
  offered: boolean;
  /** The linked bank accounts that can move money now (`completed`); undefined while unknown. */
  accounts: readonly ExternalBankAccount[] | undefined;
  /** The bank accounts could not be loaded: the balance is the only choice. */
  failed: boolean;
  /** The bank account chosen, when the order is paid by bank. */
  chosen: ExternalBankAccount | undefined;
  /** When the customer agreed to the current PAD terms for the chosen account, if they did. */
  agreedAt: string | undefined;
  /**
   * The chosen account has no agreement to the current PAD terms (or the agreements could not be
   * read): the terms are shown, and must be ticked to be sent.
   */
  padNeeded: boolean;
}

/**
 * The customer's linked bank accounts (the list the EFT deposit reads) and their agreements to the
 * PAD terms, read while the choice is offered: the agreements only once there is an account to
 * choose.
 */
export function useRecurringFunding(values: RecurringOrderFormValues): RecurringFunding {
  const offered = bankFundable(values);
  const bankAccounts = useBankAccountsQuery(undefined, {
    skip: !offered,
    refetchOnMountOrArgChange: true,
  });
  const accounts = bankAccounts.data?.filter((account) => account.state === 'completed');
  const agreements = usePadAgreementsQuery(undefined, {
    skip: !offered || accounts === undefined || accounts.length === 0,
  });
  const chosen = paidByBank(values)
    ? accounts?.find((account) => account.guid === values.bank_account_guid)
    : undefined;
  const agreement = agreements.data?.objects.find(
    (found) =>
      found.bank_account_guid === chosen?.guid && found.terms_version === PAD_TERMS_VERSION,
  );
  return {
    offered,
    accounts,
    failed: bankAccounts.isError,
    chosen,
    agreedAt: agreement?.agreed_at,
    padNeeded: chosen !== undefined && agreement === undefined,
  };
}
