import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, strongPassword, uniqueEmail } from '../../testing/flows.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../testing/smtp-receiver.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { retryDelaySeconds } from './mail-dispatcher.js';

let smtp: SmtpReceiver;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ mail: { ...testConfig.mail, smtpUrl: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail delivery over SMTP', () => {
  it('delivers the verification e-mail in French, and its link confirms the address', async () => {
    const email = uniqueEmail('smtp-fr');
    const signedUp = await signUp(t.app, {
      email,
      password: strongPassword,
      display_name: "Éloïse O'Brien",
      language: 'fr-CA',
    });
    expect(signedUp.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to?.some((to) => to.address === email) ?? false);
    expect(mail.from?.address).toBe('no-reply@maple.test');
    expect(mail.subject).toBe('Confirmez votre adresse courriel');
    expect(mail.text).toContain("Bonjour Éloïse O'Brien,");
    expect(mail.html).toContain('Bonjour Éloïse O&#39;Brien,');
    expect(mail.headers.find((h) => h.key === 'content-language')?.value).toBe('fr-CA');

    const link = /http:\/\/maple\.test\/signin\?verify=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
    if (link === undefined) throw new Error('no verification link');
    expect(mail.html).toContain(`href="${link}"`);
    const token = new URL(link).searchParams.get('verify');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/identity/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect((await signIn(t.app, email, strongPassword)).statusCode).toBe(200);

    const row = await t.database.db
      .selectFrom('outbound_emails')
      .selectAll()
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('retries a refused message with backoff', async () => {
    smtp.refuseNext(1);
    const email = uniqueEmail('smtp-retry');
    await signUp(t.app, { email, password: strongPassword, display_name: 'Retry Me' });
    const db = t.database.db;
    const failed = async () =>
      db
        .selectFrom('outbound_emails')
        .selectAll()
        .where('to_address', '=', email)
        .executeTakeFirstOrThrow();
    const deadline = Date.now() + 15_000;
    while ((await failed()).last_error === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const first = await failed();
    expect(first.sent_at).toBeNull();
    expect(first.attempts).toBe(1);
    expect(first.last_error).toMatch(/451/);
    expect(first.next_try_at.getTime()).toBe(t.clock.now().getTime() + retryDelaySeconds(1) * 1000);

    t.clock.advance(retryDelaySeconds(1));
    const mail = await smtp.waitFor((m) => m.to?.some((to) => to.address === email) ?? false);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect((await failed()).attempts).toBe(2);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4, 10, 20].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 3600, 3600]);
  });
});
