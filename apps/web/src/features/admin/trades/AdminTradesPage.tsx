import type { AdminTradeTotals } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '../../../lib/format/money';
import { CsvButton } from '../kit/CsvButton';
import { CursorPager, firstCursors } from '../kit/CursorPager';
import { FilteredListPage } from '../kit/FilteredListPage';
import { ListResults } from '../kit/ListResults';
import { useListFilters } from '../kit/use-list-filters';
import { noTradeFilters, tradesCsvUrl, useAdminTradesQuery } from './api/admin-trades-api';
import { TradeDetailPanel } from './components/TradeDetailPanel';
import { TradeFilterForm } from './components/TradeFilterForm';
import { TradesTable } from './components/TradesTable';

/** The matching trades' count, buys and sells, CAD and fees, capped where the server stopped. */
function totalsLine(totals: AdminTradeTotals, t: TFunction, language: string) {
  const figures = {
    trades: totals.count,
    buys: totals.buys,
    sells: totals.sells,
    cad: formatUnits(totals.cad_amount, 'CAD', language),
    fees: formatUnits(totals.fees, 'CAD', language),
  };
  return totals.capped ? t('adminTrades.totalsCapped', figures) : t('adminTrades.totals', figures);
}

/** /admin/trades: every customer's trades, filtered, with totals, a detail and a CSV export. */
export default function AdminTradesPage() {
  const { t, i18n } = useTranslation();
  // The cursors of the pages before this one: the first page has none.
  const { filters, apply, page: cursors, setPage } = useListFilters(noTradeFilters, firstCursors);
  const [open, setOpen] = useState<string | null>(null);
  const cursor = cursors.at(-1) ?? null;
  const list = useAdminTradesQuery({ filters, cursor }, { refetchOnMountOrArgChange: true });

  return (
    <FilteredListPage
      intro={t('adminTrades.intro')}
      filters={<TradeFilterForm onApply={apply} />}
      tools={
        <CsvButton
          url={tradesCsvUrl(filters)}
          fileName="trades.csv"
          labels={{
            download: t('adminTrades.download'),
            downloading: t('adminTrades.downloading'),
            failed: t('adminTrades.downloadFailed'),
          }}
        />
      }
    >
      {open !== null && <TradeDetailPanel guid={open} onClose={() => setOpen(null)} />}
      <ListResults
        query={list}
        items={list.data?.objects}
        texts={{
          loadFailed: t('adminTrades.loadFailed'),
          empty: t('adminTrades.empty'),
          invalidFilter: () => t('adminTrades.invalidFilter'),
        }}
        summary={list.data && totalsLine(list.data.totals, t, i18n.language)}
        pager={
          <CursorPager
            cursors={cursors}
            next={list.data?.next_cursor ?? null}
            busy={list.isFetching}
            onChange={setPage}
            labels={{
              nav: t('adminTrades.pages'),
              back: t('adminTrades.newer'),
              forward: t('adminTrades.older'),
            }}
          />
        }
      >
        {(trades) => <TradesTable trades={trades} onOpen={setOpen} />}
      </ListResults>
    </FilteredListPage>
  );
}
