import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/loader/LoadingStatus';
import { PanelSection } from '../../../components/page/PanelSection';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useFocusAfter } from '../../../lib/forms/use-focus-after';
import { useSignInMethodsQuery } from '../api/sign-in-methods-api';
import { ChangePasswordSteps } from './ChangePasswordSteps';
import { RemovePassword } from './RemovePassword';
import { SetPasswordForm } from './SetPasswordForm';

type Methods = ReturnType<typeof useSignInMethodsQuery>;

/**
 * What the section holds for the account's ways in: with a password, changing it and removing it
 * (when its passkeys are enough); without one, setting one again. Should the ways in not load,
 * the password can still be changed, and the removal says why it is missing.
 */
function PasswordBody({ methods, onChanged }: { methods: Methods; onChanged: () => void }) {
  const { t } = useTranslation();
  if (methods.isLoading) {
    return <LoadingStatus />;
  }
  if (methods.data?.has_password === false) return <SetPasswordForm onSet={onChanged} />;
  return (
    <>
      <ChangePasswordSteps onChanged={onChanged} />
      {methods.data ? (
        <RemovePassword removable={methods.data.removable.password} onRemoved={onChanged} />
      ) : (
        <LoadProblem
          title={t('settings.password.loadFailed')}
          error={methods.error === undefined ? null : apiErrorOf(methods.error)}
          onRetry={() => void methods.refetch()}
        />
      )}
    </>
  );
}

/**
 * The password (docs/decisions/0057-passwordless-accounts.md): changed with a one-time code,
 * removed once two passkeys, or one and recovery codes, can stand in for it, and set again on a
 * passwordless account with a passkey. Focus goes to the heading when the content changes under
 * the customer.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const methods = useSignInMethodsQuery();
  const heading = useFocusAfter<HTMLHeadingElement>();
  const passwordless = methods.data?.has_password === false;
  return (
    <PanelSection
      title={t('settings.password.title')}
      description={t(
        passwordless
          ? 'settings.password.descriptionPasswordless'
          : 'settings.password.description',
      )}
      headingRef={heading.ref}
    >
      <PasswordBody methods={methods} onChanged={heading.focusNext} />
    </PanelSection>
  );
}
