import { useNavigate } from 'react-router';
import { apiErrorOf } from '../../../lib/api/api-error';
import { usePasskeySignIn } from '../../../lib/passkeys/use-passkey-sign-in';
import { paths } from '../../../lib/routing/paths';
import { storeAdminToken } from '../../../lib/session';
import {
  type AdminPasskeyProblem,
  adminPasskeyCeremonyProblemOf,
  adminPasskeyRefusalOf,
} from './admin-passkey-problem';
import {
  useAdminPasskeySignInOptionsMutation,
  useAdminSignInWithPasskeyMutation,
} from './api/admin-auth-api';

/**
 * A staff member's passkey sign-in at /admin/signin (ADR 56), from the button or the e-mail
 * field's suggestions: the admin token it earns is kept and the back office opens, as after the
 * password and code.
 */
export function useAdminPasskeySignIn() {
  const navigate = useNavigate();
  const [openCeremony] = useAdminPasskeySignInOptionsMutation();
  const [signIn] = useAdminSignInWithPasskeyMutation();
  return usePasskeySignIn<AdminPasskeyProblem>({
    openCeremony: () => openCeremony(),
    send: async (sessionInfo, credential) => {
      const result = await signIn({ session_info: sessionInfo, credential });
      if (!result.data) return adminPasskeyRefusalOf(apiErrorOf(result.error));
      storeAdminToken(result.data.a_at);
      await navigate(paths.adminCustomers, { replace: true });
      return null;
    },
    unavailable: (error) => ({ error }),
    unanswered: adminPasskeyCeremonyProblemOf,
  });
}

export type AdminPasskeySignInState = ReturnType<typeof useAdminPasskeySignIn>;
