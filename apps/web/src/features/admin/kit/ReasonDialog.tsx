import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { useForm } from '../../../components/form/use-form';
import type { ApiError } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { type Parser, validateFields } from '../../../lib/forms/field-errors';
import { ConfirmDialog } from './ConfirmDialog';
import { ReasonField } from './ReasonField';

const fields = ['reason'] as const;

/** The reason a dialog asks for: its words, and the contract's rule for it. */
export interface ReasonInput {
  label: string;
  hint: string;
  schema: Parser<{ reason: string }>;
}

/**
 * The back office's confirm-with-reason dialog: the confirm dialog saying what will happen
 * (`intro`) and asking for the reason the audit log records, checked by the contract's rule,
 * before it runs the action; `onSubmit` answers the refusal, or null when done (the dialog then
 * closes). A 403 is said in the caller's words (`forbiddenText`) when it has them.
 */
export function ReasonDialog({
  title,
  intro,
  submitLabel,
  busyLabel,
  reason,
  busy,
  forbiddenText,
  onSubmit,
  onClose,
}: {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  busyLabel: string;
  reason: ReasonInput;
  busy: boolean;
  forbiddenText?: string;
  onSubmit: (reason: string) => Promise<ApiError | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ reason: '' }, fields);

  const confirm = async (): Promise<boolean> => {
    form.setFailure(null);
    const checked = validateFields(reason.schema, form.values, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return false;
    }
    const refusal = await onSubmit(checked.data.reason);
    if (refusal === null) return true;
    form.showRefusal(refusal);
    return false;
  };

  return (
    <ConfirmDialog
      title={title}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      busy={busy}
      formRef={form.formRef}
      onConfirm={confirm}
      onClose={onClose}
    >
      <div className="text-sm">{intro}</div>
      {form.failure && (
        <FormAlert tone="error">
          {form.failure.status === 403 && forbiddenText
            ? forbiddenText
            : describeApiError(form.failure, t)}
        </FormAlert>
      )}
      <ReasonField label={reason.label} hint={reason.hint} {...form.field('reason')} />
    </ConfirmDialog>
  );
}
