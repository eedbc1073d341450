import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { CloseIcon } from '../../../components/icons';
import { StateBadge } from '../../../components/trading/StateBadge';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import type { Trade } from '../../../lib/platform/answers';
import { allInPrice, legsOf } from '../../../lib/platform/trade-math';

/**
 * One trade in full, in a native modal <dialog> (focus kept inside, Escape closes, focus goes
 * back to the button that opened it).
 */
export function TradeDetailDialog({ trade, onClose }: { trade: Trade; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const { asset, crypto, cad, fee } = legsOf(trade);
  const price = allInPrice(trade);
  const rows: [string, ReactNode][] = [
    [t('orders.date'), formatDateTime(trade.created_at, language)],
    [t('orders.state'), <StateBadge key="state" state={trade.state} />],
    [t('orders.side'), t(`trading.side.${trade.side}`)],
    [t('orders.amount'), formatUnits(crypto, asset, language)],
    [t('orders.cad'), formatUnits(cad, 'CAD', language)],
    [t('orders.price'), price === null ? '—' : formatUnits(price, 'CAD', language)],
    [t('orders.fee'), formatUnits(fee, 'CAD', language)],
    [
      t('orders.reference'),
      <code key="guid" className="break-all text-xs">
        {trade.guid}
      </code>,
    ],
  ];
  if (trade.failure_code) {
    rows.push([
      t('orders.failure'),
      trade.failure_code === 'non_sufficient_funds'
        ? t('orders.nonSufficientFunds')
        : trade.failure_code,
    ]);
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal dialog.
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
      className="m-auto w-[32rem] max-w-[92vw] rounded-lg bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100"
    >
      <div className="space-y-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('orders.detailTitle')}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={t('orders.close')}
            className="rounded-md p-2 text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium">{term}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className={secondaryButtonClasses}
        >
          {t('orders.close')}
        </button>
      </div>
    </dialog>
  );
}
