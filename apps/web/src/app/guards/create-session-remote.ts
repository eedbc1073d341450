import { apiErrorOf } from '../../lib/api/api-error';
import { lazyWithTimeout } from '../../lib/lazy-with-timeout';
import type { AppDispatch } from '../store';
import type { NewestSession, SessionRemote } from './session-remote';

// The session calls load with the first page that needs them, not with the landing page.
const loadSessionApi = () => lazyWithTimeout(() => import('../../lib/api/session-api'));

/**
 * The real session calls, dispatched through RTK Query so each records its result
 * (docs/product/lifecycles.md). Concurrent regenerations (a navigation and a focus check at once)
 * share one request.
 */
export function createSessionRemote(dispatch: AppDispatch): SessionRemote {
  let regenerating: Promise<string | null> | null = null;

  const regenerate = async (userToken: string, customerGuid: string) => {
    const { sessionApi } = await loadSessionApi();
    const result = await dispatch(
      sessionApi.endpoints.regenerateCustomerToken.initiate(
        { userToken, customerGuid },
        { fixedCacheKey: 'regenerate-customer-token' },
      ),
    );
    return result.data?.at ?? null;
  };

  return {
    regenerateAccessToken(userToken, customerGuid) {
      regenerating ??= regenerate(userToken, customerGuid).finally(() => {
        regenerating = null;
      });
      return regenerating;
    },

    async newestSession(userToken, email): Promise<NewestSession> {
      const { sessionApi } = await loadSessionApi();
      const result = await dispatch(
        sessionApi.endpoints.checkCustomerTokenDuplicate.initiate(
          { userToken, email },
          { fixedCacheKey: 'check-customer-token-duplicate' },
        ),
      );
      if (result.data) return { kind: 'newest', iat: result.data.iat };
      return apiErrorOf(result.error).status === 401
        ? { kind: 'refused' }
        : { kind: 'unavailable' };
    },

    async joinSession() {
      try {
        const { sessionApi } = await loadSessionApi();
        const result = await dispatch(
          sessionApi.endpoints.joinSession.initiate(undefined, { fixedCacheKey: 'join-session' }),
        );
        return result.data ?? null;
      } catch {
        return null;
      }
    },

    async signOut(userToken) {
      try {
        const { sessionApi } = await loadSessionApi();
        await dispatch(
          sessionApi.endpoints.signOut.initiate({ userToken }, { fixedCacheKey: 'signout' }),
        );
      } catch {
        // The session ends in this tab whatever happened; the server expires it in time.
      }
    },
  };
}
