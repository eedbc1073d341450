import { useNavigate, useSearchParams } from 'react-router';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { paths } from '../../../lib/routing/paths';
import {
  announceToOtherTabs,
  safeNext,
  signinParams,
  storeCustomerSession,
} from '../../../lib/session';
import { useGenerateCustomerTokenMutation } from '../api/auth-api';

/**
 * The last step of every sign-in: the identity token (held in memory only) is exchanged for the
 * customer tokens, which are stored (docs/product/data.md) before the page the customer asked for
 * opens (the dashboard when none). The browser's other tabs join the new session (ADR 41).
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [exchange, { isLoading }] = useGenerateCustomerTokenMutation();

  const finish = async (idToken: string): Promise<ApiError | null> => {
    const result = await exchange({ idToken });
    if (!result.data) return apiErrorOf(result.error);
    const tokens = result.data;
    storeCustomerSession({
      guid: tokens.guid,
      accessToken: tokens.at,
      userToken: tokens.ut,
      email: tokens.email,
      displayName: tokens.display_name,
    });
    announceToOtherTabs('signed-in');
    await navigate(safeNext(search.get(signinParams.next)) ?? paths.dashboard, { replace: true });
    return null;
  };

  return { finish, finishing: isLoading };
}

export type FinishSignIn = ReturnType<typeof useFinishSignIn>;
