import { useState } from 'react';
import { CancelTransferDialog } from '../../../components/funding/CancelTransferDialog';
import type { Trade } from '../../../lib/platform/answers';
import type { Transfer } from '../../../lib/platform/funding-answers';
import { useOrderLists } from '../hooks/use-order-lists';
import { type HistoryTab, noFilter, type OrdersFilter } from '../order-filters';
import { OrderFilters } from './OrderFilters';
import { OrdersExport } from './OrdersExport';
import { OrdersResults } from './OrdersResults';
import { TradeDetailDialog } from './TradeDetailDialog';

/**
 * A history tab of /orders: its filters, the CSV export and the list, paged; a trade opens its
 * details, a moving transfer can be cancelled. Each tab starts unfiltered on its first page.
 */
export function OrderHistory({ tab }: { tab: HistoryTab }) {
  const [filter, setFilter] = useState<OrdersFilter>(noFilter);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Trade | null>(null);
  const [cancelling, setCancelling] = useState<Transfer | null>(null);
  const lists = useOrderLists(tab, filter, page);
  const filtered =
    filter.state !== '' || filter.side !== '' || filter.from !== '' || filter.to !== '';

  return (
    <>
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
      {open && <TradeDetailDialog trade={open} onClose={() => setOpen(null)} />}
      {cancelling && (
        <CancelTransferDialog transfer={cancelling} onClose={() => setCancelling(null)} />
      )}
    </>
  );
}
