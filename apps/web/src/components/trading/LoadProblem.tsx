import { useTranslation } from 'react-i18next';
import { type ApiError, isSignedOut } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { FormAlert } from '../form/FormAlert';
import { secondaryButtonClasses } from '../form/form-styles';

/**
 * A read that failed: what failed, why, and a button to try again. Nothing when the session has
 * ended: the page is leaving for /signin, which says so, and a flash of failed reads on the way
 * would only alarm the customer (and their screen reader).
 */
export function LoadProblem({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: ApiError | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isSignedOut(error)) return null;
  return (
    <FormAlert tone="error">
      <p className="font-semibold">{title}</p>
      {error && <p>{describeApiError(error, t)}</p>}
      <button type="button" onClick={onRetry} className={secondaryButtonClasses}>
        {t('common.retry')}
      </button>
    </FormAlert>
  );
}
