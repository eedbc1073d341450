import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { primaryButtonClasses, secondaryButtonClasses } from '../../../components/form/form-styles';
import { SpinnerIcon } from '../../../components/icons';
import { LoadingStatus } from '../../../components/loader/LoadingStatus';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import type { useMfaStatusQuery } from '../../../lib/security/mfa-api';
import { TotpStatus } from './TotpStatus';

/**
 * The two-step section at rest: whether an authenticator app is set up, and the button that sets
 * one up or removes it (or why the status could not be read, or why a passwordless account keeps
 * it: its recovery codes are a way in).
 */
export function TwoFactorOverview({
  status,
  removable,
  sentHere,
  startError,
  starting,
  onSetUp,
  onRemove,
}: {
  status: ReturnType<typeof useMfaStatusQuery>;
  /** Whether turning it off leaves the account a way in (sign-in-methods). */
  removable: boolean;
  /** Opened with `?next=`: the customer is told they go back once it is set up. */
  sentHere: boolean;
  /** Why starting an enrolment was refused, undefined when it was not. */
  startError: unknown;
  starting: boolean;
  onSetUp: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  if (status.isLoading) {
    return <LoadingStatus />;
  }
  if (!status.data) {
    return (
      <FormAlert tone="error">
        <p>{describeApiError(apiErrorOf(status.error), t)}</p>
        <button
          type="button"
          onClick={() => void status.refetch()}
          className={secondaryButtonClasses}
        >
          {t('common.retry')}
        </button>
      </FormAlert>
    );
  }
  return (
    <div className="space-y-4">
      <TotpStatus status={status.data} />
      {sentHere && !status.data.totp_enrolled && (
        <p className="text-sm">{t('settings.totp.returnAfter')}</p>
      )}
      {startError !== undefined && (
        <FormAlert tone="error">{describeApiError(apiErrorOf(startError), t)}</FormAlert>
      )}
      {status.data.totp_enrolled && !removable && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('settings.totp.removeBlocked')}
        </p>
      )}
      {status.data.totp_enrolled ? (
        removable && (
          <button type="button" onClick={onRemove} className={secondaryButtonClasses}>
            {t('settings.totp.remove')}
          </button>
        )
      ) : (
        <button
          type="button"
          onClick={onSetUp}
          disabled={starting}
          aria-busy={starting}
          className={primaryButtonClasses}
        >
          {starting && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
          {t('settings.totp.setUp')}
        </button>
      )}
    </div>
  );
}
