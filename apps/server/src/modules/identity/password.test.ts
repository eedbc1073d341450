import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  customerTokens,
  lastMail,
  linkParam,
  mailbox,
  otherStrongPassword,
  signIn,
  solveAltcha,
  tableCounts,
  uniqueEmail,
  verifiedCustomer,
  weakPassword,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const neutral = {
  data: {
    message: 'If an account uses this address, we have sent it a link to reset the password.',
  },
};

const requestReset = async (email: string, url = '/customers/reset-password') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: { email, altcha: await solveAltcha(t.app) },
  });

const completeReset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/identity/password-reset/complete',
    payload: { token, password },
  });

describe('password reset by e-mail link', () => {
  it('answers the same for known and unknown addresses and e-mails only the known one', async () => {
    const { email } = await verifiedCustomer(t);
    const unknownEmail = uniqueEmail('stranger');
    const known = await requestReset(email);
    const unknown = await requestReset(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(neutral);
    expect(unknown.json()).toEqual(neutral);
    const link = (await lastMail(t.app, email, 'reset_password')).links[0];
    expect(link).toMatch(/^http:\/\/maple\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect((await mailbox(t.app)).some((m) => m.to === unknownEmail)).toBe(false);
  });

  it('sets a new password, ends every session, and works once', async () => {
    const { email, password } = await verifiedCustomer(t);
    const { ut } = await customerTokens(t.app, email, password);
    await requestReset(email, '/identity/password-reset');
    const token = linkParam(await lastMail(t.app, email, 'reset_password'), 'token');

    const before = await tableCounts(t);
    const weak = await completeReset(token, weakPassword);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/too easy to guess/);
    expect(await tableCounts(t)).toEqual(before);

    const done = await completeReset(token, otherStrongPassword);
    expect(done.statusCode).toBe(200);
    expect((await signIn(t.app, email, password)).statusCode).toBe(401);
    expect((await signIn(t.app, email, otherStrongPassword)).statusCode).toBe(200);
    const old = await t.app.inject({ url: '/identity/mfa', headers: bearer(ut) });
    expect(old.statusCode).toBe(401);
    expect((await lastMail(t.app, email, 'password_changed')).subject).toBe(
      'Your password was changed',
    );
    expect((await completeReset(token, 'yet-another-harbour-55')).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const { email } = await verifiedCustomer(t);
    await requestReset(email);
    const token = linkParam(await lastMail(t.app, email, 'reset_password'), 'token');
    t.clock.advance(3601);
    const res = await completeReset(token, otherStrongPassword);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This link is invalid or has expired. Ask for a new one.');
  });

  it('sends at most three links an hour to one address', async () => {
    const { email } = await verifiedCustomer(t);
    for (let i = 0; i < 5; i += 1) expect((await requestReset(email)).json()).toEqual(neutral);
    const sent = (await mailbox(t.app)).filter(
      (m) => m.to === email && m.template === 'reset_password',
    );
    expect(sent).toHaveLength(3);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const before = await tableCounts(t);
    const altcha = await solveAltcha(t.app);
    for (const payload of [
      {},
      { email: 'x@y.ca' },
      { email: 'nope', altcha },
      { email: 'x@y.ca', altcha, extra: true },
      { email: 'x@y.ca', altcha: 'forged' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/customers/reset-password', payload });
      expect(res.statusCode).toBe(400);
    }
    for (const payload of [
      {},
      { token: 'short', password: otherStrongPassword },
      { token: 'A'.repeat(43), password: 'short' },
      { token: 'A'.repeat(43), password: otherStrongPassword },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/identity/password-reset/complete',
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('password change by a signed-in customer', () => {
  const change = (ut: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/identity/password/change',
      headers: bearer(ut),
      payload,
    });

  it('needs the current password and a strong new one; the session stays', async () => {
    const { email, password } = await verifiedCustomer(t);
    const { ut } = await customerTokens(t.app, email, password);
    const wrong = await change(ut, {
      current_password: 'not-my-password',
      new_password: otherStrongPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is incorrect');
    const weak = await change(ut, { current_password: password, new_password: weakPassword });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toEqual([
      { path: 'body.new_password', message: 'This password is too easy to guess' },
    ]);

    const ok = await change(ut, { current_password: password, new_password: otherStrongPassword });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/identity/mfa', headers: bearer(ut) })).statusCode).toBe(
      200,
    );
    expect((await signIn(t.app, email, otherStrongPassword)).statusCode).toBe(200);
  });

  it('refuses a password made of the customer’s own e-mail address', async () => {
    const email = uniqueEmail('selfref');
    const { password } = await verifiedCustomer(t, { email });
    const { ut } = await customerTokens(t.app, email, password);
    const res = await change(ut, { current_password: password, new_password: `${email}1` });
    expect(res.statusCode).toBe(400);
  });
});
