import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { pageSize, useTradesQuery } from '../../../lib/platform/platform-api';
import { useTransfersQuery } from '../../../lib/platform/transfers-api';
import { useCustomerAdjustmentsQuery } from '../api/adjustments-api';
import {
  adjustmentFilterOf,
  type HistoryTab,
  listFilterOf,
  type OrdersFilter,
} from '../order-filters';

const followMs = 2_000;

const isFinal = (item: { state: string }) => item.state === 'completed' || item.state === 'failed';
const pagesOf = (total: number | undefined) => Math.max(1, Math.ceil((total ?? 0) / pageSize));

/**
 * The lists a tab of /orders reads for a filter and page: trades, CAD transfers and, on "All",
 * the manual adjustments. A list the tab does not show reads as empty; undefined is still loading.
 */
export function useOrderLists(tab: HistoryTab, filter: OrdersFilter, page: number) {
  // While something settles or moves, the page follows it to its final state.
  const [follow, setFollow] = useState(false);
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
  const moving = [...(tradeRows ?? []), ...(transferRows ?? [])].some((item) => !isFinal(item));
  useEffect(() => setFollow(moving), [moving]);

  return {
    trades: tradeRows,
    transfers: transferRows,
    adjustments: adjustmentFilter ? adjustments.data?.objects : [],
    failed: Boolean(
      (tradeFilter && trades.isError) ||
        (transferFilter && transfers.isError) ||
        (adjustmentFilter && adjustments.isError),
    ),
    error: trades.isError ? trades.error : transfers.isError ? transfers.error : adjustments.error,
    retry: () => {
      if (tradeFilter) void trades.refetch();
      if (transferFilter) void transfers.refetch();
      if (adjustmentFilter) void adjustments.refetch();
    },
    pages: Math.max(
      tradeFilter ? pagesOf(trades.data?.total) : 1,
      transferFilter ? pagesOf(transfers.data?.total) : 1,
      adjustmentFilter ? pagesOf(adjustments.data?.total) : 1,
    ),
    busy: trades.isFetching || transfers.isFetching || adjustments.isFetching,
  };
}

export type OrderLists = ReturnType<typeof useOrderLists>;
