import type { AssetCode } from '@maple/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { PageLoader } from '../../../../components/loader/PageLoader';
import { LoadProblem } from '../../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { formatDateTime } from '../../../../lib/format/date-time';
import { formatUnits } from '../../../../lib/format/money';
import { codeLabel } from '../../kit/code-labels';
import { useCustomerLedgerQuery } from '../api/customer-detail-api';
import { DataTable } from './DataTable';

/** One account's postings, newest first, each with the balance after it; a page at a time. */
export function LedgerHistory({ guid, asset }: { guid: string; asset: AssetCode }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const ledger = useCustomerLedgerQuery({ guid, asset, page });
  if (ledger.isError) {
    return (
      <LoadProblem
        title={t('adminCustomer.ledger.loadFailed')}
        error={apiErrorOf(ledger.error)}
        onRetry={() => void ledger.refetch()}
      />
    );
  }
  if (!ledger.data || ledger.isFetching) return <PageLoader />;
  const amount = (units: string) => formatUnits(units, asset, i18n.language);
  return (
    <div className="space-y-3">
      <DataTable
        caption={t('adminCustomer.ledger.caption', { asset })}
        rows={ledger.data.objects}
        rowKey={(line) => line.posting_id}
        empty={t('adminCustomer.ledger.empty')}
        columns={[
          {
            header: t('adminCustomer.ledger.when'),
            cell: (line) => formatDateTime(line.created_at, i18n.language),
          },
          {
            header: t('adminCustomer.ledger.kind'),
            cell: (line) => codeLabel(t, 'ledgerKind', line.kind),
          },
          {
            header: t('adminCustomer.ledger.reference'),
            cell: (line) => <span className="break-all font-mono text-xs">{line.reference}</span>,
          },
          {
            header: t('adminCustomer.ledger.amount'),
            numeric: true,
            cell: (line) => amount(line.amount),
          },
          {
            header: t('adminCustomer.ledger.balance'),
            numeric: true,
            cell: (line) => amount(line.balance_after),
          },
        ]}
      />
      <nav aria-label={t('adminCustomer.sections.ledger')} className="flex items-center gap-3">
        <button
          type="button"
          disabled={page === 0}
          onClick={() => setPage(page - 1)}
          className={secondaryButtonClasses}
        >
          {t('adminCustomer.ledger.newer')}
        </button>
        <span className="text-sm">{t('adminCustomer.ledger.page', { page: page + 1 })}</span>
        <button
          type="button"
          disabled={!ledger.data.has_more}
          onClick={() => setPage(page + 1)}
          className={secondaryButtonClasses}
        >
          {t('adminCustomer.ledger.older')}
        </button>
      </nav>
    </div>
  );
}
