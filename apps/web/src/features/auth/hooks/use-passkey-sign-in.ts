import type { AuthenticationCredential } from '@maple/contracts';
import { apiErrorOf } from '../../../lib/api/api-error';
import { usePasskeySignIn as useDoorPasskeySignIn } from '../../../lib/passkeys/use-passkey-sign-in';
import { usePasskeySignInOptionsMutation, useSignInWithPasskeyMutation } from '../api/auth-api';
import {
  type PasskeyProblem,
  passkeyCeremonyProblemOf,
  passkeyRefusalOf,
} from '../passkey-problem';
import type { FinishSignIn } from './use-finish-sign-in';

interface SignInSteps {
  finishSignIn: FinishSignIn;
  onMfaRequired: (mfaToken: string) => void;
}

/**
 * Sends the signed challenge, then finishes as the password sign-in does. Answers null when the
 * sign-in went on (signed in, or on to the code step: the page is on its way out), else why not.
 */
function useSendSignedChallenge({ finishSignIn, onMfaRequired }: SignInSteps) {
  const [signIn] = useSignInWithPasskeyMutation();
  return async (
    sessionInfo: string,
    credential: AuthenticationCredential,
  ): Promise<PasskeyProblem | null> => {
    const result = await signIn({ session_info: sessionInfo, credential });
    if (!result.data) return passkeyRefusalOf(apiErrorOf(result.error));
    if (result.data.status === 'mfa_required') {
      onMfaRequired(result.data.mfa_token);
      return null;
    }
    const exchangeError = await finishSignIn.finish(result.data.id_token);
    return exchangeError && { error: exchangeError };
  };
}

/** The customer's passkey sign-in at /signin (the prompt and the autofill: lib/passkeys). */
export function usePasskeySignIn(steps: SignInSteps) {
  const [openCeremony] = usePasskeySignInOptionsMutation();
  return useDoorPasskeySignIn<PasskeyProblem>({
    openCeremony: () => openCeremony(),
    send: useSendSignedChallenge(steps),
    unavailable: (error) => ({ error }),
    unanswered: passkeyCeremonyProblemOf,
  });
}

export type PasskeySignInState = ReturnType<typeof usePasskeySignIn>;
