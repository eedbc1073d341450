import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageHeading } from '../../../components/trading/PageHeading';
import { QueueNav } from './components/QueueNav';
import { isQueueId, type QueueId, queueKey } from './queues';
import { CasesQueue } from './screens/CasesQueue';
import { DeadJobsQueue } from './screens/DeadJobsQueue';
import { ReconciliationQueue, ReturnsQueue, SuspenseQueue } from './screens/FundingQueues';
import { TransfersQueue } from './screens/TransfersQueue';
import { WithdrawalsQueue } from './screens/WithdrawalsQueue';

const screens = {
  cases: CasesQueue,
  withdrawals: WithdrawalsQueue,
  suspense: SuspenseQueue,
  returns: ReturnsQueue,
  reconciliation: ReconciliationQueue,
  transfers: TransfersQueue,
  'dead-jobs': DeadJobsQueue,
} satisfies Record<QueueId, () => React.JSX.Element>;

/** /admin/queues/:queue: one work queue, with the others a click away. */
export default function WorkQueuePage() {
  const { t } = useTranslation();
  const { queue } = useParams();
  if (!isQueueId(queue)) {
    return (
      <div className="w-full space-y-6 px-4 py-8 sm:px-6">
        <PageHeading intro={t('workQueues.intro')} />
        <QueueNav />
        <FormAlert tone="info">{t('workQueues.unknownQueue')}</FormAlert>
      </div>
    );
  }
  const Screen = screens[queue];
  const key = queueKey[queue];
  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('workQueues.intro')} />
      <QueueNav />
      <section aria-labelledby={`queue-${queue}`} className="space-y-4">
        <div>
          <h2 id={`queue-${queue}`} className="text-xl font-semibold">
            {t(`workQueues.queues.${key}.title`)}
          </h2>
          <p className="mt-1 text-gray-700 dark:text-gray-300">
            {t(`workQueues.queues.${key}.intro`)}
          </p>
        </div>
        <Screen key={queue} />
      </section>
    </div>
  );
}
