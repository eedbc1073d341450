import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CancelTransferDialog } from '../../components/funding/CancelTransferDialog';
import { PageHeading } from '../../components/trading/PageHeading';
import type { Trade } from '../../lib/platform/answers';
import type { Transfer } from '../../lib/platform/funding-answers';
import { FullHistoryDownload } from './components/FullHistoryDownload';
import { OrderFilters } from './components/OrderFilters';
import { OrdersExport } from './components/OrdersExport';
import { OrdersResults } from './components/OrdersResults';
import { OrderTabs } from './components/OrderTabs';
import { TradeDetailDialog } from './components/TradeDetailDialog';
import { useOrderLists } from './hooks/use-order-lists';
import { noFilter, type OrdersFilter, type OrdersTab, ordersTabs } from './order-filters';

const tabOf = (value: string | null): OrdersTab =>
  ordersTabs.find((tab) => tab === value) ?? 'trades';

/**
 * /orders: the customer's trades and CAD transfers, newest first, 100 to a page, in tabs with
 * filters and a CSV export; a trade opens its details, a moving transfer can be cancelled. "All"
 * is their whole history: the manual adjustments staff posted too, with what staff wrote them.
 * Below, the full ledger history to download (ADR 71).
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
  const lists = useOrderLists(tab, filter, page);

  const chooseTab = (next: OrdersTab) => {
    setTab(next);
    setFilter(noFilter);
    setPage(0);
  };
  const filtered =
    filter.state !== '' || filter.side !== '' || filter.from !== '' || filter.to !== '';

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
        <OrdersExport tab={tab} filter={filter} />
        <OrdersResults
          tab={tab}
          filtered={filtered}
          lists={lists}
          page={page}
          onPage={setPage}
          onOpen={setOpen}
          onCancel={setCancelling}
        />
      </div>
      <FullHistoryDownload />
      {open && <TradeDetailDialog trade={open} onClose={() => setOpen(null)} />}
      {cancelling && (
        <CancelTransferDialog transfer={cancelling} onClose={() => setCancelling(null)} />
      )}
    </div>
  );
}
