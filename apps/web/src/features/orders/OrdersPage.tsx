import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClasses, secondaryButtonClasses } from '../../components/form/form-styles';
import { PageLoader } from '../../components/loader/PageLoader';
import { LoadProblem } from '../../components/trading/LoadProblem';
import { PageHeading } from '../../components/trading/PageHeading';
import { apiErrorOf } from '../../lib/api/api-error';
import type { Trade } from '../../lib/platform/answers';
import { pageSize, useTradesQuery } from '../../lib/platform/platform-api';
import { TradeDetailDialog } from './components/TradeDetailDialog';
import { TradesTable } from './components/TradesTable';

const settlingPollMs = 2_000;

/** /orders: the customer's trades, newest first, 100 to a page, each with its details. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Trade | null>(null);
  // While a trade settles (about 5 s), the page follows it to its final state.
  const [settling, setSettling] = useState(false);
  const trades = useTradesQuery(page, {
    refetchOnMountOrArgChange: true,
    pollingInterval: settling ? settlingPollMs : 0,
  });
  const anySettling =
    trades.data?.objects.some((trade) => trade.state !== 'completed' && trade.state !== 'failed') ??
    false;
  useEffect(() => setSettling(anySettling), [anySettling]);

  let body: ReactNode;
  if (trades.isError) {
    body = (
      <LoadProblem
        title={t('orders.loadFailed')}
        error={apiErrorOf(trades.error)}
        onRetry={() => void trades.refetch()}
      />
    );
  } else if (!trades.data) {
    body = <PageLoader />;
  } else if (trades.data.total === 0) {
    body = (
      <p role="status">
        {t('orders.empty')}{' '}
        <Link to="/exchange" className={linkClasses}>
          {t('orders.startTrading')}
        </Link>
      </p>
    );
  } else {
    const pages = Math.max(1, Math.ceil(trades.data.total / pageSize));
    body = (
      <div className="space-y-4">
        <TradesTable trades={trades.data.objects} onOpen={setOpen} />
        {pages > 1 && (
          <nav aria-label={t('orders.tableCaption')} className="flex items-center gap-3">
            <button
              type="button"
              disabled={page === 0 || trades.isFetching}
              onClick={() => setPage(page - 1)}
              className={secondaryButtonClasses}
            >
              {t('orders.previous')}
            </button>
            <p aria-live="polite">{t('orders.pageOf', { page: page + 1, pages })}</p>
            <button
              type="button"
              disabled={page + 1 >= pages || trades.isFetching}
              onClick={() => setPage(page + 1)}
              className={secondaryButtonClasses}
            >
              {t('orders.next')}
            </button>
          </nav>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('orders.intro')} />
      {body}
      {open && <TradeDetailDialog trade={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
