import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBookCosts } from '../../components/book-cost/book-cost-api';
import { linkClasses } from '../../components/form/form-styles';
import { PageLoader } from '../../components/loader/PageLoader';
import { LoadProblem } from '../../components/trading/LoadProblem';
import { PageHeading } from '../../components/trading/PageHeading';
import { apiErrorOf } from '../../lib/api/api-error';
import { useAccountsQuery, usePricesQuery } from '../../lib/platform/platform-api';
import { portfolioOf } from '../../lib/platform/portfolio';
import { BookCostNotes } from './components/BookCostNotes';
import { CadFunds } from './components/CadFunds';
import { HoldingsTable } from './components/HoldingsTable';

/**
 * /assets: every balance, what can be spent now, its worth in CAD at the sell price, and for
 * crypto its book cost and the unrealized gain on that worth (docs/product/tax.md).
 */
export default function AssetsPage() {
  const { t } = useTranslation();
  const accounts = useAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const prices = usePricesQuery(undefined, { refetchOnMountOrArgChange: true });
  // Asked alongside the balances, not after: its failure leaves them shown (BookCostNotes).
  const bookCosts = useBookCosts();

  let body: ReactNode;
  if (accounts.isError) {
    body = (
      <LoadProblem
        title={t('trading.loadFailed')}
        error={apiErrorOf(accounts.error)}
        onRetry={() => void accounts.refetch()}
      />
    );
  } else if (!accounts.data || prices.isLoading) {
    body = <PageLoader />;
  } else {
    const portfolio = portfolioOf(accounts.data, prices.data ?? []);
    const empty = portfolio.holdings.every((holding) => holding.balance === 0n);
    const cad = portfolio.holdings.find((holding) => holding.asset === 'CAD');
    body = (
      <div className="space-y-3">
        {empty && (
          <p role="status">
            {t('assets.empty')}{' '}
            <Link to="/deposits" className={linkClasses}>
              {t('nav.deposits')}
            </Link>
          </p>
        )}
        <HoldingsTable portfolio={portfolio} bookCosts={bookCosts} />
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('assets.valueNote')}</p>
        {(portfolio.incomplete || prices.isError) && (
          <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
            {t('assets.incomplete')}
          </p>
        )}
        <BookCostNotes portfolio={portfolio} bookCosts={bookCosts} />
        <Link to="/exchange" className={linkClasses}>
          {t('assets.trade')}
        </Link>
        {cad && <CadFunds cad={cad} />}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('assets.intro')} />
      {body}
    </div>
  );
}
