import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { SpinnerIcon } from '../../../components/icons';
import { describeApiError } from '../../../lib/errors/api-error-message';
import type { PasskeySignInState } from '../hooks/use-passkey-sign-in';
import type { PasskeyProblem } from '../passkey-problem';

const problemKeys = {
  cancelled: 'passkeys.signIn.cancelled',
  unknown: 'passkeys.signIn.unknown',
  locked: 'auth.signIn.locked',
  unverified: 'auth.signIn.unverified',
  expired: 'passkeys.signIn.expired',
  failed: 'passkeys.signIn.failed',
} as const;

/** Why the passkey did not sign in; a cancelled prompt is said calmly, as information. */
function PasskeyProblemAlert({ problem }: { problem: PasskeyProblem }) {
  const { t } = useTranslation();
  if (typeof problem === 'object') {
    return <FormAlert tone="error">{describeApiError(problem.error, t)}</FormAlert>;
  }
  return (
    <FormAlert tone={problem === 'cancelled' ? 'info' : 'error'}>
      {t(problemKeys[problem])}
    </FormAlert>
  );
}

/**
 * The other way in: a passkey instead of the e-mail and password. Offered only where the browser
 * can use one; what went wrong shows here, whether it came from the button or the autofill.
 */
export function PasskeySignIn({ passkey }: { passkey: PasskeySignInState }) {
  const { t } = useTranslation();
  if (!browserSupportsWebAuthn()) return null;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-3 text-sm text-gray-600 dark:text-gray-400">
        <span aria-hidden="true" className="h-px flex-1 bg-gray-200 dark:bg-gray-800" />
        {t('passkeys.signIn.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-gray-200 dark:bg-gray-800" />
      </p>
      {passkey.problem && <PasskeyProblemAlert problem={passkey.problem} />}
      <button
        type="button"
        onClick={passkey.withPrompt}
        disabled={passkey.busy}
        aria-busy={passkey.busy}
        className={`w-full ${secondaryButtonClasses}`}
      >
        {passkey.busy && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
        {t(passkey.busy ? 'passkeys.signIn.busy' : 'passkeys.signIn.button')}
      </button>
    </div>
  );
}
