import { useTranslation } from 'react-i18next';
import type { QueueTexts } from '../../kit/QueueBody';
import { type QueueId, queueKey } from '../queues';

/** The words of a queue's states: its own load-failed and empty texts, the shared paging ones. */
export function useQueueTexts(queue: QueueId): QueueTexts {
  const { t } = useTranslation();
  const key = queueKey[queue];
  return {
    loadFailed: t(`workQueues.queues.${key}.loadFailed`),
    empty: t(`workQueues.queues.${key}.empty`),
    emptyHelp: t(`workQueues.queues.${key}.emptyHelp`),
    pages: t('workQueues.paging.pages'),
    previous: t('workQueues.paging.previous'),
    next: t('workQueues.paging.next'),
    pageLabel: (page, pages) =>
      pages === undefined
        ? t('workQueues.paging.page', { page })
        : t('workQueues.paging.pageOf', { page, pages }),
  };
}
