import { customerSearchCountLimit } from '@maple/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { Pager } from '../../../components/list/Pager';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { PageHeading } from '../../../components/trading/PageHeading';
import { apiErrorOf } from '../../../lib/api/api-error';
import {
  type CustomerFilters,
  customerPageSize,
  noCustomerFilters,
  useCustomerSearchQuery,
} from './api/customer-search-api';
import { CustomerCsvDownload } from './components/CustomerCsvDownload';
import { CustomerSearchForm } from './components/CustomerSearchForm';
import { CustomerTable } from './components/CustomerTable';

/** /admin/customer: find customers by e-mail, name, phone or guid, filter, page, export (ADR 25). */
export default function CustomerSearchPage() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<CustomerFilters>(noCustomerFilters);
  const [page, setPage] = useState(0);
  const list = useCustomerSearchQuery({ filters, page }, { refetchOnMountOrArgChange: true });

  let body: ReactNode;
  if (list.isError) {
    const error = apiErrorOf(list.error);
    body =
      error.status === 400 ? (
        <FormAlert tone="error">
          {t('adminCustomers.invalidSearch', { message: error.message })}
        </FormAlert>
      ) : (
        <LoadProblem
          title={t('adminCustomers.loadFailed')}
          error={error}
          onRetry={() => void list.refetch()}
        />
      );
  } else if (!list.data) {
    body = <PageLoader />;
  } else if (list.data.total === 0) {
    body = (
      <FormAlert tone="info">
        <p className="font-semibold">{t('adminCustomers.empty')}</p>
        <p>{t('adminCustomers.emptyHelp')}</p>
      </FormAlert>
    );
  } else {
    const { total, total_capped: capped, objects } = list.data;
    const pages = Math.max(1, Math.ceil(total / customerPageSize));
    body = (
      <div className="space-y-4">
        <p aria-live="polite">
          {capped
            ? t('adminCustomers.totalCapped', {
                limit: customerSearchCountLimit.toLocaleString(i18n.language),
              })
            : t('adminCustomers.total', { count: total })}
        </p>
        <CustomerTable customers={objects} />
        <Pager
          label={t('adminCustomers.pages')}
          page={page}
          pages={pages}
          busy={list.isFetching}
          onPage={setPage}
        />
      </div>
    );
  }

  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('adminCustomers.intro')} />
      <CustomerSearchForm
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <CustomerCsvDownload filters={filters} />
      {body}
    </div>
  );
}
