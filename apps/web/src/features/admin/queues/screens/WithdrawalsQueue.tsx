import type { reviewedCryptoWithdrawalSchema } from '@maple/contracts';
import { isAssetCode } from '@maple/money';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { formatDateTime } from '../../../../lib/format/date-time';
import { formatUnits } from '../../../../lib/format/money';
import { usePageParam } from '../../components/use-page-param';
import { useCryptoWithdrawalsQuery, useDecideWithdrawalMutation } from '../api/queues-api';
import { CustomerLink } from '../components/CustomerLink';
import { DecisionDialog } from '../components/DecisionDialog';
import { QueueList } from '../components/QueueList';
import type { QueueColumn } from '../components/QueueTable';

type Withdrawal = z.output<typeof reviewedCryptoWithdrawalSchema>;

function withdrawalColumns(
  t: TFunction,
  language: string,
  decide: (guid: string) => void,
): QueueColumn<Withdrawal>[] {
  const cad = (cents: string | null) =>
    cents === null ? '—' : formatUnits(cents, 'CAD', language);
  return [
    {
      label: t('workQueues.columns.customer'),
      render: (w) => <CustomerLink guid={w.customer_guid} />,
    },
    {
      label: t('workQueues.columns.amount'),
      render: (w) =>
        isAssetCode(w.asset) ? `${formatUnits(w.amount, w.asset, language)} ${w.asset}` : w.amount,
    },
    { label: t('workQueues.withdrawals.cadValue'), render: (w) => cad(w.cad_value) },
    {
      label: t('workQueues.columns.created'),
      render: (w) => formatDateTime(w.created_at, language),
    },
    {
      label: t('workQueues.columns.action'),
      hidden: true,
      render: (w) => (
        <button type="button" onClick={() => decide(w.guid)} className={secondaryButtonClasses}>
          {t('workQueues.withdrawals.decide')}
        </button>
      ),
    },
  ];
}

/** Crypto withdrawals waiting for staff approval: approve or reject each with a reason. */
export function WithdrawalsQueue() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = usePageParam();
  const list = useCryptoWithdrawalsQuery(page, { refetchOnMountOrArgChange: true });
  const [decideWithdrawal] = useDecideWithdrawalMutation();
  const [deciding, setDeciding] = useState<string | null>(null);
  return (
    <>
      <QueueList
        queue="withdrawals"
        list={list}
        page={page}
        onPage={setPage}
        keyOf={(w) => w.guid}
        columns={withdrawalColumns(t, i18n.language, setDeciding)}
      />
      {deciding && (
        <DecisionDialog
          title={t('workQueues.withdrawals.decideTitle')}
          choices={[
            { value: 'approve', label: t('workQueues.withdrawals.approve') },
            { value: 'reject', label: t('workQueues.withdrawals.reject') },
          ]}
          decide={async (decision, reason) => {
            const result = await decideWithdrawal({ guid: deciding, decision, reason });
            return result.error ? apiErrorOf(result.error) : undefined;
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
