import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy. The web app ships no inline script or style, so the policy allows
 * only same-origin resources; `data:` images cover the icons Vite inlines, `blob:` images the
 * identity documents staff review, fetched with the admin token and shown through object URLs.
 */
function contentSecurityPolicy(production: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Only over HTTPS in production: on a plain-HTTP development host it would break loads.
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join(';');
}

/**
 * Every security header the server sends, the same on every response: the policy above, HSTS in
 * production, and the isolation and no-sniffing headers Helmet's defaults sent before this table
 * replaced it (docs/decisions/0050-security-headers-computed-once.md). JSON answers carry them
 * too: a JSON URL opened as a page is still a document, to be kept out of frames and sniffing.
 */
export function securityHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': contentSecurityPolicy(production),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

/**
 * Strict headers on every response, computed once here at start-up: each request only copies
 * them onto its reply (a route may still replace one). A route that takes the raw response over
 * (`reply.hijack()`) sends `reply.getHeaders()` itself.
 */
export function registerSecurityHeaders(app: FastifyInstance, production: boolean): void {
  const headers = securityHeaders(production);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
