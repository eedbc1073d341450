import { useTranslation } from 'react-i18next';
import { formatPercent, formatUnits } from '../../../lib/format/money';
import { type Portfolio, shareOf } from '../../../lib/platform/portfolio';
import { BookCostSummary } from './BookCostSummary';
import { DashboardCard } from './DashboardCard';

/** The portfolio's worth in CAD, its crypto's book cost and unrealized gain, and each asset's share. */
export function PortfolioCard({ portfolio }: { portfolio: Portfolio }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const held = portfolio.holdings.filter((h) => h.cadValue !== null && h.cadValue > 0n);
  return (
    <DashboardCard title={t('dashboard.portfolio')}>
      <p className="text-3xl font-bold tabular-nums" data-testid="portfolio-value">
        {formatUnits(portfolio.total, 'CAD', language)}
      </p>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('dashboard.portfolioNote')}</p>
      <BookCostSummary portfolio={portfolio} />
      <h3 className="mt-6 text-base font-semibold">{t('dashboard.allocation')}</h3>
      {held.length === 0 ? (
        <p className="mt-2 text-sm">{t('dashboard.allocationEmpty')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {held.map((holding) => {
            const share = shareOf(holding.cadValue, portfolio.total);
            return (
              <li key={holding.asset} className="text-sm">
                <div className="flex justify-between gap-2">
                  <span className="font-medium">{holding.asset}</span>
                  <span className="tabular-nums">{formatPercent(share, language)}</span>
                </div>
                <div
                  aria-hidden="true"
                  className="mt-1 h-2 rounded-full bg-gray-200 dark:bg-gray-700"
                >
                  {/* Set through the CSSOM by React, which the CSP allows (no style attribute in HTML). */}
                  <div
                    className="h-2 rounded-full bg-red-700 dark:bg-red-400"
                    style={{ width: `${Number(share) / 100}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
