import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { SpinnerIcon } from '../../../components/icons';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { useGenerateEmailLinkMutation } from '../api/auth-api';

/** "Send the link again" for an address not confirmed yet (generate-email-link). */
export function ResendLinkButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const [resend, { isLoading, isSuccess, error }] = useGenerateEmailLinkMutation();

  if (isSuccess) return <p role="status">{t('auth.signIn.linkSent')}</p>;
  return (
    <>
      <button
        type="button"
        onClick={() => void resend({ email })}
        disabled={isLoading}
        aria-busy={isLoading}
        className={`${secondaryButtonClasses} bg-white dark:bg-gray-900`}
      >
        {isLoading && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
        {t('auth.signIn.resendLink')}
      </button>
      {error && <p>{describeApiError(apiErrorOf(error), t)}</p>}
    </>
  );
}
