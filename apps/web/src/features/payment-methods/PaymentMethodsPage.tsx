import type { ExternalBankAccount } from '@maple/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButtonClasses, secondaryButtonClasses } from '../../components/form/form-styles';
import { PageLoader } from '../../components/loader/PageLoader';
import { LoadProblem } from '../../components/trading/LoadProblem';
import { PageHeading } from '../../components/trading/PageHeading';
import { apiErrorOf } from '../../lib/api/api-error';
import { useBankAccountsQuery } from './api/banking-api';
import { BankAccountList } from './components/BankAccountList';
import { LinkBankDialog } from './components/LinkBankDialog';
import { ManualEntryDialog } from './components/ManualEntryDialog';
import { MicroDepositDialog } from './components/MicroDepositDialog';
import { RemoveAccountDialog } from './components/RemoveAccountDialog';

type Open =
  | { dialog: 'link'; relink?: ExternalBankAccount }
  | { dialog: 'manual' }
  | { dialog: 'verify' | 'remove'; account: ExternalBankAccount }
  | null;

/** How often the list is read while an account is being saved or removed. */
const busyPollMs = 2_000;

/** /payment-method: the customer's linked bank accounts; link, enter, verify, re-link, remove. */
export default function PaymentMethodsPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [polling, setPolling] = useState(false);
  const accounts = useBankAccountsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: polling ? busyPollMs : 0,
  });
  const busy =
    accounts.data?.some((account) => account.state === 'storing' || account.state === 'deleting') ??
    false;
  if (busy !== polling) setPolling(busy);
  const close = () => setOpen(null);

  let body: ReactNode;
  if (accounts.isError) {
    body = (
      <LoadProblem
        title={t('bankAccounts.loadFailed')}
        error={apiErrorOf(accounts.error)}
        onRetry={() => void accounts.refetch()}
      />
    );
  } else if (!accounts.data) {
    body = <PageLoader />;
  } else if (accounts.data.length === 0) {
    body = <p role="status">{t('bankAccounts.empty')}</p>;
  } else {
    body = (
      <BankAccountList
        accounts={accounts.data}
        actions={{
          onVerify: (account) => setOpen({ dialog: 'verify', account }),
          onRelink: (account) => setOpen({ dialog: 'link', relink: account }),
          onRemove: (account) => setOpen({ dialog: 'remove', account }),
        }}
      />
    );
  }

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
        {body}
      </section>
      {open?.dialog === 'link' && <LinkBankDialog relink={open.relink} onClose={close} />}
      {open?.dialog === 'manual' && <ManualEntryDialog onClose={close} />}
      {open?.dialog === 'verify' && <MicroDepositDialog account={open.account} onClose={close} />}
      {open?.dialog === 'remove' && <RemoveAccountDialog account={open.account} onClose={close} />}
    </div>
  );
}
