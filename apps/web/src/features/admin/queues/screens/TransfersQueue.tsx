import { isAssetCode } from '@maple/money';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/date-time';
import { formatDuration } from '../../../../lib/format/duration';
import { formatUnits } from '../../../../lib/format/money';
import { usePageParam } from '../../kit/use-page-param';
import { useAttentionTransfersQuery } from '../api/queues-api';
import { CustomerLink } from '../components/CustomerLink';
import { QueueList } from '../components/QueueList';

/** Failed transfers and those not final after the server's age: read only, linked to customers. */
export function TransfersQueue() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [page, setPage] = usePageParam();
  const list = useAttentionTransfersQuery(page, { refetchOnMountOrArgChange: true });
  return (
    <div className="space-y-4">
      {list.data && (
        <p>
          {t('workQueues.transfers.stuckAfter', {
            age: formatDuration(list.data.stuck_after_seconds, language),
          })}
        </p>
      )}
      <QueueList
        queue="transfers"
        list={list}
        page={page}
        onPage={setPage}
        keyOf={(item) => item.guid}
        columns={[
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
            render: (item) =>
              isAssetCode(item.asset)
                ? `${formatUnits(item.amount, item.asset, language)} ${item.asset}`
                : item.amount,
          },
          {
            label: t('workQueues.columns.state'),
            render: (item) => item.failure_code ?? item.state,
          },
          {
            label: t('workQueues.columns.created'),
            render: (item) => formatDateTime(item.created_at, language),
          },
        ]}
      />
    </div>
  );
}
