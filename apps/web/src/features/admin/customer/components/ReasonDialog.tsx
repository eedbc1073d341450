import { customerActionRequestSchema } from '@maple/contracts';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/dialog/ModalDialog';
import { FormAlert } from '../../../../components/form/FormAlert';
import { SubmitOrCancel } from '../../../../components/form/SubmitOrCancel';
import { useForm } from '../../../../components/form/use-form';
import type { ApiError } from '../../../../lib/api/api-error';
import { describeApiError } from '../../../../lib/errors/api-error-message';
import { validateFields } from '../../../../lib/forms/field-errors';
import { ReasonField } from '../../compliance/components/ReasonField';

const fields = ['reason'] as const;

/**
 * A native modal (ADR 0007) that asks for the reason recorded with a reveal or an action, then
 * runs it; `onSubmit` answers the refusal, or null when done (the dialog then closes).
 */
export function ReasonDialog({
  title,
  intro,
  submitLabel,
  busyLabel,
  busy,
  forbiddenText,
  onSubmit,
  onClose,
}: {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  forbiddenText: string;
  onSubmit: (reason: string) => Promise<ApiError | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ reason: '' }, fields);

  const submit = async (event: FormEvent<HTMLFormElement>, close: () => void) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(customerActionRequestSchema, form.values, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const refusal = await onSubmit(checked.data.reason);
    if (refusal === null) close();
    else form.showRefusal(refusal);
  };

  return (
    <ModalDialog title={title} onClose={onClose}>
      {(close) => (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={(event) => void submit(event, close)}
          className="space-y-4"
        >
          <div className="text-sm">{intro}</div>
          {form.failure && (
            <FormAlert tone="error">
              {form.failure.status === 403 ? forbiddenText : describeApiError(form.failure, t)}
            </FormAlert>
          )}
          <ReasonField
            label={t('adminCustomer.actions.reason')}
            hint={t('adminCustomer.actions.reasonHint')}
            {...form.field('reason')}
          />
          <SubmitOrCancel busy={busy} busyLabel={busyLabel} onCancel={close}>
            {submitLabel}
          </SubmitOrCancel>
        </form>
      )}
    </ModalDialog>
  );
}
