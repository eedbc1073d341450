import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { TextField } from '../../../../components/form/TextField';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { describeApiError } from '../../../../lib/errors/api-error-message';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { ReasonField } from '../../kit/ReasonField';
import { useAssignSuspenseMutation } from '../api/queues-api';

const GUID = /^[0-9a-f]{32}$/;

/**
 * Assigns an e-Transfer in suspense to the customer it belongs to (it becomes their deposit),
 * with the reason recorded in the audit log (5 to 500 characters).
 */
export function AssignDialog({ guid, onClose }: { guid: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [customer, setCustomer] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ customer?: string; reason?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [assign, { isLoading }] = useAssignSuspenseMutation();

  const confirm = async (): Promise<boolean> => {
    setProblem(null);
    const customerGuid = customer.trim().toLowerCase();
    const why = reason.trim();
    const found = {
      customer: GUID.test(customerGuid) ? undefined : t('workQueues.suspense.customerInvalid'),
      reason: why.length < 5 ? t('workQueues.suspense.reasonTooShort') : undefined,
    };
    setErrors(found);
    if (found.customer || found.reason) return false;
    const result = await assign({ guid, customer_guid: customerGuid, reason: why });
    if (!result.error) return true;
    setProblem(describeApiError(apiErrorOf(result.error), t));
    return false;
  };

  return (
    <ConfirmDialog
      title={t('workQueues.suspense.assignTitle')}
      submitLabel={t('workQueues.suspense.assign')}
      busyLabel={t('workQueues.decision.recording')}
      busy={isLoading}
      onConfirm={confirm}
      onClose={onClose}
    >
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      <TextField
        label={t('workQueues.suspense.customer')}
        hint={t('workQueues.suspense.customerHint')}
        value={customer}
        onValueChange={setCustomer}
        error={errors.customer}
        autoComplete="off"
        spellCheck={false}
      />
      <ReasonField
        label={t('workQueues.decision.reason')}
        hint={t('workQueues.decision.reasonHint')}
        value={reason}
        onValueChange={setReason}
        error={errors.reason}
      />
    </ConfirmDialog>
  );
}
