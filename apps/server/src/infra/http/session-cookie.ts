import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The customer's user token, kept by the browser in an HttpOnly cookie so that every tab of one
 * browser shares the session (ADR 41): a new tab trades the cookie for the tokens it keeps in
 * its own sessionStorage (`POST /customers/session`). Scripts never read it, and the browser
 * sends it to that path only, never cross-site (SameSite=Strict): no other route reads cookies,
 * so no route can be driven by one from another site.
 */
export const SESSION_COOKIE = 'maple_session';
export const SESSION_COOKIE_PATH = '/customers/session';

/** A JWT's characters: anything else in the cookie is not ours. */
const tokenPattern = /^[A-Za-z0-9_.-]+$/;

/** The session cookie's value, or undefined when absent or not a token. */
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return tokenPattern.test(value) ? value : undefined;
  }
  return undefined;
}

/**
 * Without Max-Age: the cookie ends with the browser, the token in it by its own expiry. Secure
 * whenever the request came over HTTPS (behind a proxy, as the proxy says: `TRUST_PROXY`).
 */
function cookie(request: FastifyRequest, value: string, extra: string[] = []): string {
  const attributes = [`Path=${SESSION_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict', ...extra];
  if (request.protocol === 'https') attributes.push('Secure');
  return [`${SESSION_COOKIE}=${value}`, ...attributes].join('; ');
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.header('set-cookie', cookie(request, token));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', cookie(request, '', ['Max-Age=0']));
}
