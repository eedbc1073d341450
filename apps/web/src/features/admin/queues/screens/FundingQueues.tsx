import type { suspenseItemSchema } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { formatCalendarDate, formatDateTime } from '../../../../lib/format/date-time';
import { formatUnits } from '../../../../lib/format/money';
import { usePageParam } from '../../kit/use-page-param';
import {
  useFundingReturnsQuery,
  useReconciliationCasesQuery,
  useSuspenseQuery,
} from '../api/queues-api';
import { AssignDialog } from '../components/AssignDialog';
import { CustomerLink } from '../components/CustomerLink';
import { QueueList } from '../components/QueueList';
import type { QueueColumn } from '../components/QueueTable';

/**
 * The funding queues staff read here (ADR 20): unmatched e-Transfers in suspense, returned
 * deposits with what their customers owe, and the reconciliation differences. Each view is
 * audited by the server.
 */

function useCad() {
  const { i18n } = useTranslation();
  return (cents: string) => `${formatUnits(cents, 'CAD', i18n.language)} CAD`;
}

type SuspenseItem = z.output<typeof suspenseItemSchema>;

function suspenseColumns(
  t: TFunction,
  language: string,
  assign: (guid: string) => void,
): QueueColumn<SuspenseItem>[] {
  const cad = (cents: string) => `${formatUnits(cents, 'CAD', language)} CAD`;
  return [
    {
      label: t('workQueues.columns.received'),
      render: (item) => formatDateTime(item.received_at, language),
    },
    { label: t('workQueues.columns.amount'), render: (item) => cad(item.amount) },
    { label: t('workQueues.suspense.sender'), render: (item) => item.sender_name },
    { label: t('workQueues.suspense.reference'), render: (item) => item.reference_code },
    {
      label: t('workQueues.suspense.reason'),
      render: (item) => t(`workQueues.suspense.reasons.${item.reason}`),
    },
    {
      label: t('workQueues.columns.action'),
      hidden: true,
      render: (item) => (
        <button
          type="button"
          onClick={() => assign(item.guid)}
          aria-label={t('workQueues.suspense.assignOf', { sender: item.sender_name })}
          className={secondaryButtonClasses}
        >
          {t('workQueues.suspense.assign')}
        </button>
      ),
    },
  ];
}

/** Unassigned e-Transfers in suspense: assign one to its customer, with a reason. */
export function SuspenseQueue() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = usePageParam();
  const list = useSuspenseQuery(page, { refetchOnMountOrArgChange: true });
  const [assigning, setAssigning] = useState<string | null>(null);
  return (
    <>
      <QueueList
        queue="suspense"
        list={list}
        page={page}
        onPage={setPage}
        keyOf={(item) => item.guid}
        columns={suspenseColumns(t, i18n.language, setAssigning)}
      />
      {assigning && <AssignDialog guid={assigning} onClose={() => setAssigning(null)} />}
    </>
  );
}

export function ReturnsQueue() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = usePageParam();
  const list = useFundingReturnsQuery(page, { refetchOnMountOrArgChange: true });
  const cad = useCad();
  return (
    <QueueList
      queue="returns"
      list={list}
      page={page}
      onPage={setPage}
      keyOf={(item) => item.guid}
      columns={[
        {
          label: t('workQueues.columns.created'),
          render: (item) => formatDateTime(item.created_at, i18n.language),
        },
        {
          label: t('workQueues.columns.customer'),
          render: (item) => <CustomerLink guid={item.customer_guid} />,
        },
        { label: t('workQueues.columns.amount'), render: (item) => cad(item.amount) },
        { label: t('workQueues.returns.code'), render: (item) => item.return_code ?? '—' },
        { label: t('workQueues.returns.owed'), render: (item) => cad(item.owed) },
      ]}
    />
  );
}

export function ReconciliationQueue() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = usePageParam();
  const list = useReconciliationCasesQuery(page, { refetchOnMountOrArgChange: true });
  const cad = useCad();
  return (
    <QueueList
      queue="reconciliation"
      list={list}
      page={page}
      onPage={setPage}
      keyOf={(item) => item.guid}
      columns={[
        {
          label: t('workQueues.reconciliation.day'),
          render: (item) => formatCalendarDate(item.day, i18n.language),
        },
        {
          label: t('workQueues.reconciliation.rail'),
          render: (item) => t(`workQueues.rail.${item.rail}`),
        },
        {
          label: t('workQueues.reconciliation.reported'),
          render: (item) => cad(item.reported),
        },
        { label: t('workQueues.reconciliation.booked'), render: (item) => cad(item.booked) },
      ]}
    />
  );
}
