import { staffInviteSchema, staffRoleSchema } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../../components/form/EmailField';
import { FailureAlert } from '../../../../components/form/FailureAlert';
import { FormAlert } from '../../../../components/form/FormAlert';
import { panelClasses } from '../../../../components/form/form-styles';
import { SelectField } from '../../../../components/form/SelectField';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { TextField } from '../../../../components/form/TextField';
import { useForm } from '../../../../components/form/use-form';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { validateFields } from '../../../../lib/forms/field-errors';
import { useInviteStaffMutation } from '../api/staff-management-api';

const fields = ['email', 'display_name', 'role'] as const;
const blank = { email: '', display_name: '', role: '' };

/** Invites a member of staff: the server e-mails them the link that sets up their sign-in. */
export function InviteStaffForm() {
  const { t } = useTranslation();
  const form = useForm(blank, fields);
  const [invite, { isLoading }] = useInviteStaffMutation();
  const [invited, setInvited] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    setInvited(null);
    const checked = validateFields(staffInviteSchema, form.values, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await invite(checked.data);
    if (result.data) {
      setInvited(result.data.email);
      for (const name of fields) form.change(name)('');
      return;
    }
    form.showRefusal(apiErrorOf(result.error));
  };

  return (
    <section aria-labelledby="invite-staff" className={panelClasses}>
      <h2 id="invite-staff" className="text-xl font-semibold">
        {t('staffAdmin.invite.title')}
      </h2>
      <form ref={form.formRef} noValidate onSubmit={submit} className="mt-4 space-y-4">
        <FailureAlert failure={form.failure} />
        {invited && (
          <FormAlert tone="success">{t('staffAdmin.invite.invited', { email: invited })}</FormAlert>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <EmailField
            label={t('staffAdmin.invite.email')}
            autoComplete="email"
            {...form.field('email')}
          />
          <TextField
            label={t('staffAdmin.invite.name')}
            autoComplete="off"
            {...form.field('display_name')}
          />
          <SelectField
            label={t('staffAdmin.invite.role')}
            placeholder={t('staffAdmin.invite.rolePlaceholder')}
            options={staffRoleSchema.options.map((role) => ({
              value: role,
              label: t(`staffAdmin.role.${role}`),
            }))}
            {...form.field('role')}
          />
        </div>
        <SubmitButton busy={isLoading} busyLabel={t('staffAdmin.invite.submitting')}>
          {t('staffAdmin.invite.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
