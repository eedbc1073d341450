import type { ExternalBankAccount } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/use-form';
import { apiErrorOf } from '../../../lib/api/api-error';
import { translateFieldMessage } from '../../../lib/errors/field-messages';
import { validateFields } from '../../../lib/forms/field-errors';
import { linkedMessageKey } from '../account-words';
import { useCreateBankAccountMutation } from '../api/banking-api';
import { manualEntryBody, manualEntryFields, manualEntrySchema } from '../manual-entry';
import { AddAccountDialog } from './AddAccountDialog';

const digits = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } as const;

interface FormProps {
  close: () => void;
  awaitApproval: (account: ExternalBankAccount) => void;
}

/**
 * The form's fields and its submission: checked with the contract's rules, sent once per key;
 * the account it adds waits for the customer's approval (goes to `awaitApproval`), or for its
 * micro-deposits.
 */
function useManualEntry({ close, awaitApproval }: FormProps) {
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
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
    if (result.data.state === 'storing') {
      awaitApproval(result.data);
      return;
    }
    dispatch(showSuccess(t(linkedMessageKey(result.data.state))));
    close();
  };
  return { form, field, submit, busy: creation.isLoading };
}

/** The routing details' form. */
function ManualEntryForm(props: FormProps) {
  const { t } = useTranslation();
  const { form, field, submit, busy } = useManualEntry(props);
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
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
      <SubmitButton busy={busy} busyLabel={t('manualEntry.submitting')}>
        {t('manualEntry.submit')}
      </SubmitButton>
    </form>
  );
}

/**
 * Manual entry of Canadian routing details, then the new account's approval (ADR 62); the
 * account then waits for its micro-deposits.
 */
export function ManualEntryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AddAccountDialog title={t('manualEntry.title')} onClose={onClose}>
      {(close, awaitApproval) => <ManualEntryForm close={close} awaitApproval={awaitApproval} />}
    </AddAccountDialog>
  );
}
