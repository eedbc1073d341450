import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/trading/PageHeading';
import { FullHistoryDownload } from './components/FullHistoryDownload';
import { LimitOrdersTab } from './components/LimitOrdersTab';
import { OrderHistory } from './components/OrderHistory';
import { OrderTabs } from './components/OrderTabs';
import { RecurringOrdersTab } from './components/RecurringOrdersTab';
import { type OrdersTab, ordersTabs } from './order-filters';

const tabOf = (value: string | null): OrdersTab =>
  ordersTabs.find((tab) => tab === value) ?? 'trades';

/**
 * /orders: the customer's trades and CAD transfers, newest first, 100 to a page, in tabs with
 * filters and a CSV export; a trade opens its details, a moving transfer can be cancelled. "All"
 * is their whole history: the manual adjustments staff posted too, with what staff wrote them.
 * "Limit orders" places and lists the orders waiting for a price (ADR 82), "Recurring" sets up
 * and lists the buys and sales on a calendar (ADR 83). Below, the full ledger history to
 * download (ADR 71).
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The tab a link asked for (`?tab=transfers`); changing tabs is not a navigation, which would
  // move focus away from the tab list.
  const [tab, setTab] = useState(() => tabOf(params.get('tab')));

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('orders.intro')} />
      <OrderTabs tab={tab} onChange={setTab} />
      <div
        id="orders-panel"
        role="tabpanel"
        aria-labelledby={`orders-tab-${tab}`}
        className="space-y-4"
      >
        {tab === 'limit' ? (
          <LimitOrdersTab />
        ) : tab === 'recurring' ? (
          <RecurringOrdersTab />
        ) : (
          // Keyed, so each history tab starts unfiltered on its first page.
          <OrderHistory key={tab} tab={tab} />
        )}
      </div>
      <FullHistoryDownload />
    </div>
  );
}
