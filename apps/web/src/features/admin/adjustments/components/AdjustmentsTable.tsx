import type { Adjustment, StaffProfile } from '@maple/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { formatDateTime } from '../../../../lib/format/date-time';
import { formatUnits } from '../../../../lib/format/money';
import { DecideAdjustmentDialog } from './DecideAdjustmentDialog';

const cell = 'px-3 py-2 align-top';

/** Why the signed-in staff member may not decide this one, if they may not. */
function refusalOf(adjustment: Adjustment, me: StaffProfile | undefined) {
  if (me?.role !== 'admin') return 'adminOnly' as const;
  if (me.email === adjustment.proposed_by_email) return 'yourOwn' as const;
  return undefined;
}

function DecisionButtons({
  adjustment,
  amount,
  me,
  onDecided,
}: {
  adjustment: Adjustment;
  amount: string;
  me: StaffProfile | undefined;
  onDecided: (message: string) => void;
}) {
  const { t } = useTranslation();
  const explanationId = useId();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const refusal = refusalOf(adjustment, me);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap gap-2">
        {(['approve', 'reject'] as const).map((decision) => (
          <button
            key={decision}
            type="button"
            disabled={refusal !== undefined}
            aria-describedby={refusal ? explanationId : undefined}
            aria-label={t(`adjustments.decide.${decision}Of`, { amount })}
            onClick={() => setOpen(decision)}
            className={secondaryButtonClasses}
          >
            {t(`adjustments.decide.${decision}`)}
          </button>
        ))}
      </div>
      {refusal && (
        <p id={explanationId} className="text-xs text-gray-600 dark:text-gray-400">
          {t(`adjustments.decide.${refusal}`)}
        </p>
      )}
      {open && (
        <DecideAdjustmentDialog
          adjustment={adjustment}
          decision={open}
          amount={amount}
          onDecided={onDecided}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}

/** One adjustment; a proposal carries the checker's buttons, a decision who made it and why. */
function AdjustmentRow({
  adjustment,
  me,
  onDecided,
}: {
  adjustment: Adjustment;
  me: StaffProfile | undefined;
  onDecided: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const sign = adjustment.direction === 'credit' ? '+' : '−';
  const amount = `${sign}${formatUnits(adjustment.amount, adjustment.asset, language)}`;
  return (
    <tr>
      <td className={`${cell} whitespace-nowrap`}>
        {formatDateTime(adjustment.proposed_at, language)}
      </td>
      <td className={`${cell} font-mono text-xs break-all`}>{adjustment.customer_guid}</td>
      <td className={`${cell} whitespace-nowrap`}>{amount}</td>
      <td className={cell}>{t(`adjustments.category.${adjustment.category}`)}</td>
      <td className={`${cell} break-words`}>
        {adjustment.reason}
        {adjustment.customer_note !== null && (
          <p className="mt-1 text-gray-700 dark:text-gray-300">
            {t('adjustments.list.customerNote', { note: adjustment.customer_note })}
          </p>
        )}
      </td>
      <td className={`${cell} break-all`}>{adjustment.proposed_by_email}</td>
      <td className={cell}>{t(`adjustments.state.${adjustment.state}`)}</td>
      <td className={cell}>
        {adjustment.state === 'proposed' ? (
          <DecisionButtons adjustment={adjustment} amount={amount} me={me} onDecided={onDecided} />
        ) : (
          t('adjustments.list.decidedBy', {
            email: adjustment.decided_by_email ?? '',
            reason: adjustment.decision_reason ?? '',
          })
        )}
      </td>
    </tr>
  );
}

/** One page of adjustments, newest first; proposals carry the checker's buttons. */
export function AdjustmentsTable({
  adjustments,
  me,
  onDecided,
}: {
  adjustments: readonly Adjustment[];
  me: StaffProfile | undefined;
  onDecided: (message: string) => void;
}) {
  const { t } = useTranslation();
  const headers = [
    'proposedAt',
    'customer',
    'amount',
    'category',
    'reason',
    'maker',
    'state',
    'decision',
  ] as const;
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('adjustments.list.tableCaption')}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={`${cell} font-semibold`}>
                {t(`adjustments.list.${header}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {adjustments.map((adjustment) => (
            <AdjustmentRow
              key={adjustment.guid}
              adjustment={adjustment}
              me={me}
              onDecided={onDecided}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
