import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';
import { useForm } from '../../../components/form/use-form';
import type { ApiError } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { type Parser, validateFields } from '../../../lib/forms/field-errors';
import { ReasonField } from './ReasonField';

const fields = ['reason'] as const;

/** The reason a dialog asks for: its words, and the contract's rule for it. */
export interface ReasonInput {
  label: string;
  hint: string;
  schema: Parser<{ reason: string }>;
}

/**
 * The back office's one confirm-with-reason dialog: a native modal (ADR 0007) that says what
 * will happen (`intro`), asks for the reason the audit log records, then runs the action;
 * `onSubmit` answers the refusal, or null when done (the dialog then closes). A 403 is said in
 * the caller's words (`forbiddenText`) when it has them.
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

  const submit = async (event: FormEvent<HTMLFormElement>, close: () => void) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(reason.schema, form.values, fields);
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
              {form.failure.status === 403 && forbiddenText
                ? forbiddenText
                : describeApiError(form.failure, t)}
            </FormAlert>
          )}
          <ReasonField label={reason.label} hint={reason.hint} {...form.field('reason')} />
          <SubmitOrCancel busy={busy} busyLabel={busyLabel} onCancel={close}>
            {submitLabel}
          </SubmitOrCancel>
        </form>
      )}
    </ModalDialog>
  );
}
