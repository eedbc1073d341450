import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { FormAlert } from '../form/FormAlert';
import { secondaryButtonClasses } from '../form/form-styles';

/** A read that failed: what failed, why, and a button to try again. */
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
