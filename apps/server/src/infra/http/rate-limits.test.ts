import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createServices } from '../../services.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { soleCoordination } from '../coordination/coordination.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...testConfig.rateLimits, perMinute: 3 } });
});
afterAll(() => t.close());

const signIn = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/identity/signin',
    payload: { email: 'someone@example.ca', password: 'whatever-it-is' },
    remoteAddress,
  });

describe('per-IP rate limits', () => {
  it('answers 429 rate_limited past the budget, per address', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(t.app, '198.51.100.7')).statusCode).toBe(401);
    const over = await signIn(t.app, '198.51.100.7');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited' });
    expect(over.headers['retry-after']).toBeDefined();
    expect((await signIn(t.app, '198.51.100.8')).statusCode).toBe(401);
  });

  it('limits bank token requests as it limits signing in, in the platform error body', async () => {
    const tokenRequest = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        payload: { grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'x' },
        remoteAddress: '198.51.100.9',
      });
    for (let i = 0; i < 3; i += 1) expect((await tokenRequest()).statusCode).toBe(401);
    const over = await tokenRequest();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: 429, message_code: 'rate_limited' });
  });

  it('limits each step of a staff passkey sign-in as it limits the staff sign-in', async () => {
    const post = async (url: string, remoteAddress: string) =>
      (await t.app.inject({ method: 'POST', url, payload: {}, remoteAddress })).statusCode;
    for (const [url, status, address] of [
      ['/admin/api/signin', 400, '198.51.100.20'],
      ['/admin/api/signin/passkey/options', 200, '198.51.100.21'],
      ['/admin/api/signin/passkey', 400, '198.51.100.22'],
    ] as const) {
      for (let i = 0; i < 3; i += 1) expect(await post(url, address), url).toBe(status);
      expect(await post(url, address), url).toBe(429);
    }
  });

  it('spends one budget across every instance on the same database', async () => {
    const services = createServices(t.config, t.database.db, soleCoordination(), t.clock);
    const other = await buildApp({ config: t.config, database: t.database, services });
    try {
      const apps = [t.app, other, t.app];
      for (const app of apps) expect((await signIn(app, '198.51.100.9')).statusCode).toBe(401);
      expect((await signIn(other, '198.51.100.9')).statusCode).toBe(429);
      expect((await signIn(t.app, '198.51.100.9')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
