import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert';
import { Pager } from '../../../components/list/Pager';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { PageHeading } from '../../../components/trading/PageHeading';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useStaffProfileQuery } from '../kit/api/staff-api';
import {
  type AdjustmentFilters,
  adjustmentsPageSize,
  useAdjustmentListQuery,
} from './api/adjustments-api';
import { AdjustmentFilterForm } from './components/AdjustmentFilterForm';
import { AdjustmentsTable } from './components/AdjustmentsTable';
import { ProposeAdjustmentForm } from './components/ProposeAdjustmentForm';

/** Every state, the customer of the address (a customer's page links here with it). */
const firstFilters = (customerGuid: string): AdjustmentFilters => ({
  state: '',
  customerGuid,
  page: 0,
});

/**
 * /admin/adjustments (`?customer=` from a customer's page): propose a manual adjustment, and the
 * list where an administrator other than the maker approves or rejects each proposal.
 */
export default function AdjustmentsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const customer = params.get('customer') ?? '';
  const me = useStaffProfileQuery();
  const [filters, setFilters] = useState<AdjustmentFilters>(() => firstFilters(customer));
  const list = useAdjustmentListQuery(filters, { refetchOnMountOrArgChange: true });
  const [decided, setDecided] = useState<string | null>(null);

  let body: ReactNode;
  if (list.isError) {
    body = (
      <LoadProblem
        title={t('adjustments.list.loadFailed')}
        error={apiErrorOf(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data) {
    body = <PageLoader />;
  } else if (list.data.total === 0) {
    body = (
      <FormAlert tone="info">
        <p className="font-semibold">{t('adjustments.list.empty')}</p>
        <p>{t('adjustments.list.emptyHelp')}</p>
      </FormAlert>
    );
  } else {
    const pages = Math.max(1, Math.ceil(list.data.total / adjustmentsPageSize));
    body = (
      <div className="space-y-4">
        <AdjustmentsTable adjustments={list.data.objects} me={me.data} onDecided={setDecided} />
        <Pager
          label={t('adjustments.list.pages')}
          page={filters.page}
          pages={pages}
          busy={list.isFetching}
          onPage={(next) => setFilters({ ...filters, page: next })}
        />
      </div>
    );
  }

  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('adjustments.intro')} />
      {me.data?.role === 'support' ? (
        <FormAlert tone="info">{t('adjustments.propose.notAllowed')}</FormAlert>
      ) : (
        <ProposeAdjustmentForm initialCustomer={customer} />
      )}
      <section aria-labelledby="adjustment-list" className="space-y-4">
        <h2 id="adjustment-list" className="text-xl font-semibold">
          {t('adjustments.list.title')}
        </h2>
        <AdjustmentFilterForm
          applied={filters}
          onApply={(next) => {
            setDecided(null);
            setFilters({ ...next, page: 0 });
          }}
        />
        {decided && <FormAlert tone="success">{decided}</FormAlert>}
        {body}
      </section>
    </div>
  );
}
