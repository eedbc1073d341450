import { useTranslation } from 'react-i18next';
import { QueueBody } from '../../kit/QueueBody';
import { queuePageSize } from '../api/queues-api';
import { type QueueId, queueKey } from '../queues';
import { type QueueColumn, QueueTable } from './QueueTable';
import { useQueueTexts } from './use-queue-texts';

/** A queue's list query as its hook answers it: a page of rows, the count where the server has it. */
interface QueueListQuery<T> {
  data?: { objects: readonly T[]; total?: number | undefined } | undefined;
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** One queue's page as a table, with the queue's own caption and words for its states. */
export function QueueList<T>({
  queue,
  list,
  page,
  onPage,
  keyOf,
  columns,
}: {
  queue: QueueId;
  list: QueueListQuery<T>;
  page: number;
  onPage: (page: number) => void;
  keyOf: (row: T) => string;
  columns: readonly QueueColumn<T>[];
}) {
  const { t } = useTranslation();
  return (
    <QueueBody
      query={{ ...list, items: list.data?.objects, total: list.data?.total }}
      page={page}
      pageSize={queuePageSize}
      onPage={onPage}
      texts={useQueueTexts(queue)}
    >
      {(rows) => (
        <QueueTable
          caption={t(`workQueues.queues.${queueKey[queue]}.caption`)}
          rows={rows}
          keyOf={keyOf}
          columns={columns}
        />
      )}
    </QueueBody>
  );
}
