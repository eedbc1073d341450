import type { ExternalBankAccount } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../components/alert/alert-slice';
import { primaryButtonClasses, secondaryButtonClasses } from '../../components/form/form-styles';
import { RemoveBankAccountDialog } from '../../components/funding/RemoveBankAccountDialog';
import { PageLoader } from '../../components/loader/PageLoader';
import { LoadProblem } from '../../components/trading/LoadProblem';
import { PageHeading } from '../../components/trading/PageHeading';
import { apiErrorOf } from '../../lib/api/api-error';
import { useListedBankAccountsQuery } from './api/banking-api';
import { type AccountActions, BankAccountList } from './components/BankAccountList';
import { LinkBankDialog } from './components/LinkBankDialog';
import { ManualEntryDialog } from './components/ManualEntryDialog';
import { MicroDepositDialog } from './components/MicroDepositDialog';

type Open =
  | { dialog: 'link'; relink?: ExternalBankAccount }
  | { dialog: 'manual' }
  | { dialog: 'verify' | 'remove'; account: ExternalBankAccount }
  | null;

/**
 * How often the list is read: soon while an account is being removed; now and then while one
 * waits for the customer's approval (ADR 62), which may come from another screen or device, or
 * fail at its deadline; not otherwise.
 */
const pollMsOf = (accounts: readonly ExternalBankAccount[] | undefined): number => {
  if (accounts?.some((account) => account.state === 'deleting')) return 2_000;
  if (accounts?.some((account) => account.state === 'storing')) return 30_000;
  return 0;
};

/** The list of accounts, read again while one changes, or why it could not be read. */
function AccountsBody({ actions }: { actions: AccountActions }) {
  const { t } = useTranslation();
  const [pollMs, setPollMs] = useState(0);
  const accounts = useListedBankAccountsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: pollMs,
  });
  const wanted = pollMsOf(accounts.data);
  if (wanted !== pollMs) setPollMs(wanted);

  if (accounts.isError) {
    return (
      <LoadProblem
        title={t('bankAccounts.loadFailed')}
        error={apiErrorOf(accounts.error)}
        onRetry={() => void accounts.refetch()}
      />
    );
  }
  if (!accounts.data) return <PageLoader />;
  if (accounts.data.length === 0) return <p role="status">{t('bankAccounts.empty')}</p>;
  return <BankAccountList accounts={accounts.data} actions={actions} />;
}

/** /payment-method: the customer's linked bank accounts; link, enter, verify, re-link, remove. */
export default function PaymentMethodsPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('bankAccounts.intro')} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => setOpen({ dialog: 'link' })}
          className={primaryButtonClasses}
        >
          {t('bankAccounts.link')}
        </button>
        <button
          type="button"
          onClick={() => setOpen({ dialog: 'manual' })}
          className={secondaryButtonClasses}
        >
          {t('bankAccounts.enterManually')}
        </button>
      </div>
      <section aria-labelledby="bank-accounts-title" className="space-y-3">
        <h2 id="bank-accounts-title" className="text-xl font-semibold">
          {t('bankAccounts.listTitle')}
        </h2>
        <AccountsBody
          actions={{
            onVerify: (account) => setOpen({ dialog: 'verify', account }),
            onRelink: (account) => setOpen({ dialog: 'link', relink: account }),
            onRemove: (account) => setOpen({ dialog: 'remove', account }),
          }}
        />
      </section>
      {open?.dialog === 'link' && <LinkBankDialog relink={open.relink} onClose={close} />}
      {open?.dialog === 'manual' && <ManualEntryDialog onClose={close} />}
      {open?.dialog === 'verify' && <MicroDepositDialog account={open.account} onClose={close} />}
      {open?.dialog === 'remove' && (
        <RemoveBankAccountDialog
          account={open.account}
          onDone={(removed) => {
            if (removed) dispatch(showSuccess(t('bankAccounts.removed')));
            close();
          }}
        />
      )}
    </div>
  );
}
