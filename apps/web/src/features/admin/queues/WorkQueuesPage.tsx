import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { linkClasses } from '../../../components/form/form-styles';
import { PageHeading } from '../../../components/trading/PageHeading';
import { paths } from '../../../lib/routing/paths';
import { queueIds, queueKey } from './queues';

const cardClasses = 'rounded-lg border border-gray-200 p-4 dark:border-gray-800';

/** /admin/queues: every work queue, with what each holds. */
export default function WorkQueuesPage() {
  const { t } = useTranslation();
  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('workQueues.intro')} />
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className={cardClasses}>
          <h2 className="font-semibold">
            <Link to={paths.adminCompliance} className={linkClasses}>
              {t('workQueues.verifications.title')}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            {t('workQueues.verifications.intro')}
          </p>
        </li>
        {queueIds.map((queue) => (
          <li key={queue} className={cardClasses}>
            <h2 className="font-semibold">
              <Link to={generatePath(paths.adminQueue, { queue })} className={linkClasses}>
                {t(`workQueues.queues.${queueKey[queue]}.title`)}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
              {t(`workQueues.queues.${queueKey[queue]}.intro`)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
