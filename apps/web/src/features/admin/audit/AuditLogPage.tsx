import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { PageHeading } from '../../../components/trading/PageHeading';
import { apiErrorOf } from '../../../lib/api/api-error';
import { type AuditFilters, auditPageSize, noFilters, useAuditListQuery } from './api/audit-api';
import { AuditFilterForm } from './components/AuditFilterForm';
import { AuditTable } from './components/AuditTable';
import { ChainCheck } from './components/ChainCheck';
import { CsvDownload } from './components/CsvDownload';

/** /admin/audit: search the audit log, export it as CSV and check its hash chain (ADR 24). */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const [page, setPage] = useState(0);
  const list = useAuditListQuery({ filters, page }, { refetchOnMountOrArgChange: true });

  let body: ReactNode;
  if (list.isError) {
    const error = apiErrorOf(list.error);
    body =
      error.status === 400 ? (
        <FormAlert tone="error">
          {t('auditLog.invalidFilter', { message: error.message })}
        </FormAlert>
      ) : (
        <LoadProblem
          title={t('auditLog.loadFailed')}
          error={error}
          onRetry={() => void list.refetch()}
        />
      );
  } else if (!list.data) {
    body = <PageLoader />;
  } else if (list.data.total === 0) {
    body = (
      <FormAlert tone="info">
        <p className="font-semibold">{t('auditLog.empty')}</p>
        <p>{t('auditLog.emptyHelp')}</p>
      </FormAlert>
    );
  } else {
    const pages = Math.max(1, Math.ceil(list.data.total / auditPageSize));
    body = (
      <div className="space-y-4">
        <p aria-live="polite">{t('auditLog.total', { count: list.data.total })}</p>
        <AuditTable events={list.data.objects} />
        {pages > 1 && (
          <nav aria-label={t('auditLog.pages')} className="flex items-center gap-3">
            <button
              type="button"
              disabled={page === 0 || list.isFetching}
              onClick={() => setPage(page - 1)}
              className={secondaryButtonClasses}
            >
              {t('auditLog.previous')}
            </button>
            <p>{t('auditLog.pageOf', { page: page + 1, pages })}</p>
            <button
              type="button"
              disabled={page + 1 >= pages || list.isFetching}
              onClick={() => setPage(page + 1)}
              className={secondaryButtonClasses}
            >
              {t('auditLog.next')}
            </button>
          </nav>
        )}
      </div>
    );
  }

  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('auditLog.intro')} />
      <AuditFilterForm
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <div className="flex flex-wrap items-start gap-6">
        <CsvDownload filters={filters} />
        <ChainCheck />
      </div>
      {body}
    </div>
  );
}
