import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/use-form';
import { apiErrorOf } from '../../../lib/api/api-error';
import { translateFieldMessage } from '../../../lib/errors/field-messages';
import { validateFields } from '../../../lib/forms/field-errors';
import { useCreateBankAccountMutation } from '../api/banking-api';
import { manualEntryBody, manualEntryFields, manualEntrySchema } from '../manual-entry';

const digits = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } as const;

/** Manual entry of Canadian routing details; the account then waits for its micro-deposits. */
export function ManualEntryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const form = useForm({ name: '', institution: '', transit: '', account: '' }, manualEntryFields);
  const [create, creation] = useCreateBankAccountMutation();
  // One key per dialog: a retried submission never adds the account twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const field = (name: (typeof manualEntryFields)[number]) => {
    const bound = form.field(name);
    return { ...bound, error: bound.error && translateFieldMessage(bound.error, t) };
  };

  const submit = (close: () => void) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(manualEntrySchema, form.values, manualEntryFields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await create({ ...manualEntryBody(checked.data), idempotencyKey });
    if (result.error !== undefined) {
      form.showRefusal(apiErrorOf(result.error), []);
      return;
    }
    dispatch(showSuccess(t('bankAccounts.linkedUnverified')));
    close();
  };

  return (
    <ModalDialog title={t('manualEntry.title')} onClose={onClose}>
      {(close) => (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={submit(close)}
          aria-label={t('manualEntry.title')}
          className="space-y-4"
        >
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('manualEntry.intro')}</p>
          <FailureAlert failure={form.failure} />
          <TextField
            label={t('manualEntry.name')}
            hint={t('manualEntry.nameHint')}
            {...field('name')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('manualEntry.institution')}
              hint={t('manualEntry.institutionHint')}
              maxLength={3}
              {...digits}
              {...field('institution')}
            />
            <TextField
              label={t('manualEntry.transit')}
              hint={t('manualEntry.transitHint')}
              maxLength={5}
              {...digits}
              {...field('transit')}
            />
          </div>
          <TextField
            label={t('manualEntry.account')}
            hint={t('manualEntry.accountHint')}
            maxLength={12}
            {...digits}
            {...field('account')}
          />
          <SubmitButton busy={creation.isLoading} busyLabel={t('manualEntry.submitting')}>
            {t('manualEntry.submit')}
          </SubmitButton>
        </form>
      )}
    </ModalDialog>
  );
}
