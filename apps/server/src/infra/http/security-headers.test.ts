import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.js';

/** The policy's directives by name, each with its sources. */
function directivesOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((words) => words[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('Content-Security-Policy', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerSecurityHeaders(app, false);
    app.get('/probe', () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('lets images come from object URLs (documents under review) and nothing else from blob:', async () => {
    const res = await app.inject('/probe');
    const csp = directivesOf(res.headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    for (const [name, sources] of csp) {
      if (name !== 'img-src') expect(sources, name).not.toContain('blob:');
    }
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });
});

/** What Helmet sent before the table replaced it (ADR 50): every header, with its value. */
const isolation = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const policy =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;" +
  "font-src 'self';connect-src 'self';worker-src 'self';manifest-src 'self';object-src 'none';" +
  "base-uri 'self';form-action 'self';frame-ancestors 'none'";

describe.each([
  ['development', false, { 'content-security-policy': policy, ...isolation }],
  [
    'production',
    true,
    {
      'content-security-policy': `${policy};upgrade-insecure-requests`,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      ...isolation,
    },
  ],
])('every response in %s', (_name, production, expected) => {
  const app = Fastify();
  beforeAll(async () => {
    registerSecurityHeaders(app, production);
    app.get('/probe', () => ({ ok: true }));
    app.get('/refused', (_request, reply) => reply.code(400).send({ error: 'no' }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('carries each security header with its value, on success and refusal alike', async () => {
    for (const url of ['/probe', '/refused', '/missing']) {
      const res = await app.inject(url);
      expect(res.headers, url).toMatchObject(expected);
    }
    const names = Object.keys((await app.inject('/probe')).headers);
    const security = names.filter(
      (name) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
    );
    expect(security.sort()).toEqual(Object.keys(expected).sort());
  });

  it('lets a route replace one header for its own answers', async () => {
    const own = Fastify();
    registerSecurityHeaders(own, production);
    own.get('/framed', (_request, reply) => reply.header('x-frame-options', 'DENY').send('ok'));
    const res = await own.inject('/framed');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe(expected['content-security-policy']);
    await own.close();
  });
});
