import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, solveAltcha, tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...testConfig.rateLimits, contactPerHour: 5 } });
});
afterAll(() => t.close());

const valid = {
  name: 'Jeanne Mance',
  email: 'jeanne@example.ca',
  subject: 'Question about deposits',
  message: 'How long does an Interac e-Transfer deposit take?',
  language: 'fr-CA',
};

let ip = 0;
/** Each test writes from its own address, so the per-IP budget of one does not touch another. */
const nextIp = () => {
  ip += 1;
  return `203.0.113.${ip}`;
};

const send = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/customers/contact-form-details', payload, remoteAddress });

describe('contact-form-details', () => {
  it('stores the message and e-mails it to support with the sender as reply-to', async () => {
    const res = await send({ ...valid, altcha: await solveAltcha(t.app) }, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toMatch(/Thank you/);
    const stored = await t.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ ...valid, language: 'fr-CA' });
    const mail = await lastMail(t.app, 'support@maple.test', 'contact_message');
    expect(mail).toMatchObject({
      reply_to: 'jeanne@example.ca',
      subject: 'Contact form: Question about deposits',
      language: 'en-CA',
    });
    expect(mail.text).toContain(valid.message);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const from = nextIp();
    const altcha = await solveAltcha(t.app);
    const before = await tableCounts(t);
    const cases: object[] = [
      {},
      { ...valid, altcha, name: '' },
      { ...valid, altcha, name: 'n'.repeat(101) },
      { ...valid, altcha, email: 'not-an-email' },
      { ...valid, altcha, subject: 's'.repeat(151) },
      { ...valid, altcha, message: 'too short' },
      { ...valid, altcha, message: 'm'.repeat(5001) },
      { ...valid, altcha, message: 42 },
      { ...valid, altcha, website: 'spam' },
      { ...valid },
      { ...valid, altcha: 'forged' },
    ];
    for (const payload of cases.slice(0, 4)) {
      const res = await send(payload, from);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid request: |verification/);
    }
    for (const payload of cases.slice(4)) {
      const res = await send(payload, nextIp());
      expect(res.statusCode).toBe(400);
    }
    expect(await tableCounts(t)).toEqual(before);
  });

  it('accepts a bot-check solution once', async () => {
    const altcha = await solveAltcha(t.app);
    expect((await send({ ...valid, altcha }, nextIp())).statusCode).toBe(200);
    expect((await send({ ...valid, altcha }, nextIp())).statusCode).toBe(400);
  });

  it('allows 5 messages per IP address and hour', async () => {
    const from = nextIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await send({ ...valid, altcha: await solveAltcha(t.app) }, from)).statusCode).toBe(
        200,
      );
    }
    const sixth = await send({ ...valid, altcha: await solveAltcha(t.app) }, from);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'rate_limited' });
    expect(sixth.json().message).toMatch(/^Too many requests/);
    expect((await send({ ...valid, altcha: await solveAltcha(t.app) }, nextIp())).statusCode).toBe(
      200,
    );
  });
});
