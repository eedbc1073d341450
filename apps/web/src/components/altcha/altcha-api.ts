import { api } from '../../lib/api/api';
import { type AltchaChallenge, parseAltchaChallenge } from './altcha-challenge';

/**
 * `GET /identity/altcha`: a fresh signed challenge each time (each solution is accepted once),
 * so it is fetched on demand rather than cached like a query.
 */
export const altchaApi = api.injectEndpoints({
  endpoints: (build) => ({
    fetchAltchaChallenge: build.mutation<AltchaChallenge | null, void>({
      query: () => ({ url: '/identity/altcha', auth: 'none', bare: true }),
      transformResponse: parseAltchaChallenge,
    }),
  }),
});
