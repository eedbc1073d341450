import type { ExternalBankAccount } from '@maple/contracts';
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
import { formatDateTime } from '../../../lib/format/date-time';
import { useMicroDepositsQuery, useVerifyMicroDepositsMutation } from '../api/banking-api';
import { SandboxStatement } from './SandboxStatement';

const fields = ['first', 'second'] as const;
const centsMessage = 'Enter the deposit in cents, from 1 to 99';

/** A deposit as typed: whole cents from 1 to 99, or why not. */
const centsOf = (text: string): number | undefined => {
  const value = Number(text.trim());
  return /^\d{1,2}$/.test(text.trim()) && value >= 1 ? value : undefined;
};

/** The two micro-deposits' amounts; three tries, then the account fails. */
export function MicroDepositDialog({
  account,
  onClose,
}: {
  account: ExternalBankAccount;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const standing = useMicroDepositsQuery(account.guid);
  const form = useForm({ first: '', second: '' }, fields);
  const [verify, verification] = useVerifyMicroDepositsMutation();
  const [done, setDone] = useState(false);
  const field = (name: (typeof fields)[number]) => {
    const bound = form.field(name);
    return { ...bound, error: bound.error && translateFieldMessage(bound.error, t) };
  };

  const submit = (close: () => void) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const first = centsOf(form.values.first);
    const second = centsOf(form.values.second);
    if (first === undefined || second === undefined) {
      form.showErrors({
        ...(first === undefined ? { first: centsMessage } : {}),
        ...(second === undefined ? { second: centsMessage } : {}),
      });
      return;
    }
    const result = await verify({ guid: account.guid, amounts: [first, second] });
    if (result.error !== undefined) {
      form.showRefusal(apiErrorOf(result.error), []);
      void standing.refetch();
      return;
    }
    setDone(true);
    dispatch(showSuccess(t('microDeposits.verified')));
    close();
  };

  const left = standing.data?.attempts_left ?? 3;
  const expires = standing.data?.expires_at;
  return (
    <ModalDialog title={t('microDeposits.title')} onClose={onClose}>
      {(close) => (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={submit(close)}
          aria-label={t('microDeposits.title')}
          className="space-y-4"
        >
          <p className="text-sm">{t('microDeposits.intro', { count: left })}</p>
          {expires && (
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {t('microDeposits.expires', { date: formatDateTime(expires, i18n.language) })}
            </p>
          )}
          <FailureAlert failure={form.failure} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('microDeposits.first')}
              hint={t('microDeposits.hint')}
              inputMode="numeric"
              maxLength={2}
              {...field('first')}
            />
            <TextField
              label={t('microDeposits.second')}
              inputMode="numeric"
              maxLength={2}
              {...field('second')}
            />
          </div>
          <SubmitButton
            busy={verification.isLoading || done}
            busyLabel={t('microDeposits.submitting')}
          >
            {t('microDeposits.submit')}
          </SubmitButton>
          <SandboxStatement accountGuid={account.guid} />
        </form>
      )}
    </ModalDialog>
  );
}
