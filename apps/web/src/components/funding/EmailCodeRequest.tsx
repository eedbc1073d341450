import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { formatTime } from '../../lib/format/time';
import { FormAlert } from '../form/FormAlert';
import { secondaryButtonClasses } from '../form/form-styles';
import { SpinnerIcon } from '../icons';

/** The e-mailed code's request: where it went and until when it works, or why it was not sent. */
export function EmailCodeRequest({
  email,
  expiresAt,
  error,
  sending,
  onSend,
}: {
  email: string;
  /** When the code sent last stops working; undefined before one is sent. */
  expiresAt: string | undefined;
  /** The refused request's error, as RTK Query reports it. */
  error: unknown;
  sending: boolean;
  onSend: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-2">
      {expiresAt !== undefined && (
        <FormAlert tone="success">
          {t('funding.code.sent', {
            email,
            time: formatTime(new Date(expiresAt), i18n.language),
          })}
        </FormAlert>
      )}
      {error !== undefined && (
        <FormAlert tone="error">{describeApiError(apiErrorOf(error), t)}</FormAlert>
      )}
      <button
        type="button"
        onClick={onSend}
        disabled={sending}
        aria-busy={sending}
        className={secondaryButtonClasses}
      >
        {sending && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
        {t(expiresAt !== undefined ? 'funding.code.sendAgain' : 'funding.code.send')}
      </button>
    </div>
  );
}
