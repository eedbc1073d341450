import type { RecurringOrder, RecurringRun } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/loader/LoadingStatus';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import { formatCalendarDate } from '../../../lib/format/date-time';
import { useRecurringRunsQuery } from '../api/recurring-orders-api';
import { runStateWords } from '../recurring-order-words';
import { rowAction } from './OrdersTable';

/** One run: its day, where it stands (why, when skipped), and the trade of an executed one. */
function RunItem({
  run,
  order,
  onOpenTrade,
}: {
  run: RecurringRun;
  order: RecurringOrder;
  onOpenTrade: (tradeGuid: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const day = formatCalendarDate(run.day, i18n.language);
  const { trade_guid: tradeGuid } = run;
  return (
    <li className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2">
      <span className="tabular-nums">{day}</span>
      <span className="min-w-0 flex-1 break-words">{runStateWords(run, order, t)}</span>
      {run.state === 'executed' && tradeGuid !== null && (
        <button
          type="button"
          onClick={() => onOpenTrade(tradeGuid)}
          aria-haspopup="dialog"
          aria-label={t('recurringOrders.history.tradeLabel', { day })}
          className={rowAction}
        >
          {t('recurringOrders.history.trade')}
        </button>
      )}
    </li>
  );
}

/**
 * A schedule's runs, newest first, read when the customer opens them (and again each time, as
 * runs happen meanwhile); or that they are loading, failed, or that none has been planned yet.
 */
export function RecurringRunsHistory({
  id,
  order,
  description,
  onOpenTrade,
}: {
  id: string;
  order: RecurringOrder;
  /** The schedule in words, as its row says it. */
  description: string;
  onOpenTrade: (tradeGuid: string) => void;
}) {
  const { t } = useTranslation();
  const answer = useRecurringRunsQuery(order.guid, { refetchOnMountOrArgChange: true });
  const runs = answer.data?.objects;
  return (
    <div id={id} className="rounded-md bg-gray-50 px-4 py-2 text-sm dark:bg-gray-950">
      {answer.isError && !runs ? (
        <LoadProblem
          title={t('recurringOrders.history.loadFailed')}
          error={apiErrorOf(answer.error)}
          onRetry={() => void answer.refetch()}
        />
      ) : !runs ? (
        <LoadingStatus />
      ) : runs.length === 0 ? (
        <p>{t('recurringOrders.history.empty')}</p>
      ) : (
        <ul
          aria-label={t('recurringOrders.history.label', { order: description })}
          className="divide-y divide-gray-200 dark:divide-gray-800"
        >
          {runs.map((run) => (
            <RunItem key={run.guid} run={run} order={order} onOpenTrade={onOpenTrade} />
          ))}
        </ul>
      )}
    </div>
  );
}
