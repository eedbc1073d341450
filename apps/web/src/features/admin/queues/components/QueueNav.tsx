import { useTranslation } from 'react-i18next';
import { generatePath, NavLink } from 'react-router';
import { paths } from '../../../../lib/routing/paths';
import { queueIds, queueKey } from '../queues';

const tabClasses = ({ isActive }: { isActive: boolean }) =>
  `inline-block rounded-md border px-3 py-1.5 text-sm ${
    isActive
      ? 'border-gray-900 bg-gray-900 text-white dark:border-gray-100 dark:bg-gray-100 dark:text-gray-900'
      : 'border-gray-300 hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-900'
  }`;

/** Links to every queue (the verifications' review queue first, on its own screen); the one shown is marked current. Wraps on narrow screens. */
export function QueueNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('workQueues.nav')}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <NavLink to={paths.adminCompliance} className={tabClasses}>
            {t('workQueues.verifications.title')}
          </NavLink>
        </li>
        {queueIds.map((queue) => (
          <li key={queue}>
            <NavLink to={generatePath(paths.adminQueue, { queue })} className={tabClasses}>
              {t(`workQueues.queues.${queueKey[queue]}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
