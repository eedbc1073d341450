import type { AttentionTransfer } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { formatDateTime } from '../../../../lib/format/date-time';
import { formatDuration } from '../../../../lib/format/duration';
import { useStaffProfileQuery } from '../../kit/api/staff-api';
import { usePageParam } from '../../kit/use-page-param';
import { useAttentionTransfersQuery } from '../api/queues-api';
import { CustomerLink } from '../components/CustomerLink';
import { QueueList } from '../components/QueueList';
import type { QueueColumn } from '../components/QueueTable';
import { ResolveTransferDialog } from '../components/ResolveTransferDialog';
import { unitsOf } from '../components/withdrawal-facts';

/** A transfer named in a sentence: "the {{side}} of {{amount}} made on {{date}}". */
const wordsOf = (transfer: AttentionTransfer, t: TFunction, language: string) => ({
  side: t(`workQueues.transfers.sidesInSentence.${transfer.side}`),
  amount: unitsOf(transfer.amount, transfer.asset, language),
  date: formatDateTime(transfer.created_at, language),
});

/**
 * The queue's columns; with `resolve`, a failed row's button to mark it handled (a stuck one
 * leaves the list when it ends, so it has none).
 */
function transferColumns(
  t: TFunction,
  language: string,
  resolve: ((transfer: AttentionTransfer) => void) | undefined,
): QueueColumn<AttentionTransfer>[] {
  const columns: QueueColumn<AttentionTransfer>[] = [
    {
      label: t('workQueues.transfers.why'),
      render: (item) => t(`workQueues.transfers.reasons.${item.reason}`),
    },
    {
      label: t('workQueues.columns.customer'),
      render: (item) => <CustomerLink guid={item.customer_guid} />,
    },
    {
      label: t('workQueues.transfers.what'),
      render: (item) => t(`workQueues.transfers.sides.${item.side}`),
    },
    {
      label: t('workQueues.columns.amount'),
      render: (item) => unitsOf(item.amount, item.asset, language),
    },
    { label: t('workQueues.columns.state'), render: (item) => item.failure_code ?? item.state },
    {
      label: t('workQueues.columns.created'),
      render: (item) => formatDateTime(item.created_at, language),
    },
  ];
  if (resolve === undefined) return columns;
  const action: QueueColumn<AttentionTransfer> = {
    label: t('workQueues.columns.action'),
    hidden: true,
    render: (item) =>
      item.reason === 'failed' && (
        <button
          type="button"
          onClick={() => resolve(item)}
          aria-label={t('workQueues.transfers.markHandledOf', wordsOf(item, t, language))}
          className={secondaryButtonClasses}
        >
          {t('workQueues.transfers.markHandled')}
        </button>
      ),
  };
  return [...columns, action];
}

/**
 * Failed transfers not yet handled and those not final after the server's age, linked to their
 * customers. Compliance and admin staff mark a failed one handled with what was done; support
 * staff read the queue only (the server refuses them the action).
 */
export function TransfersQueue() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [page, setPage] = usePageParam();
  const list = useAttentionTransfersQuery(page, { refetchOnMountOrArgChange: true });
  // The server's `compliance` permission (compliance and admin staff); unknown yet: no button.
  const role = useStaffProfileQuery().data?.role;
  const mayResolve = role === 'compliance' || role === 'admin';
  const [resolving, setResolving] = useState<AttentionTransfer | null>(null);
  const [marked, setMarked] = useState<string | null>(null);
  const open = (transfer: AttentionTransfer) => {
    setMarked(null);
    setResolving(transfer);
  };
  return (
    <div className="space-y-4">
      {list.data && (
        <p>
          {t('workQueues.transfers.stuckAfter', {
            age: formatDuration(list.data.stuck_after_seconds, language),
          })}
        </p>
      )}
      {/* The row whose button had focus leaves the list: focus goes to the message instead. */}
      {marked && (
        <FormAlert tone="success" takeFocus>
          {marked}
        </FormAlert>
      )}
      <QueueList
        queue="transfers"
        list={list}
        page={page}
        onPage={setPage}
        keyOf={(item) => item.guid}
        columns={transferColumns(t, language, mayResolve ? open : undefined)}
      />
      {resolving && (
        <ResolveTransferDialog
          transfer={resolving}
          onClose={(handled) => {
            setResolving(null);
            if (handled)
              setMarked(t('workQueues.transfers.marked', wordsOf(resolving, t, language)));
          }}
        />
      )}
    </div>
  );
}
