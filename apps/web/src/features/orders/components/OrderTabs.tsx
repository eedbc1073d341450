import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrdersTab, ordersTabs } from '../order-filters';

/**
 * Trades, transfers, both, the limit orders or the recurring ones, as ARIA tabs: arrow keys, Home
 * and End move between them (and choose), Tab goes on to the chosen tab's panel. On a narrow
 * screen the row scrolls sideways rather than wrapping.
 */
export function OrderTabs({
  tab,
  onChange,
}: {
  tab: OrdersTab;
  onChange: (tab: OrdersTab) => void;
}) {
  const { t } = useTranslation();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = ordersTabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % ordersTabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % ordersTabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : ordersTabs[next];
    if (next === null || !target) return;
    event.preventDefault();
    onChange(target);
    buttons.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('funding.orders.tabsLabel')}
      className="flex gap-1 overflow-x-auto border-b border-gray-200 sm:overflow-visible dark:border-gray-800"
    >
      {ordersTabs.map((value, index) => (
        <button
          key={value}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`orders-tab-${value}`}
          aria-selected={tab === value}
          aria-controls="orders-panel"
          tabIndex={tab === value ? 0 : -1}
          onClick={() => onChange(value)}
          onKeyDown={(event) => move(event, index)}
          className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold whitespace-nowrap ${
            tab === value
              ? 'border-red-700 text-red-800 dark:border-red-400 dark:text-red-300'
              : 'border-transparent text-gray-700 hover:text-gray-900 dark:text-gray-300 dark:hover:text-gray-100'
          }`}
        >
          {t(`funding.orders.tab.${value}`)}
        </button>
      ))}
    </div>
  );
}
