import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { FormAlert } from './FormAlert';

/** A form's failure in the words screens use for a failed call; nothing while there is none. */
export function FailureAlert({ failure }: { failure: ApiError | null }) {
  const { t } = useTranslation();
  return failure && <FormAlert tone="error">{describeApiError(failure, t)}</FormAlert>;
}
