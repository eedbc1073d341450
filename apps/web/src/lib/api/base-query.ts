import { preciseCodesPreference } from '@maple/contracts';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { i18n } from '../i18n';
import { sessionKeys } from '../session/keys';
import { reportCustomerSessionRefused } from '../session/session-events';
import { readItem } from '../session/storage';
import { type ApiError, invalidResponse, signedOutCode, toApiError } from './api-error';
import { readLosslessly } from './lossless';

/**
 * Which credential a call carries (docs/product/roles.md): none, the user token `ut` (secured
 * own-backend calls), the platform access token `at` (/api), the admin token `a_at`, or a token the
 * caller holds in memory (the identity token of a sign-in, docs/product/overview.md).
 */
export type ApiAuth = 'none' | 'user' | 'access' | 'admin' | { bearer: string };

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  auth: ApiAuth;
  /** The answer is not wrapped in `{ data }` (the bot-check challenge is served bare). */
  bare?: true;
  /**
   * A platform (/api, Cybrid-compatible) call: the answer is bare and read losslessly, since its
   * integer amounts may exceed 2^53 (integers arrive as bigint; the endpoint's schema turns them
   * into strings before they reach the store).
   */
  platform?: true;
  /** Extra request headers (an Idempotency-Key, the type of a file sent as the body). */
  headers?: Record<string, string>;
}

const storedTokenKey = {
  user: sessionKeys.userToken,
  access: sessionKeys.accessToken,
  admin: sessionKeys.adminToken,
} as const;

export function bearerOf(auth: ApiAuth): string | null {
  if (auth === 'none') return null;
  if (typeof auth === 'object') return auth.bearer;
  return readItem('session', storedTokenKey[auth]);
}

/**
 * Calls made with the stored customer tokens: a 401 on them ends the session
 * (docs/product/lifecycles.md).
 */
const isCustomerCall = (auth: ApiAuth): boolean => auth === 'user' || auth === 'access';

/**
 * A customer call once the session has ended (its tokens are gone): not sent. The reset that ends
 * a session refetches what the page still shows before the router leaves it; sent bare, each call
 * would be refused and re-run the guard, delaying the way out to /signin.
 */
const signedOut = (): ApiError => ({
  kind: 'http',
  status: 401,
  message: i18n.t('session.customerExpired'),
  code: signedOutCode,
  details: [],
});

const isEnvelope = (body: unknown): body is { data: unknown } =>
  typeof body === 'object' &&
  body !== null &&
  Object.keys(body).length === 1 &&
  Object.hasOwn(body, 'data');

const requestTimeoutMs = 30_000;

// The server that serves the app answers its calls: same origin, so no CORS and the CSP's
// `connect-src 'self'` holds. Absolute, so requests build the same in every environment.
const fetchJson = fetchBaseQuery({ baseUrl: window.location.origin, timeout: requestTimeoutMs });

/**
 * The base query of every own-backend call: adds the bearer token, the reader's language and the
 * preference for precise refusal codes, unwraps `{ data }` (docs/product/sessions.md), and turns
 * every failure into an {@link ApiError}.
 */
export const baseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (
  { url, method = 'GET', body, auth, bare, platform, headers: extraHeaders },
  api,
  extraOptions: object,
) => {
  // The app says each refusal in the reader's language from its precise reason: /api gives
  // Cybrid's clients Cybrid's codes, and ours only to a caller that prefers them (ADR 69).
  const headers = new Headers({
    'Accept-Language': i18n.language,
    Prefer: preciseCodesPreference,
    ...extraHeaders,
  });
  const bearer = bearerOf(auth);
  if (!bearer && isCustomerCall(auth)) return { error: signedOut() };
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);

  const result = await fetchJson(
    { url, method, body, headers, ...(platform ? { responseHandler: readLosslessly } : {}) },
    api,
    extraOptions,
  );
  if (result.error) {
    const error = toApiError(result.error);
    if (error.status === 401 && isCustomerCall(auth)) reportCustomerSessionRefused();
    return { error };
  }
  if (bare || platform) return { data: result.data };
  // No Content (a removal, a test sent): the answer's arrival is all there is to it.
  if (result.meta?.response?.status === 204) return { data: null };
  return isEnvelope(result.data) ? { data: result.data.data } : { error: invalidResponse() };
};
