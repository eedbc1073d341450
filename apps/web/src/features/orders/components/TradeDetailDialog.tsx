import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { StateBadge } from '../../../components/trading/StateBadge';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import type { Trade } from '../../../lib/platform/answers';
import { allInPrice, legsOf } from '../../../lib/platform/trade-math';

/** One trade in full, in the shared modal dialog (ADR 0007). */
export function TradeDetailDialog({ trade, onClose }: { trade: Trade; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
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
    <ModalDialog title={t('orders.detailTitle')} closeLabel={t('orders.close')} onClose={onClose}>
      {(close) => (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium">{term}</dt>
                <dd className="tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <button type="button" onClick={close} className={secondaryButtonClasses}>
            {t('orders.close')}
          </button>
        </>
      )}
    </ModalDialog>
  );
}
