import { customerSearchCountLimit } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/list/Pager';
import { CsvButton } from '../kit/CsvButton';
import { FilteredListPage } from '../kit/FilteredListPage';
import { ListResults } from '../kit/ListResults';
import { useListFilters } from '../kit/use-list-filters';
import {
  customerCsvUrl,
  customerPageSize,
  noCustomerFilters,
  useCustomerSearchQuery,
} from './api/customer-search-api';
import { CustomerSearchForm } from './components/CustomerSearchForm';
import { CustomerTable } from './components/CustomerTable';

/** /admin/customer: find customers by e-mail, name, phone or guid, filter, page, export (ADR 25). */
export default function CustomerSearchPage() {
  const { t, i18n } = useTranslation();
  const { filters, apply, page, setPage } = useListFilters(noCustomerFilters, 0);
  const list = useCustomerSearchQuery({ filters, page }, { refetchOnMountOrArgChange: true });
  const total = list.data?.total ?? 0;

  return (
    <FilteredListPage
      intro={t('adminCustomers.intro')}
      filters={<CustomerSearchForm applied={filters} onApply={apply} />}
      tools={
        <CsvButton
          url={customerCsvUrl(filters)}
          fileName="customers.csv"
          labels={{
            download: t('adminCustomers.download'),
            downloading: t('adminCustomers.downloading'),
            failed: t('adminCustomers.downloadFailed'),
          }}
        />
      }
    >
      <ListResults
        query={list}
        items={list.data?.objects}
        isEmpty={total === 0}
        texts={{
          loadFailed: t('adminCustomers.loadFailed'),
          empty: t('adminCustomers.empty'),
          emptyHelp: t('adminCustomers.emptyHelp'),
          invalidFilter: (message) => t('adminCustomers.invalidSearch', { message }),
        }}
        summary={
          list.data?.total_capped
            ? t('adminCustomers.totalCapped', {
                limit: customerSearchCountLimit.toLocaleString(i18n.language),
              })
            : t('adminCustomers.total', { count: total })
        }
        pager={
          <Pager
            label={t('adminCustomers.pages')}
            page={page}
            pages={Math.max(1, Math.ceil(total / customerPageSize))}
            busy={list.isFetching}
            onPage={setPage}
          />
        }
      >
        {(customers) => <CustomerTable customers={customers} />}
      </ListResults>
    </FilteredListPage>
  );
}
