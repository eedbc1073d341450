import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../infra/jobs/job-queue.js';
import {
  otherStrongPassword,
  signIn,
  signUp,
  solveAltcha,
  strongPassword,
  uniqueEmail,
} from '../../testing/flows.js';
import {
  eventually,
  type JobRecord,
  jobReaches,
  jobsIn,
  retryNow,
  seconds,
} from '../../testing/jobs.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../testing/smtp-receiver.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { MailDelivery, messageIdOf } from './mail-delivery.js';

let smtp: SmtpReceiver;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({
    mail: { ...testConfig.mail, smtpUrl: smtp.url },
    // Not production's day, so the e-mail must say what is configured.
    funding: { ...testConfig.funding, securityChangeHoldSeconds: 7_200 },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const to = (address: string) => (mail: Email) =>
  mail.to?.some((recipient) => recipient.address === address) ?? false;

const outboxRow = (address: string) =>
  t.database.db
    .selectFrom('outbound_emails')
    .selectAll()
    .where('to_address', '=', address)
    .executeTakeFirstOrThrow();

/** The delivery job of the outbox message to `address` (the first, when there are several). */
async function deliveryJob(address: string): Promise<JobRecord> {
  const { id } = await outboxRow(address);
  return eventually(`the delivery job of ${address}`, async () =>
    (await jobsIn(t.database.db, 'deliver-email')).find((job) => job.data?.email_id === String(id)),
  );
}

describe('mail delivery over SMTP, as jobs', () => {
  it.each([
    ['en-CA', 'For your protection, withdrawals are on hold for 2 hours.'],
    // French sets a no-break space between a number and its unit.
    ['fr-CA', 'Pour votre protection, les retraits sont suspendus pendant 2\u00a0heures.'],
  ] as const)(
    'states the configured withdrawal hold after a password reset (%s)',
    async (language, hold) => {
      const email = uniqueEmail(`hold-${language.toLowerCase()}`);
      const fields = { email, password: strongPassword, display_name: 'Léa', language };
      expect((await signUp(t.app, fields)).statusCode).toBe(200);
      await smtp.waitFor(to(email));
      const request = await t.app.inject({
        method: 'POST',
        url: '/customers/reset-password',
        payload: { email, altcha: await solveAltcha(t.app) },
      });
      expect(request.statusCode).toBe(200);
      const reset = await smtp.waitFor((mail) => to(email)(mail) && /token=/.test(mail.text ?? ''));
      const token = /token=([A-Za-z0-9_-]+)/.exec(reset.text ?? '')?.[1];
      const done = await t.app.inject({
        method: 'POST',
        url: '/identity/password-reset/complete',
        payload: { token, password: otherStrongPassword },
      });
      expect(done.statusCode).toBe(200);
      const changed = await smtp.waitFor(
        (mail) => to(email)(mail) && mail.text?.includes(hold) === true,
      );
      expect(changed.html).toContain(hold);
      expect(changed.text).not.toMatch(/24 (hours|heures)/);
    },
  );

  it('delivers the verification e-mail in French, and its link confirms the address', async () => {
    const email = uniqueEmail('smtp-fr');
    const signedUp = await signUp(t.app, {
      email,
      password: strongPassword,
      display_name: "Éloïse O'Brien",
      language: 'fr-CA',
    });
    expect(signedUp.statusCode).toBe(200);
    const mail = await smtp.waitFor(to(email));
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

    const job = await jobReaches(t.database.db, (await deliveryJob(email)).id, ['completed']);
    const row = await outboxRow(email);
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(job.retry_count).toBe(0);
    expect(mail.messageId).toBe(messageIdOf(row, testConfig.mail.from));
  });

  it('retries a refused message with back-off, under the same Message-ID', async () => {
    smtp.refuseNext(1);
    const email = uniqueEmail('smtp-retry');
    await signUp(t.app, { email, password: strongPassword, display_name: 'Retry Me' });

    const waiting = await jobReaches(t.database.db, (await deliveryJob(email)).id, ['retry']);
    const first = await outboxRow(email);
    expect(first.sent_at).toBeNull();
    expect(first.attempts).toBe(1);
    expect(first.last_error).toMatch(/451/);
    // The first retry waits 1–2 × MAIL_RETRY_DELAY_SECONDS after the failed attempt began.
    const delay = seconds(waiting.started_on ?? waiting.created_on, waiting.start_after);
    expect(delay).toBeGreaterThanOrEqual(testConfig.mail.retryDelaySeconds);
    expect(delay).toBeLessThanOrEqual(2 * testConfig.mail.retryDelaySeconds + 0.5);

    await retryNow(t.database.db, waiting.id);
    const mail = await smtp.waitFor(to(email));
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.messageId).toBe(smtp.refused.find(to(email))?.messageId);
    await jobReaches(t.database.db, waiting.id, ['completed']);
    expect((await outboxRow(email)).attempts).toBe(2);
  });

  it('sends a message once, however many times its job runs', async () => {
    const email = uniqueEmail('smtp-once');
    await signUp(t.app, { email, password: strongPassword, display_name: 'Once Only' });
    await smtp.waitFor(to(email));
    await jobReaches(t.database.db, (await deliveryJob(email)).id, ['completed']);

    // A second job for the same message, as a crash between sending and recording would leave.
    const sender = new MailDelivery({
      db: t.database.db,
      jobs: new JobQueue(t.database.db, testConfig.jobs),
      transport: { sendMail: () => Promise.reject(new Error('not this transport')) },
      from: testConfig.mail.from,
      clock: t.clock,
      timeoutSeconds: testConfig.mail.timeoutSeconds,
      retryDelaySeconds: testConfig.mail.retryDelaySeconds,
    });
    const { id } = await outboxRow(email);
    await sender.enqueue(t.database.db, [id]);
    await eventually('both delivery jobs to complete', async () => {
      const jobs = (await jobsIn(t.database.db, 'deliver-email')).filter(
        (job) => job.data?.email_id === String(id),
      );
      return jobs.length === 2 && jobs.every((job) => job.state === 'completed') ? jobs : undefined;
    });

    expect(smtp.received.filter(to(email))).toHaveLength(1);
    expect((await outboxRow(email)).attempts).toBe(1);
  });

  it('gives up after eight attempts: the job is dead and the message stays unsent', async () => {
    smtp.refuseNext(8);
    const email = uniqueEmail('smtp-dead');
    await signUp(t.app, { email, password: strongPassword, display_name: 'Never Delivered' });
    const { id } = await deliveryJob(email);
    for (let retry = 1; retry <= 7; retry += 1) {
      await jobReaches(t.database.db, id, ['retry'], (job) => job.retry_count === retry - 1);
      await retryNow(t.database.db, id);
    }
    const dead = await jobReaches(t.database.db, id, ['failed']);

    expect(dead.retry_count).toBe(7);
    expect(dead.output?.message).toMatch(/451/);
    const row = await outboxRow(email);
    expect(row).toMatchObject({ sent_at: null, attempts: 8 });
    expect(smtp.refused.filter(to(email))).toHaveLength(8);
    const letters = await jobsIn(t.database.db, 'deliver-email-dead');
    expect(letters.map((letter) => letter.data)).toContainEqual({ email_id: String(row.id) });
  });
});
