import {
  type Passkey,
  type PasskeyRenameRequest,
  passkeyRenameRequestSchema,
} from '@maple/contracts';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { apiErrorOf } from '../../lib/api/api-error';
import { validateFields } from '../../lib/forms/field-errors';
import { showError, showSuccess } from '../alert/alert-slice';
import { FailureAlert } from '../form/FailureAlert';
import { SubmitOrCancel } from '../form/SubmitOrCancel';
import { TextField } from '../form/TextField';
import { useForm } from '../form/use-form';
import { isGone } from './passkey-refusals';

const fields = ['name'] as const;

/** What renames a passkey of this account: the customer's own call, or a staff member's. */
export type RenamePasskey = (
  request: PasskeyRenameRequest & { id: string },
) => Promise<{ data?: Passkey; error?: unknown }>;

/**
 * Renaming in place: the name's field, labelled, with Save and Cancel. The customer's settings
 * and the back office's account page pass their own call.
 */
export function RenamePasskeyForm({
  passkey,
  rename,
  busy,
  onDone,
  onGone,
}: {
  passkey: Passkey;
  rename: RenamePasskey;
  busy: boolean;
  /** Renamed or cancelled: the item shows its name again. */
  onDone: () => void;
  /** Removed meanwhile (elsewhere): the item leaves the refreshed list. */
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const form = useForm({ name: passkey.name }, fields);
  const { formRef } = form;

  // The field takes the place of the name and the button that opened it; typing replaces the name.
  useEffect(() => {
    const field = formRef.current?.querySelector('input');
    field?.focus();
    field?.select();
  }, [formRef]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(passkeyRenameRequestSchema, form.values, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await rename({ id: passkey.id, ...checked.data });
    if (result.data) {
      dispatch(showSuccess(t('passkeys.settings.renamed', { name: result.data.name })));
      onDone();
      return;
    }
    const error = apiErrorOf(result.error);
    if (!isGone(error)) {
      form.showRefusal(error);
      return;
    }
    // The list refreshes without it; the top alert says why it went.
    dispatch(showError(t('passkeys.settings.gone')));
    onGone();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-3">
      <FailureAlert failure={form.failure} />
      <TextField
        label={t('passkeys.settings.nameLabel')}
        autoComplete="off"
        maxLength={60}
        required
        {...form.field('name')}
      />
      <SubmitOrCancel busy={busy} busyLabel={t('passkeys.settings.saving')} onCancel={onDone}>
        {t('passkeys.settings.save')}
      </SubmitOrCancel>
    </form>
  );
}
