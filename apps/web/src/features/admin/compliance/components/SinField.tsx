import { revealSinRequestSchema } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/dialog/ModalDialog';
import { FormAlert } from '../../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { SubmitOrCancel } from '../../../../components/form/SubmitOrCancel';
import { useForm } from '../../../../components/form/use-form';
import { type ApiError, apiErrorOf } from '../../../../lib/api/api-error';
import { describeApiError } from '../../../../lib/errors/api-error-message';
import { validateFields } from '../../../../lib/forms/field-errors';
import { ReasonField } from '../../kit/ReasonField';
import { useRevealSinMutation } from '../api/review-api';

const fields = ['reason'] as const;

/**
 * Asks why the SIN is needed, then reveals it. The answer is handed to the caller and the
 * mutation's record is dropped at once, so the number never stays in the store.
 */
function RevealSinDialog({
  guid,
  onRevealed,
  onClose,
}: {
  guid: string;
  onRevealed: (sin: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ reason: '' }, fields);
  const [reveal, { isLoading, reset }] = useRevealSinMutation();

  const submit = async (event: FormEvent<HTMLFormElement>, close: () => void) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(revealSinRequestSchema, form.values, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await reveal({ guid, reason: checked.data.reason });
    reset();
    if (result.data) {
      onRevealed(result.data.sin);
      close();
      return;
    }
    form.showRefusal(apiErrorOf(result.error));
  };

  const failureText = (failure: ApiError) =>
    failure.status === 403 ? t('compliance.sin.forbidden') : describeApiError(failure, t);

  return (
    <ModalDialog title={t('compliance.sin.dialogTitle')} onClose={onClose}>
      {(close) => (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={(event) => void submit(event, close)}
          className="space-y-4"
        >
          <p className="text-sm">{t('compliance.sin.dialogIntro')}</p>
          {form.failure && <FormAlert tone="error">{failureText(form.failure)}</FormAlert>}
          <ReasonField
            label={t('compliance.sin.reason')}
            hint={t('compliance.sin.reasonHint')}
            {...form.field('reason')}
          />
          <SubmitOrCancel
            busy={isLoading}
            busyLabel={t('compliance.sin.submitting')}
            onCancel={close}
          >
            {t('compliance.sin.submit')}
          </SubmitOrCancel>
        </form>
      )}
    </ModalDialog>
  );
}

/**
 * The SIN, masked; staff allowed to may reveal it for this view only. The revealed number lives
 * in this component's state and goes when the reviewer hides it or leaves the page.
 */
export function SinField({
  guid,
  masked,
  canReveal,
}: {
  guid: string;
  masked: string;
  canReveal: boolean;
}) {
  const { t } = useTranslation();
  const [sin, setSin] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="font-mono tabular-nums">{sin ?? masked}</span>
      {canReveal &&
        (sin === null ? (
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setAsking(true)}
            className={secondaryButtonClasses}
          >
            {t('compliance.sin.reveal')}
          </button>
        ) : (
          <button type="button" onClick={() => setSin(null)} className={secondaryButtonClasses}>
            {t('compliance.sin.hide')}
          </button>
        ))}
      {asking && (
        <RevealSinDialog guid={guid} onRevealed={setSin} onClose={() => setAsking(false)} />
      )}
    </div>
  );
}
