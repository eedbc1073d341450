import type { AdminTradeTotals } from '@maple/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { PageHeading } from '../../../components/trading/PageHeading';
import { apiErrorOf } from '../../../lib/api/api-error';
import { formatUnits } from '../../../lib/format/money';
import {
  noTradeFilters,
  type TradeFilters,
  tradesCsvUrl,
  useAdminTradesQuery,
} from './api/admin-trades-api';
import { CsvButton } from './components/CsvButton';
import { CursorPager } from './components/CursorPager';
import { TradeDetailPanel } from './components/TradeDetailPanel';
import { TradeFilterForm } from './components/TradeFilterForm';
import { TradesTable } from './components/TradesTable';

function TotalsLine({ totals }: { totals: AdminTradeTotals }) {
  const { t, i18n } = useTranslation();
  const figures = {
    trades: totals.count,
    buys: totals.buys,
    sells: totals.sells,
    cad: formatUnits(totals.cad_amount, 'CAD', i18n.language),
    fees: formatUnits(totals.fees, 'CAD', i18n.language),
  };
  return (
    <p aria-live="polite">
      {totals.capped ? t('adminTrades.totalsCapped', figures) : t('adminTrades.totals', figures)}
    </p>
  );
}

/** /admin/trades: every customer's trades, filtered, with totals, a detail and a CSV export. */
export default function AdminTradesPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TradeFilters>(noTradeFilters);
  // The cursors of the pages before this one: the first page has none.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [open, setOpen] = useState<string | null>(null);
  const cursor = cursors.at(-1) ?? null;
  const list = useAdminTradesQuery({ filters, cursor }, { refetchOnMountOrArgChange: true });

  let body: ReactNode;
  if (list.isError) {
    const error = apiErrorOf(list.error);
    body =
      error.status === 400 ? (
        <FormAlert tone="error">{t('adminTrades.invalidFilter')}</FormAlert>
      ) : (
        <LoadProblem
          title={t('adminTrades.loadFailed')}
          error={error}
          onRetry={() => void list.refetch()}
        />
      );
  } else if (!list.data) {
    body = <PageLoader />;
  } else if (list.data.objects.length === 0) {
    body = <FormAlert tone="info">{t('adminTrades.empty')}</FormAlert>;
  } else {
    body = (
      <div className="space-y-4">
        <TotalsLine totals={list.data.totals} />
        <TradesTable trades={list.data.objects} onOpen={setOpen} />
        <CursorPager
          cursors={cursors}
          next={list.data.next_cursor}
          busy={list.isFetching}
          onChange={setCursors}
          labels={{
            nav: t('adminTrades.pages'),
            back: t('adminTrades.newer'),
            forward: t('adminTrades.older'),
          }}
        />
      </div>
    );
  }

  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('adminTrades.intro')} />
      <TradeFilterForm
        onApply={(next) => {
          setFilters(next);
          setCursors([null]);
        }}
      />
      <CsvButton
        url={tradesCsvUrl(filters)}
        fileName="trades.csv"
        labels={{
          download: t('adminTrades.download'),
          downloading: t('adminTrades.downloading'),
          failed: t('adminTrades.downloadFailed'),
        }}
      />
      {open !== null && <TradeDetailPanel guid={open} onClose={() => setOpen(null)} />}
      {body}
    </div>
  );
}
