import { type Adjustment, adjustmentDecisionSchema } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { ReasonDialog } from '../../kit/ReasonDialog';
import { useDecideAdjustmentMutation } from '../api/adjustments-api';

/** The checker's decision on one adjustment, with the reason the audit log records. */
export function DecideAdjustmentDialog({
  adjustment,
  decision,
  amount,
  onDecided,
  onClose,
}: {
  adjustment: Adjustment;
  decision: 'approve' | 'reject';
  /** The amount as the table shows it. */
  amount: string;
  onDecided: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [decide, { isLoading }] = useDecideAdjustmentMutation();
  return (
    <ReasonDialog
      title={t(`adjustments.decide.${decision === 'approve' ? 'titleApprove' : 'titleReject'}`)}
      intro={t('adjustments.decide.summary', {
        direction: t(`adjustments.direction.${adjustment.direction}`),
        amount,
        customer: adjustment.customer_guid,
      })}
      submitLabel={t('adjustments.decide.confirm')}
      busyLabel={t('adjustments.decide.confirming')}
      reason={{
        label: t('adjustments.decide.reason'),
        hint: t('adjustments.decide.reasonHint'),
        schema: adjustmentDecisionSchema,
      }}
      busy={isLoading}
      onSubmit={async (reason) => {
        const result = await decide({ guid: adjustment.guid, decision, reason });
        if (result.error) return apiErrorOf(result.error);
        onDecided(t(`adjustments.decide.${decision === 'approve' ? 'approved' : 'rejected'}`));
        return null;
      }}
      onClose={onClose}
    />
  );
}
