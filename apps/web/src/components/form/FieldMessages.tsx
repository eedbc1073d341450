import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '../../lib/errors/field-messages';
import { errorClasses, hintClasses } from './form-styles';

/** A field's hint and error, with the ids its control points at. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string | undefined;
  hintId: string;
  error?: string | undefined;
  errorId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {hint && (
        <p id={hintId} className={hintClasses}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClasses}>
          {translateFieldMessage(error, t)}
        </p>
      )}
    </>
  );
}
