import { type Adjustment, adjustmentDecisionSchema } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/dialog/ModalDialog';
import { FailureAlert } from '../../../../components/form/FailureAlert';
import { SubmitOrCancel } from '../../../../components/form/SubmitOrCancel';
import { useForm } from '../../../../components/form/use-form';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { validateFields } from '../../../../lib/forms/field-errors';
import { ReasonField } from '../../compliance/components/ReasonField';
import { useDecideAdjustmentMutation } from '../api/adjustments-api';

const fields = ['reason'] as const;

/** The decision's form and call; the dialog closes once it is recorded. */
function useDecision(
  adjustment: Adjustment,
  decision: 'approve' | 'reject',
  onDecided: (message: string) => void,
) {
  const { t } = useTranslation();
  const form = useForm({ reason: '' }, fields);
  const [decide, { isLoading }] = useDecideAdjustmentMutation();
  const [closing, setClosing] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>, close: () => void) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(adjustmentDecisionSchema, form.values, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await decide({ guid: adjustment.guid, decision, reason: checked.data.reason });
    if (result.data) {
      setClosing(true);
      onDecided(t(`adjustments.decide.${decision === 'approve' ? 'approved' : 'rejected'}`));
      close();
      return;
    }
    form.showRefusal(apiErrorOf(result.error));
  };
  return { form, submit, busy: isLoading || closing };
}

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
  const { form, submit, busy } = useDecision(adjustment, decision, onDecided);
  const title =
    decision === 'approve'
      ? t('adjustments.decide.titleApprove')
      : t('adjustments.decide.titleReject');

  return (
    <ModalDialog title={title} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          ref={form.formRef}
          onSubmit={(event) => void submit(event, close)}
          className="space-y-4"
        >
          <p className="text-sm">
            {t('adjustments.decide.summary', {
              direction: t(`adjustments.direction.${adjustment.direction}`),
              amount,
              customer: adjustment.customer_guid,
            })}
          </p>
          <FailureAlert failure={form.failure} />
          <ReasonField
            label={t('adjustments.decide.reason')}
            hint={t('adjustments.decide.reasonHint')}
            {...form.field('reason')}
          />
          <SubmitOrCancel
            busy={busy}
            busyLabel={t('adjustments.decide.confirming')}
            onCancel={close}
          >
            {t('adjustments.decide.confirm')}
          </SubmitOrCancel>
        </form>
      )}
    </ModalDialog>
  );
}
