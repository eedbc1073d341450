import { assetCodeSchema } from '@maple/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormAlert } from '../../../components/form/FormAlert';
import { primaryButtonClasses } from '../../../components/form/form-styles';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { PageHeading } from '../../../components/trading/PageHeading';
import { apiErrorOf } from '../../../lib/api/api-error';
import { CursorPager } from '../trades/components/CursorPager';
import { type AccountFilters, noAccountFilters, useCustomerAccountsQuery } from './api/books-api';
import { AccountsTable } from './components/AccountsTable';
import { BooksSummary } from './components/BooksSummary';

function AccountFilterForm({ onApply }: { onApply: (filters: AccountFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AccountFilters>(noAccountFilters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label={t('adminBooks.filters')} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label={t('adminBooks.asset')}
          placeholder={t('adminBooks.anyAsset')}
          options={assetCodeSchema.options.map((value) => ({ value, label: value }))}
          value={draft.asset}
          onValueChange={(asset) => setDraft((current) => ({ ...current, asset }))}
        />
        <TextField
          label={t('adminBooks.customer')}
          hint={t('adminBooks.customerHint')}
          autoComplete="off"
          value={draft.customerGuid}
          onValueChange={(customerGuid) => setDraft((current) => ({ ...current, customerGuid }))}
        />
        <CheckboxField
          label={t('adminBooks.fundedOnly')}
          checked={draft.fundedOnly}
          onCheckedChange={(fundedOnly) => setDraft((current) => ({ ...current, fundedOnly }))}
        />
      </div>
      <button type="submit" className={primaryButtonClasses}>
        {t('adminBooks.apply')}
      </button>
    </form>
  );
}

/** /admin/customer-accounts: the books at a glance, then customers' accounts by asset. */
export default function CustomerAccountsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AccountFilters>(noAccountFilters);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const list = useCustomerAccountsQuery({ filters, cursor }, { refetchOnMountOrArgChange: true });

  let body: ReactNode;
  if (list.isError) {
    const error = apiErrorOf(list.error);
    body =
      error.status === 400 ? (
        <FormAlert tone="error">{t('adminBooks.invalidFilter')}</FormAlert>
      ) : (
        <LoadProblem
          title={t('adminBooks.accountsFailed')}
          error={error}
          onRetry={() => void list.refetch()}
        />
      );
  } else if (!list.data) {
    body = <PageLoader />;
  } else if (list.data.objects.length === 0) {
    body = <FormAlert tone="info">{t('adminBooks.empty')}</FormAlert>;
  } else {
    body = (
      <div className="space-y-4">
        <AccountsTable accounts={list.data.objects} />
        <CursorPager
          cursors={cursors}
          next={list.data.next_cursor}
          busy={list.isFetching}
          onChange={setCursors}
          labels={{
            nav: t('adminBooks.pages'),
            back: t('adminBooks.previous'),
            forward: t('adminBooks.next'),
          }}
        />
      </div>
    );
  }

  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('adminBooks.intro')} />
      <BooksSummary />
      <section aria-labelledby="accounts-title" className="space-y-4">
        <h2 id="accounts-title" className="text-xl font-semibold">
          {t('adminBooks.accountsTitle')}
        </h2>
        <AccountFilterForm
          onApply={(next) => {
            setFilters(next);
            setCursors([null]);
          }}
        />
        {body}
      </section>
    </div>
  );
}
