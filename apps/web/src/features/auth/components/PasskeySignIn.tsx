import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { PasskeySignInChoice } from '../../../components/passkeys/PasskeySignInChoice';
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

/** The other way in at /signin: a passkey instead of the e-mail and password. */
export function PasskeySignIn({ passkey }: { passkey: PasskeySignInState }) {
  return (
    <PasskeySignInChoice
      busy={passkey.busy}
      onPrompt={passkey.withPrompt}
      problem={passkey.problem && <PasskeyProblemAlert problem={passkey.problem} />}
    />
  );
}
