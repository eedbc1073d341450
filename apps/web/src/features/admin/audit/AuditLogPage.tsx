import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/list/Pager';
import { CsvButton } from '../kit/CsvButton';
import { FilteredListPage } from '../kit/FilteredListPage';
import { ListResults } from '../kit/ListResults';
import { useListFilters } from '../kit/use-list-filters';
import { auditCsvUrl, auditPageSize, noFilters, useAuditListQuery } from './api/audit-api';
import { AuditFilterForm } from './components/AuditFilterForm';
import { AuditTable } from './components/AuditTable';
import { ChainAlerts } from './components/ChainAlerts';
import { ChainCheck } from './components/ChainCheck';

/** /admin/audit: search the audit log, export it as CSV and check its hash chain (ADR 24). */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const { filters, apply, page, setPage } = useListFilters(noFilters, 0);
  const list = useAuditListQuery({ filters, page }, { refetchOnMountOrArgChange: true });
  const total = list.data?.total ?? 0;

  return (
    <FilteredListPage
      intro={t('auditLog.intro')}
      filters={<AuditFilterForm applied={filters} onApply={apply} />}
      tools={
        <div className="flex flex-wrap items-start gap-6">
          <div className="w-full empty:hidden">
            <ChainAlerts />
          </div>
          <CsvButton
            url={auditCsvUrl(filters)}
            fileName="audit-log.csv"
            labels={{
              download: t('auditLog.download'),
              downloading: t('auditLog.downloading'),
              failed: t('auditLog.downloadFailed'),
            }}
          />
          <ChainCheck />
        </div>
      }
    >
      <ListResults
        query={list}
        items={list.data?.objects}
        isEmpty={total === 0}
        texts={{
          loadFailed: t('auditLog.loadFailed'),
          empty: t('auditLog.empty'),
          emptyHelp: t('auditLog.emptyHelp'),
          invalidFilter: (message) => t('auditLog.invalidFilter', { message }),
        }}
        summary={t('auditLog.total', { count: total })}
        pager={
          <Pager
            label={t('auditLog.pages')}
            page={page}
            pages={Math.max(1, Math.ceil(total / auditPageSize))}
            busy={list.isFetching}
            onPage={setPage}
          />
        }
      >
        {(events) => <AuditTable events={events} />}
      </ListResults>
    </FilteredListPage>
  );
}
