import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveTextFile } from '../../../lib/files/save-text-file';
import { pageSize, platformApi } from '../../../lib/platform/platform-api';
import { transfersApi } from '../../../lib/platform/transfers-api';
import { adjustmentsApi } from '../api/adjustments-api';
import {
  adjustmentFilterOf,
  type HistoryTab,
  listFilterOf,
  type OrdersFilter,
} from '../order-filters';
import { ordersCsv } from '../orders-csv';

/** An export reads at most this many pages of each kind (10,000 rows). */
const maxPages = 100;

/** Every page of a list, one after another, 100 to a page as Cybrid pages them. */
async function allPages<F extends { page: number }, T>(
  filter: F | null,
  read: (filter: F) => Promise<{ total: number; objects: T[] }>,
): Promise<T[]> {
  if (!filter) return [];
  const rows: T[] = [];
  for (let page = 0; page < maxPages; page += 1) {
    const list = await read({ ...filter, page });
    rows.push(...list.objects);
    if ((page + 1) * pageSize >= list.total) break;
  }
  return rows;
}

/**
 * The CSV export of a tab: every trade and transfer its filters match (and, on "All", every
 * adjustment), across all pages, saved as a file named for the day.
 */
export function useOrdersExport() {
  const { t } = useTranslation();
  const [readTrades] = platformApi.endpoints.trades.useLazyQuery();
  const [readTransfers] = transfersApi.endpoints.transfers.useLazyQuery();
  const [readAdjustments] = adjustmentsApi.endpoints.customerAdjustments.useLazyQuery();
  const [state, setState] = useState<'idle' | 'running' | 'failed'>('idle');

  const run = async (tab: HistoryTab, filter: OrdersFilter) => {
    setState('running');
    try {
      const [trades, transfers, adjustments] = await Promise.all([
        allPages(tab === 'transfers' ? null : listFilterOf('trades', filter, 0), (f) =>
          readTrades(f).unwrap(),
        ),
        allPages(tab === 'trades' ? null : listFilterOf('transfers', filter, 0), (f) =>
          readTransfers(f).unwrap(),
        ),
        // Adjustments belong to the whole history: the "All" tab.
        allPages(tab === 'all' ? adjustmentFilterOf(filter, 0) : null, (f) =>
          readAdjustments(f).unwrap(),
        ),
      ]);
      const day = new Date().toISOString().slice(0, 10);
      saveTextFile(
        ordersCsv(trades, transfers, adjustments, t),
        `maple-exchange-${tab}-${day}.csv`,
        'text/csv',
      );
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return { running: state === 'running', failed: state === 'failed', run };
}
