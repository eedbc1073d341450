import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...testConfig.rateLimits, perMinute: 3 } });
});
afterAll(() => t.close());

const signIn = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/identity/signin',
    payload: { email: 'someone@example.ca', password: 'whatever-it-is' },
    remoteAddress,
  });

describe('per-IP rate limits', () => {
  it('answers 429 rate_limited past the budget, per address', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signIn('198.51.100.7')).statusCode).toBe(401);
    const over = await signIn('198.51.100.7');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited' });
    expect(over.headers['retry-after']).toBeDefined();
    expect((await signIn('198.51.100.8')).statusCode).toBe(401);
  });
});
