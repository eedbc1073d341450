import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { describeApiError } from '../../../../lib/errors/api-error-message';
import { formatDateTime } from '../../../../lib/format/date-time';
import { usePageParam } from '../../kit/use-page-param';
import { useDeadJobsQuery, useDiscardJobMutation, useRetryJobMutation } from '../api/queues-api';
import { QueueList } from '../components/QueueList';

/** Retry or discard one dead job; named by its queue for screen readers. */
function JobButtons({
  queue,
  busy,
  act,
}: {
  queue: string;
  busy: boolean;
  act: (kind: 'retry' | 'discard') => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      {(['retry', 'discard'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          disabled={busy}
          onClick={() => act(kind)}
          aria-label={t(`workQueues.deadJobs.${kind}Of`, { queue })}
          className={secondaryButtonClasses}
        >
          {t(`workQueues.deadJobs.${kind}`)}
        </button>
      ))}
    </div>
  );
}

/** The job queue's dead letters: run one again or discard it (admins only; audited). */
export function DeadJobsQueue() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = usePageParam();
  const list = useDeadJobsQuery(page, { refetchOnMountOrArgChange: true });
  const [retry, retrying] = useRetryJobMutation();
  const [discard, discarding] = useDiscardJobMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const busy = retrying.isLoading || discarding.isLoading;

  const act = async (kind: 'retry' | 'discard', id: string) => {
    setNotice(null);
    const result = kind === 'retry' ? await retry(id) : await discard(id);
    setNotice(
      result.error
        ? { tone: 'error', text: describeApiError(apiErrorOf(result.error), t) }
        : { tone: 'success', text: t(`workQueues.deadJobs.${kind}Done`) },
    );
  };

  return (
    <>
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <QueueList
        queue="dead-jobs"
        list={list}
        page={page}
        onPage={setPage}
        keyOf={(job) => job.id}
        columns={[
          { label: t('workQueues.deadJobs.queue'), render: (job) => job.queue },
          {
            label: t('workQueues.deadJobs.failedAt'),
            render: (job) => formatDateTime(job.failed_at, i18n.language),
          },
          { label: t('workQueues.deadJobs.attempts'), render: (job) => job.attempts },
          {
            label: t('workQueues.deadJobs.error'),
            render: (job) => <span className="break-words">{job.error ?? '—'}</span>,
          },
          {
            label: t('workQueues.columns.action'),
            hidden: true,
            render: (job) => (
              <JobButtons queue={job.queue} busy={busy} act={(kind) => void act(kind, job.id)} />
            ),
          },
        ]}
      />
    </>
  );
}
