import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClasses } from '../../../components/form/form-styles';
import { Pager } from '../../../components/list/Pager';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import type { Trade } from '../../../lib/platform/answers';
import type { Transfer } from '../../../lib/platform/funding-answers';
import type { OrderLists } from '../hooks/use-order-lists';
import type { HistoryTab } from '../order-filters';
import { ActivityTable } from './ActivityTable';
import { TradesTable } from './TradesTable';
import { TransfersTable } from './TransfersTable';

/** Nothing to list: none matches the filters, or the customer has none yet and where to start. */
function NoOrders({ tab, filtered }: { tab: HistoryTab; filtered: boolean }) {
  const { t } = useTranslation();
  if (filtered) return <p role="status">{t('funding.orders.noMatch')}</p>;
  return tab === 'transfers' ? (
    <p role="status">
      {t('funding.orders.noTransfers')}{' '}
      <Link to="/deposits" className={linkClasses}>
        {t('funding.orders.deposit')}
      </Link>
    </p>
  ) : (
    <p role="status">
      {t('orders.empty')}{' '}
      <Link to="/exchange" className={linkClasses}>
        {t('orders.startTrading')}
      </Link>
    </p>
  );
}

/** What a tab of /orders lists, paged: or that it is loading, failed, or has nothing to show. */
export function OrdersResults({
  tab,
  filtered,
  lists,
  page,
  onPage,
  onOpen,
  onCancel,
}: {
  tab: HistoryTab;
  /** A filter is set: an empty list means nothing matched it. */
  filtered: boolean;
  lists: OrderLists;
  page: number;
  onPage: (page: number) => void;
  onOpen: (trade: Trade) => void;
  onCancel: (transfer: Transfer) => void;
}) {
  const { t } = useTranslation();
  const { trades, transfers, adjustments, pages } = lists;
  if (lists.failed) {
    return (
      <LoadProblem
        title={t(tab === 'trades' ? 'orders.loadFailed' : 'funding.orders.loadFailed')}
        error={apiErrorOf(lists.error)}
        onRetry={lists.retry}
      />
    );
  }
  if (!trades || !transfers || !adjustments) return <PageLoader />;
  if (trades.length === 0 && transfers.length === 0 && adjustments.length === 0) {
    return <NoOrders tab={tab} filtered={filtered} />;
  }
  return (
    <div className="space-y-4">
      {tab === 'trades' && <TradesTable trades={trades} onOpen={onOpen} />}
      {tab === 'transfers' && <TransfersTable transfers={transfers} onCancel={onCancel} />}
      {tab === 'all' && (
        <ActivityTable trades={trades} transfers={transfers} adjustments={adjustments} />
      )}
      {tab === 'all' && pages > 1 && <p className="text-sm">{t('funding.orders.allPaging')}</p>}
      <Pager
        label={t('funding.orders.paging')}
        page={page}
        pages={pages}
        busy={lists.busy}
        onPage={onPage}
      />
    </div>
  );
}
