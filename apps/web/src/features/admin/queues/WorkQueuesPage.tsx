import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { linkClasses } from '../../../components/form/form-styles';
import { PageHeading } from '../../../components/trading/PageHeading';
import { paths } from '../../../lib/routing/paths';
import { queueIds, queueKey } from './queues';

/** /admin/queues: every work queue, with what each holds. */
export default function WorkQueuesPage() {
  const { t } = useTranslation();
  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('workQueues.intro')} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {queueIds.map((queue) => (
          <li key={queue} className="rounded-lg border border-gray-200 p-4 dark:border-gray-800">
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
