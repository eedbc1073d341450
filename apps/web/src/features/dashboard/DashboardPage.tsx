import { useTranslation } from 'react-i18next';
import { ApprovalsBanner } from '../../components/funding/ApprovalsBanner';
import { PageLoader } from '../../components/loader/PageLoader';
import { LoadProblem } from '../../components/trading/LoadProblem';
import { PageHeading } from '../../components/trading/PageHeading';
import { apiErrorOf } from '../../lib/api/api-error';
import { useLivePrices } from '../../lib/market/use-live-prices';
import { useAccountsQuery, usePricesQuery, useTradesQuery } from '../../lib/platform/platform-api';
import { portfolioOf } from '../../lib/platform/portfolio';
import { ChartPanel } from './components/ChartPanel';
import { GettingStarted } from './components/GettingStarted';
import { LivePriceTiles } from './components/LivePriceTiles';
import { PortfolioCard } from './components/PortfolioCard';
import { RecentActivity } from './components/RecentActivity';

/** /dashboard: portfolio value and allocation, live prices, a price chart and recent trades. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const accounts = useAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const prices = usePricesQuery(undefined, { refetchOnMountOrArgChange: true });
  const trades = useTradesQuery({ page: 0 }, { refetchOnMountOrArgChange: true });
  const live = useLivePrices();

  const portfolio = accounts.isError ? (
    <LoadProblem
      title={t('trading.loadFailed')}
      error={apiErrorOf(accounts.error)}
      onRetry={() => void accounts.refetch()}
    />
  ) : accounts.data && !prices.isLoading ? (
    <PortfolioCard portfolio={portfolioOf(accounts.data, prices.data ?? [])} />
  ) : (
    <PageLoader />
  );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('dashboard.intro')} />
      <ApprovalsBanner />
      {trades.data && <GettingStarted hasTraded={trades.data.total > 0} />}
      <div className="grid gap-6 lg:grid-cols-3">
        <div>{portfolio}</div>
        <LivePriceTiles prices={live.prices} status={live.status} />
        <ChartPanel />
        {trades.isError ? (
          <LoadProblem
            title={t('orders.loadFailed')}
            error={apiErrorOf(trades.error)}
            onRetry={() => void trades.refetch()}
          />
        ) : (
          <RecentActivity trades={trades.data?.objects} />
        )}
      </div>
    </div>
  );
}
