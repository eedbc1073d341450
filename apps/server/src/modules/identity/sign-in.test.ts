import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastMail,
  linkParam,
  mailbox,
  signIn,
  strongPassword,
  tableCounts,
  uniqueEmail,
  verifiedCustomer,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const invalid = { code: 'authentication_failed', message: 'Invalid e-mail or password' };

describe('sign-in', () => {
  it('answers an identity token for the right password', async () => {
    const { email, password } = await verifiedCustomer(t);
    const res = await signIn(t.app, email.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({ status: 'signed_in', id_token: expect.any(String), expires_in: 300 });
    const claims = await t.services.tokens.verify('identity', data.id_token);
    expect(claims.exp - claims.iat).toBe(300);
  });

  it('answers the same body for an unknown address and a wrong password', async () => {
    const { email } = await verifiedCustomer(t);
    const unknown = await signIn(t.app, uniqueEmail('nobody'), strongPassword);
    const wrong = await signIn(t.app, email, 'not-the-right-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, request_id: undefined });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
    expect(unknown.json()).toMatchObject(invalid);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const before = await tableCounts(t);
    const cases: object[] = [
      {},
      { email: 'a@b.ca' },
      { email: 'not-an-email', password: 'x' },
      { email: 'a@b.ca', password: '' },
      { email: 'a@b.ca', password: 'x'.repeat(129) },
      { email: 'a@b.ca', password: 12345 },
      { email: 'a@b.ca', password: 'secret', remember: true },
    ];
    for (const payload of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/identity/signin', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_parameter');
    }
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('lockout', () => {
  it('locks after 10 wrong passwords, e-mails an unlock link, and the link unlocks', async () => {
    const { email, password } = await verifiedCustomer(t);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const res = await signIn(t.app, email, `wrong-password-${attempt}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject(invalid);
    }
    const unlockMails = (await mailbox(t.app)).filter(
      (m) => m.to === email && m.template === 'account_locked',
    );
    expect(unlockMails).toHaveLength(1);

    // A guesser still sees the neutral answer; only the right password learns of the lock.
    const guess = await signIn(t.app, email, 'yet-another-guess');
    expect(guess.json()).toMatchObject(invalid);
    const right = await signIn(t.app, email, password);
    expect(right.statusCode).toBe(423);
    expect(right.json()).toMatchObject({ code: 'account_locked' });
    expect(right.json().message).toMatch(/Check your e-mail for the unlock link/);

    const token = linkParam(await lastMail(t.app, email, 'account_locked'), 'unlock');
    expect((await lastMail(t.app, email, 'account_locked')).links[0]).toMatch(
      /^http:\/\/maple\.test\/signin\?unlock=/,
    );
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/identity/unlock',
      payload: { token },
    });
    expect(unlocked.statusCode).toBe(200);
    expect((await signIn(t.app, email, password)).statusCode).toBe(200);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/identity/unlock',
      payload: { token },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('resets the count after a successful sign-in', async () => {
    const { email, password } = await verifiedCustomer(t);
    for (let attempt = 0; attempt < 9; attempt += 1) await signIn(t.app, email, 'wrong-password');
    expect((await signIn(t.app, email, password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) await signIn(t.app, email, 'wrong-password');
    expect((await signIn(t.app, email, password)).statusCode).toBe(200);
  });

  it('sends a fresh unlock link to the rightful owner when the first has expired', async () => {
    const { email, password } = await verifiedCustomer(t);
    for (let attempt = 0; attempt < 10; attempt += 1) await signIn(t.app, email, 'wrong-password');
    t.clock.advance(25 * 3600);
    const count = async () =>
      (await mailbox(t.app)).filter((m) => m.to === email && m.template === 'account_locked')
        .length;
    expect(await count()).toBe(1);
    await signIn(t.app, email, 'wrong-password');
    expect(await count()).toBe(1);
    expect((await signIn(t.app, email, password)).statusCode).toBe(423);
    expect(await count()).toBe(2);
  });
});
