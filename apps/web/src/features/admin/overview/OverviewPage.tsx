import type { AdminOverview, OverviewQueueCounts } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { linkClasses } from '../../../components/form/form-styles';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { PageHeading } from '../../../components/trading/PageHeading';
import { apiErrorOf } from '../../../lib/api/api-error';
import { formatCalendarDate } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import { paths } from '../../../lib/routing/paths';
import { useAdminOverviewQuery } from './api/overview-api';

const cardClasses = 'rounded-lg border border-gray-200 p-4 dark:border-gray-800';

/** Each count of the overview, the screen that lists its items, in the work queues' order. */
const queueLinks: readonly (readonly [keyof OverviewQueueCounts, string])[] = [
  ['verifications', paths.adminCompliance],
  ['compliance_cases', generatePath(paths.adminQueue, { queue: 'cases' })],
  ['crypto_withdrawals', generatePath(paths.adminQueue, { queue: 'withdrawals' })],
  ['suspense', generatePath(paths.adminQueue, { queue: 'suspense' })],
  ['reconciliation', generatePath(paths.adminQueue, { queue: 'reconciliation' })],
  ['transfers', generatePath(paths.adminQueue, { queue: 'transfers' })],
  ['dead_jobs', generatePath(paths.adminQueue, { queue: 'dead-jobs' })],
  ['adjustments', paths.adminAdjustments],
];

function QueueCounts({ queues }: { queues: OverviewQueueCounts }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="overview-queues" className="space-y-3">
      <h2 id="overview-queues" className="text-lg font-semibold">
        {t('adminOverview.queues')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {queueLinks.map(([key, to]) => (
          <li key={key} className={cardClasses}>
            <Link to={to} className={`${linkClasses} flex items-baseline justify-between gap-3`}>
              <span>{t(`adminOverview.queue.${key}`)}</span>
              <span className="text-2xl font-bold tabular-nums">{number.format(queues[key])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DayFigures({ overview }: { overview: AdminOverview }) {
  const { t, i18n } = useTranslation();
  const { today } = overview;
  const number = new Intl.NumberFormat(i18n.language);
  const figures: readonly (readonly [string, string])[] = [
    [t('adminOverview.trades'), number.format(today.trades)],
    [t('adminOverview.volume'), formatUnits(today.volume_cents, 'CAD', i18n.language)],
    [t('adminOverview.revenue'), formatUnits(today.revenue_cents, 'CAD', i18n.language)],
    [t('adminOverview.newCustomers'), number.format(today.new_customers)],
    [t('adminOverview.returnedDeposits'), number.format(today.returned_deposits)],
  ];
  return (
    <section aria-labelledby="overview-today" className="space-y-3">
      <h2 id="overview-today" className="text-lg font-semibold">
        {t('adminOverview.today', { day: formatCalendarDate(overview.day, i18n.language) })}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {figures.map(([term, value]) => (
          <div key={term} className={cardClasses}>
            <dt className="text-sm text-gray-700 dark:text-gray-300">{term}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /admin: the back office's home, what waits in each queue and the UTC day's figures. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const overview = useAdminOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className="w-full space-y-8 px-4 py-8 sm:px-6">
      <PageHeading intro={t('adminOverview.intro')} />
      {overview.isError ? (
        <LoadProblem
          title={t('adminOverview.loadFailed')}
          error={apiErrorOf(overview.error)}
          onRetry={() => void overview.refetch()}
        />
      ) : overview.data ? (
        <>
          <QueueCounts queues={overview.data.queues} />
          <DayFigures overview={overview.data} />
        </>
      ) : (
        <PageLoader />
      )}
    </div>
  );
}
