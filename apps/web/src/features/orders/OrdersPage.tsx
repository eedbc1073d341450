import { skipToken } from '@reduxjs/toolkit/query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import { linkClasses, secondaryButtonClasses } from '../../components/form/form-styles';
import { CancelTransferDialog } from '../../components/funding/CancelTransferDialog';
import { DownloadIcon, SpinnerIcon } from '../../components/icons';
import { Pager } from '../../components/list/Pager';
import { PageLoader } from '../../components/loader/PageLoader';
import { LoadProblem } from '../../components/trading/LoadProblem';
import { PageHeading } from '../../components/trading/PageHeading';
import { apiErrorOf } from '../../lib/api/api-error';
import type { Trade } from '../../lib/platform/answers';
import type { Transfer } from '../../lib/platform/funding-answers';
import { pageSize, useTradesQuery } from '../../lib/platform/platform-api';
import { useTransfersQuery } from '../../lib/platform/transfers-api';
import { useCustomerAdjustmentsQuery } from './api/adjustments-api';
import { ActivityTable } from './components/ActivityTable';
import { OrderFilters } from './components/OrderFilters';
import { OrderTabs } from './components/OrderTabs';
import { TradeDetailDialog } from './components/TradeDetailDialog';
import { TradesTable } from './components/TradesTable';
import { TransfersTable } from './components/TransfersTable';
import { useOrdersExport } from './hooks/use-orders-export';
import {
  adjustmentFilterOf,
  listFilterOf,
  noFilter,
  type OrdersFilter,
  type OrdersTab,
  ordersTabs,
} from './order-filters';

const followMs = 2_000;

const isFinal = (item: { state: string }) => item.state === 'completed' || item.state === 'failed';
const pagesOf = (total: number | undefined) => Math.max(1, Math.ceil((total ?? 0) / pageSize));
const tabOf = (value: string | null): OrdersTab =>
  ordersTabs.find((tab) => tab === value) ?? 'trades';

/**
 * /orders: the customer's trades and CAD transfers, newest first, 100 to a page, in tabs with
 * filters and a CSV export; a trade opens its details, a moving transfer can be cancelled. "All"
 * is their whole history: the manual adjustments staff posted too, with what staff wrote them.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The tab a link asked for (`?tab=transfers`); changing tabs is not a navigation, which would
  // move focus away from the tab list.
  const [tab, setTab] = useState(() => tabOf(params.get('tab')));
  const [filter, setFilter] = useState<OrdersFilter>(noFilter);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Trade | null>(null);
  const [cancelling, setCancelling] = useState<Transfer | null>(null);
  // While something settles or moves, the page follows it to its final state.
  const [follow, setFollow] = useState(false);
  const exporter = useOrdersExport();

  const tradeFilter = tab === 'transfers' ? null : listFilterOf('trades', filter, page);
  const transferFilter = tab === 'trades' ? null : listFilterOf('transfers', filter, page);
  const polling = { refetchOnMountOrArgChange: true, pollingInterval: follow ? followMs : 0 };
  const trades = useTradesQuery(tradeFilter ?? skipToken, polling);
  const transfers = useTransfersQuery(transferFilter ?? skipToken, polling);
  const adjustmentFilter = tab === 'all' ? adjustmentFilterOf(filter, page) : null;
  const adjustments = useCustomerAdjustmentsQuery(adjustmentFilter ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const tradeRows = tradeFilter ? trades.data?.objects : [];
  const transferRows = transferFilter ? transfers.data?.objects : [];
  const adjustmentRows = adjustmentFilter ? adjustments.data?.objects : [];
  const moving = [...(tradeRows ?? []), ...(transferRows ?? [])].some((item) => !isFinal(item));
  useEffect(() => setFollow(moving), [moving]);

  const chooseTab = (next: OrdersTab) => {
    setTab(next);
    setFilter(noFilter);
    setPage(0);
  };
  const filtered =
    filter.state !== '' || filter.side !== '' || filter.from !== '' || filter.to !== '';
  const failed =
    (tradeFilter && trades.isError) ||
    (transferFilter && transfers.isError) ||
    (adjustmentFilter && adjustments.isError);

  let body: ReactNode;
  if (failed) {
    const error = trades.isError
      ? trades.error
      : transfers.isError
        ? transfers.error
        : adjustments.error;
    body = (
      <LoadProblem
        title={t(tab === 'trades' ? 'orders.loadFailed' : 'funding.orders.loadFailed')}
        error={apiErrorOf(error)}
        onRetry={() => {
          if (tradeFilter) void trades.refetch();
          if (transferFilter) void transfers.refetch();
          if (adjustmentFilter) void adjustments.refetch();
        }}
      />
    );
  } else if (!tradeRows || !transferRows || !adjustmentRows) {
    body = <PageLoader />;
  } else if (tradeRows.length === 0 && transferRows.length === 0 && adjustmentRows.length === 0) {
    body = filtered ? (
      <p role="status">{t('funding.orders.noMatch')}</p>
    ) : tab === 'transfers' ? (
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
  } else {
    const pages = Math.max(
      tradeFilter ? pagesOf(trades.data?.total) : 1,
      transferFilter ? pagesOf(transfers.data?.total) : 1,
      adjustmentFilter ? pagesOf(adjustments.data?.total) : 1,
    );
    body = (
      <div className="space-y-4">
        {tab === 'trades' && <TradesTable trades={tradeRows} onOpen={setOpen} />}
        {tab === 'transfers' && (
          <TransfersTable transfers={transferRows} onCancel={setCancelling} />
        )}
        {tab === 'all' && (
          <ActivityTable trades={tradeRows} transfers={transferRows} adjustments={adjustmentRows} />
        )}
        {tab === 'all' && pages > 1 && <p className="text-sm">{t('funding.orders.allPaging')}</p>}
        <Pager
          label={t('funding.orders.paging')}
          page={page}
          pages={pages}
          busy={trades.isFetching || transfers.isFetching || adjustments.isFetching}
          onPage={setPage}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('orders.intro')} />
      <OrderTabs tab={tab} onChange={chooseTab} />
      <div
        id="orders-panel"
        role="tabpanel"
        aria-labelledby={`orders-tab-${tab}`}
        className="space-y-4"
      >
        <OrderFilters
          tab={tab}
          filter={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(0);
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void exporter.run(tab, filter)}
            disabled={exporter.running}
            aria-busy={exporter.running}
            className={secondaryButtonClasses}
          >
            {exporter.running ? (
              <SpinnerIcon className="size-4 motion-safe:animate-spin" />
            ) : (
              <DownloadIcon className="size-4" />
            )}
            {t(exporter.running ? 'funding.orders.exporting' : 'funding.orders.export')}
          </button>
        </div>
        {exporter.failed && <FormAlert tone="error">{t('funding.orders.exportFailed')}</FormAlert>}
        {body}
      </div>
      {open && <TradeDetailDialog trade={open} onClose={() => setOpen(null)} />}
      {cancelling && (
        <CancelTransferDialog transfer={cancelling} onClose={() => setCancelling(null)} />
      )}
    </div>
  );
}
