import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { panelClasses, secondaryButtonClasses } from '../../../../components/form/form-styles';
import { PageLoader } from '../../../../components/loader/PageLoader';
import { LoadProblem } from '../../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { formatDateTime } from '../../../../lib/format/date-time';
import { formatUnits } from '../../../../lib/format/money';
import { useAdminTradeQuery } from '../api/admin-trades-api';
import { EntryPostings } from './EntryPostings';
import { coinAmount } from './TradesTable';

/** One trade and its journal entry: the postings that moved the money, and whether they balance. */
export function TradeDetailPanel({ guid, onClose }: { guid: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useAdminTradeQuery(guid);
  const language = i18n.language;

  let body: React.ReactNode;
  if (detail.isError) {
    body = (
      <LoadProblem
        title={t('adminTrades.detailFailed')}
        error={apiErrorOf(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  } else if (!detail.data) {
    body = <PageLoader />;
  } else {
    const { trade, entry } = detail.data;
    const facts: [string, string][] = [
      [t('adminTrades.guid'), trade.guid],
      [t('adminTrades.customer'), `${trade.customer_name ?? '—'} (${trade.customer_guid})`],
      [t('adminTrades.when'), formatDateTime(trade.created_at, language)],
      [t('adminTrades.state'), t(`adminTrades.states.${trade.state}`)],
      [t('adminTrades.coins'), coinAmount(trade, language)],
      [t('adminTrades.cad'), formatUnits(trade.cad_amount, 'CAD', language)],
      [t('adminTrades.fee'), formatUnits(trade.fee, 'CAD', language)],
    ];
    body = (
      <div className="space-y-4">
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
        {entry === null ? (
          <FormAlert tone="info">{t('adminTrades.noEntry')}</FormAlert>
        ) : (
          <EntryPostings entry={entry} />
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="trade-detail-title" className={`${panelClasses} space-y-4`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trade-detail-title" className="text-xl font-semibold">
          {t('adminTrades.detailTitle')}
        </h2>
        <button type="button" className={secondaryButtonClasses} onClick={onClose}>
          {t('adminTrades.close')}
        </button>
      </div>
      {body}
    </section>
  );
}
