import {
  type Language,
  languageSchema,
  staffInviteSchema,
  staffRoleSchema,
} from '@maple/contracts';
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
import { ChoiceGroup } from '../../../../components/trading/ChoiceGroup';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { validateFields } from '../../../../lib/forms/field-errors';
import { useInviteStaffMutation } from '../api/staff-management-api';

const fields = ['email', 'display_name', 'role'] as const;
const blank = { email: '', display_name: '', role: '' };
/** Their e-mails' language; English unless the admin picks French. */
const defaultLanguage: Language = 'en-CA';

function LanguageChoice({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      legend={t('staffAdmin.invite.language')}
      choices={languageSchema.options.map((language) => ({
        value: language,
        label: t(`staffAdmin.language.${language}`),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}

/**
 * Invites a member of staff: the server e-mails them the link that sets up their sign-in, in
 * the language chosen here.
 */
export function InviteStaffForm() {
  const { t } = useTranslation();
  const form = useForm(blank, fields);
  const [invite, { isLoading }] = useInviteStaffMutation();
  const [invited, setInvited] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>(defaultLanguage);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    setInvited(null);
    const checked = validateFields(staffInviteSchema, { ...form.values, language }, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await invite(checked.data);
    if (result.data) {
      setInvited(result.data.email);
      for (const name of fields) form.change(name)('');
      setLanguage(defaultLanguage);
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
        <LanguageChoice value={language} onChange={setLanguage} />
        <SubmitButton busy={isLoading} busyLabel={t('staffAdmin.invite.submitting')}>
          {t('staffAdmin.invite.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
