import { assetCodeSchema } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { PageHeading } from '../../../components/trading/PageHeading';
import { CursorPager, firstCursors } from '../kit/CursorPager';
import { FilterForm } from '../kit/FilterForm';
import { ListResults } from '../kit/ListResults';
import { useListFilters } from '../kit/use-list-filters';
import { type AccountFilters, noAccountFilters, useCustomerAccountsQuery } from './api/books-api';
import { AccountsTable } from './components/AccountsTable';
import { BooksSummary } from './components/BooksSummary';

function AccountFilterForm({ onApply }: { onApply: (filters: AccountFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AccountFilters>(noAccountFilters);
  return (
    <FilterForm
      label={t('adminBooks.filters')}
      onSubmit={() => onApply(draft)}
      applyLabel={t('adminBooks.apply')}
    >
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
    </FilterForm>
  );
}

/**
 * /admin/customer-accounts: the books at a glance, then customers' accounts by asset. Two
 * sections, so it lays itself out around the shared list parts rather than in their page frame.
 */
export default function CustomerAccountsPage() {
  const { t } = useTranslation();
  const { filters, apply, page: cursors, setPage } = useListFilters(noAccountFilters, firstCursors);
  const cursor = cursors.at(-1) ?? null;
  const list = useCustomerAccountsQuery({ filters, cursor }, { refetchOnMountOrArgChange: true });

  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('adminBooks.intro')} />
      <BooksSummary />
      <section aria-labelledby="accounts-title" className="space-y-4">
        <h2 id="accounts-title" className="text-xl font-semibold">
          {t('adminBooks.accountsTitle')}
        </h2>
        <AccountFilterForm onApply={apply} />
        <ListResults
          query={list}
          items={list.data?.objects}
          texts={{
            loadFailed: t('adminBooks.accountsFailed'),
            empty: t('adminBooks.empty'),
            invalidFilter: () => t('adminBooks.invalidFilter'),
          }}
          pager={
            <CursorPager
              cursors={cursors}
              next={list.data?.next_cursor ?? null}
              busy={list.isFetching}
              onChange={setPage}
              labels={{
                nav: t('adminBooks.pages'),
                back: t('adminBooks.previous'),
                forward: t('adminBooks.next'),
              }}
            />
          }
        >
          {(accounts) => <AccountsTable accounts={accounts} />}
        </ListResults>
      </section>
    </div>
  );
}
