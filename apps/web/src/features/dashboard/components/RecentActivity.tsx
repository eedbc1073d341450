import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClasses } from '../../../components/form/form-styles';
import { StateBadge } from '../../../components/trading/StateBadge';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import type { Trade } from '../../../lib/platform/answers';
import { legsOf } from '../../../lib/platform/trade-math';
import { DashboardCard } from './DashboardCard';

const shown = 5;

/** The latest trades, newest first, with a link to all of them. */
export function RecentActivity({ trades }: { trades: readonly Trade[] | undefined }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <DashboardCard
      title={t('dashboard.recent')}
      aside={
        <Link to="/orders" className={`text-sm ${linkClasses}`}>
          {t('dashboard.seeAll')}
        </Link>
      }
    >
      {trades && trades.length === 0 && <p className="text-sm">{t('dashboard.recentEmpty')}</p>}
      <ul className="divide-y divide-gray-200 dark:divide-gray-800">
        {trades?.slice(0, shown).map((trade) => {
          const { asset, crypto, cad } = legsOf(trade);
          return (
            <li
              key={trade.guid}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            >
              <span>
                <span className="block font-medium">
                  {`${t(`trading.side.${trade.side}`)} ${formatUnits(crypto, asset, language)}`}
                </span>
                <span className="block text-gray-600 dark:text-gray-400">
                  {`${formatUnits(cad, 'CAD', language)} · ${formatDateTime(trade.created_at, language)}`}
                </span>
              </span>
              <StateBadge state={trade.state} />
            </li>
          );
        })}
      </ul>
    </DashboardCard>
  );
}
