import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { PasskeySignInChoice } from '../../../../components/passkeys/PasskeySignInChoice';
import { describeApiError } from '../../../../lib/errors/api-error-message';
import type { AdminPasskeyProblem } from '../admin-passkey-problem';
import type { AdminPasskeySignInState } from '../use-admin-passkey-sign-in';

const problemKeys = {
  cancelled: 'admin.signIn.passkey.cancelled',
  unknown: 'admin.signIn.passkey.unknown',
  locked: 'admin.signIn.locked',
  expired: 'admin.signIn.passkey.expired',
  failed: 'admin.signIn.passkey.failed',
} as const;

/** Why the passkey did not sign in; a cancelled prompt is said calmly, as information. */
function ProblemAlert({ problem }: { problem: AdminPasskeyProblem }) {
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

/** The other way in at /admin/signin: a passkey instead of the password and code. */
export function AdminPasskeySignIn({ passkey }: { passkey: AdminPasskeySignInState }) {
  return (
    <PasskeySignInChoice
      busy={passkey.busy}
      onPrompt={passkey.withPrompt}
      problem={passkey.problem && <ProblemAlert problem={passkey.problem} />}
    />
  );
}
