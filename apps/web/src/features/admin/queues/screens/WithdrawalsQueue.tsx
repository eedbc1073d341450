import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { formatDateTime } from '../../../../lib/format/date-time';
import { formatUnits } from '../../../../lib/format/money';
import { usePageParam } from '../../kit/use-page-param';
import { useCryptoWithdrawalsQuery, useDecideWithdrawalMutation } from '../api/queues-api';
import { CustomerLink } from '../components/CustomerLink';
import { DecisionDialog } from '../components/DecisionDialog';
import { QueueList } from '../components/QueueList';
import type { QueueColumn } from '../components/QueueTable';
import {
  Destination,
  type QueuedWithdrawal,
  screeningText,
  travelRuleText,
  unitsOf,
  WithdrawalFacts,
  walletAge,
} from '../components/withdrawal-facts';

function withdrawalColumns(
  t: TFunction,
  language: string,
  decide: (withdrawal: QueuedWithdrawal) => void,
): QueueColumn<QueuedWithdrawal>[] {
  return [
    {
      label: t('workQueues.columns.customer'),
      render: (w) => (
        <CustomerLink guid={w.customer_guid} name={w.customer_name} email={w.customer_email} />
      ),
    },
    { label: t('workQueues.columns.amount'), render: (w) => unitsOf(w.amount, w.asset, language) },
    {
      label: t('workQueues.withdrawals.cadValue'),
      render: (w) => (w.cad_value === null ? '—' : formatUnits(w.cad_value, 'CAD', language)),
    },
    {
      label: t('workQueues.withdrawals.destination'),
      render: (w) =>
        w.destination === null ? (
          t('workQueues.withdrawals.noWallet')
        ) : (
          <span className="flex flex-col gap-0.5">
            <span>{w.destination.label}</span>
            <Destination w={w} />
            <span className="text-xs">
              {t('workQueues.withdrawals.walletAgeShort', { age: walletAge(w, language) })}
            </span>
          </span>
        ),
    },
    { label: t('workQueues.withdrawals.screening'), render: (w) => screeningText(w, t) },
    { label: t('workQueues.withdrawals.travelRule'), render: (w) => travelRuleText(w, t) },
    {
      label: t('workQueues.columns.created'),
      render: (w) => formatDateTime(w.created_at, language),
    },
    {
      label: t('workQueues.columns.action'),
      hidden: true,
      render: (w) => (
        <button
          type="button"
          onClick={() => decide(w)}
          aria-label={t('workQueues.withdrawals.decideOf', {
            amount: unitsOf(w.amount, w.asset, language),
            customer: w.customer_name ?? w.customer_guid,
          })}
          className={secondaryButtonClasses}
        >
          {t('workQueues.withdrawals.decide')}
        </button>
      ),
    },
  ];
}

/**
 * Crypto withdrawals waiting for staff approval, each with who asks, where the funds go, the
 * screening and the travel rule's answer; the decision dialog repeats them with the customer's
 * recent withdrawals, then records approve or reject with a reason.
 */
export function WithdrawalsQueue() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = usePageParam();
  const list = useCryptoWithdrawalsQuery(page, { refetchOnMountOrArgChange: true });
  const [decideWithdrawal] = useDecideWithdrawalMutation();
  const [deciding, setDeciding] = useState<QueuedWithdrawal | null>(null);
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
            const result = await decideWithdrawal({ guid: deciding.guid, decision, reason });
            return result.error ? apiErrorOf(result.error) : undefined;
          }}
          onClose={() => setDeciding(null)}
        >
          <WithdrawalFacts w={deciding} t={t} language={i18n.language} />
        </DecisionDialog>
      )}
    </>
  );
}
