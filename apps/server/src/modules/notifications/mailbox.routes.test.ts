import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, strongPassword, uniqueEmail } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the development mailbox', () => {
  it('lists outbox messages newest first, as a page and as JSON', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await signUp(t.app, { email: first, password: strongPassword, display_name: 'First One' });
    await signUp(t.app, { email: second, password: strongPassword, display_name: 'Second One' });

    const json = await t.app.inject('/dev/mailbox/messages.json');
    expect(json.statusCode).toBe(200);
    const messages = json.json().data;
    expect(messages.map((m: { to: string }) => m.to)).toEqual([second, first]);
    expect(messages[0]).toMatchObject({
      template: 'verify_email',
      subject: 'Confirm your e-mail address',
      language: 'en-CA',
      sent_at: null,
      links: [expect.stringMatching(/^http:\/\/maple\.test\/signin\?verify=/)],
    });

    const page = await t.app.inject('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.indexOf(second)).toBeLessThan(page.body.indexOf(first));
    expect(page.body).toContain(`<a href="${messages[0].links[0]}">`);
    expect(page.body).toContain('Confirm your e-mail address');
  });
});

describe('in production', () => {
  it('does not exist', async () => {
    const production = await createTestApp({ isProduction: true });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox/messages.json']) {
        expect((await production.app.inject(url)).statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
