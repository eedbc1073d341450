import type { RecurringOrder, RecurringOrderState } from '@maple/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankAccountsQuery } from '../../../lib/funding/funding-api';
import { describeRecurringOrder, recurringOrderFacts } from '../recurring-order-words';
import { RecurringOrderActions, type RecurringOrderHandlers } from './RecurringOrderActions';
import { RecurringRunsHistory } from './RecurringRunsHistory';

const endedTone = 'bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100';
const stateTones: Readonly<Record<RecurringOrderState, string>> = {
  active: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  paused: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  cancelled: endedTone,
  completed: endedTone,
};

/**
 * One schedule, named by its words ("Buy $25.00 of BTC every week"): where it stands (the colour
 * only repeats the words), its next run, span, what a buy is paid from (a bank account named
 * from the customer's list, which the form reads too), runs so far and price limit, its buttons,
 * and its runs when asked for.
 */
export function RecurringOrderItem({
  order,
  handlers,
}: {
  order: RecurringOrder;
  handlers: RecurringOrderHandlers;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const historyId = useId();
  const [historyShown, setHistoryShown] = useState(false);
  const bankAccounts = useBankAccountsQuery(undefined, {
    skip: order.side !== 'buy' || order.funding !== 'bank',
  });
  const account = bankAccounts.data?.find((found) => found.guid === order.bank_account_guid);
  const description = describeRecurringOrder(order, t, i18n.language);
  return (
    <li aria-labelledby={titleId} className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-semibold break-words">
              {description}
            </h3>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateTones[order.state]}`}
            >
              {t(`recurringOrders.list.states.${order.state}`)}
            </span>
          </div>
          {recurringOrderFacts(order, t, i18n.language, account).map((fact) => (
            <p key={fact} className="text-sm text-gray-700 dark:text-gray-300">
              {fact}
            </p>
          ))}
        </div>
        <RecurringOrderActions
          order={order}
          description={description}
          handlers={handlers}
          history={{
            shown: historyShown,
            id: historyId,
            toggle: () => setHistoryShown((shown) => !shown),
          }}
        />
      </div>
      {historyShown && (
        <RecurringRunsHistory
          id={historyId}
          order={order}
          description={description}
          onOpenTrade={handlers.onOpenTrade}
        />
      )}
    </li>
  );
}
