import type { SandboxBankLink } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import type { ApiError } from '../../../lib/api/api-error';

/** The sandbox screen's last step: which of the sandbox user's accounts to link. */
export function AccountChoice({
  link,
  busy,
  failure,
  onChoose,
}: {
  link: SandboxBankLink;
  busy: boolean;
  failure: ApiError | null;
  onChoose: (accountId: string) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === '') setError(t('bankLink.accountRequired'));
    else onChoose(chosen);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4"
      aria-label={t('bankLink.chooseAccount')}
    >
      <FailureAlert failure={failure} />
      <RadioGroupField
        name="account"
        legend={t('bankLink.chooseAccount')}
        value={chosen}
        onValueChange={(value) => {
          setChosen(value);
          setError(undefined);
        }}
        error={error}
        options={link.accounts.map((account) => ({
          value: account.account_id,
          label: t('bankLink.accountLabel', {
            type: t(`bankLink.types.${account.type}`),
            mask: account.mask,
            holder: account.holder_name,
          }),
        }))}
      />
      <SubmitButton busy={busy} busyLabel={t('bankLink.linking')}>
        {t('bankLink.linkAccount')}
      </SubmitButton>
    </form>
  );
}
