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
