import type { CustomerTokens } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  customerTokens,
  exchangeIdentityToken,
  lastMail,
  linkParam,
  signIn,
  tableCounts,
  verifiedCustomer,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { totpCodeAt } from './totp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Enrolled {
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  tokens: CustomerTokens;
}

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A customer with an authenticator enrolled; the clock is moved past the code used. */
async function enrolled(): Promise<Enrolled> {
  const { email, password } = await verifiedCustomer(t);
  const tokens = await customerTokens(t.app, email, password);
  const start = await post('/identity/mfa/totp/enrolment', tokens.ut);
  const { secret_key: secret, session_info } = start.json().data;
  const done = await post('/identity/mfa/totp/enrolment/complete', tokens.ut, {
    session_info,
    code: totpCodeAt(secret, t.clock.now()),
  });
  t.clock.advance(30);
  return { email, password, secret, recoveryCodes: done.json().data.recovery_codes, tokens };
}

const exchange = (idToken: string) => exchangeIdentityToken(t.app, idToken);

async function mfaStep(email: string, password: string): Promise<string> {
  const res = await signIn(t.app, email, password);
  expect(res.json().data.status).toBe('mfa_required');
  return res.json().data.mfa_token;
}

const completeMfa = (mfaToken: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/identity/signin/mfa',
    payload: { mfa_token: mfaToken, code },
  });

describe('TOTP enrolment', () => {
  it('starts with the enrolment fields of docs/product/data.md and an otpauth URI, and finishes with a valid code', async () => {
    const { email, password } = await verifiedCustomer(t);
    const { ut } = await customerTokens(t.app, email, password);
    const start = await post('/identity/mfa/totp/enrolment', ut);
    expect(start.statusCode).toBe(200);
    const enrolment = start.json().data;
    expect(enrolment).toEqual({
      secret_key: expect.stringMatching(/^[A-Z2-7]{32}$/),
      hashing_algorithm: 'SHA1',
      code_length: 6,
      period_seconds: 30,
      completion_deadline: new Date(t.clock.now().getTime() + 600_000).toISOString(),
      session_info: expect.any(String),
      otpauth_uri: expect.stringMatching(/^otpauth:\/\/totp\/Maple%20Exchange:/),
    });
    expect(enrolment.otpauth_uri).toContain(`secret=${enrolment.secret_key}`);

    const wrong = await post('/identity/mfa/totp/enrolment/complete', ut, {
      session_info: enrolment.session_info,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The code is incorrect or has expired');

    const done = await post('/identity/mfa/totp/enrolment/complete', ut, {
      session_info: enrolment.session_info,
      code: totpCodeAt(enrolment.secret_key, t.clock.now()),
    });
    expect(done.statusCode).toBe(200);
    const codes: string[] = done.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    expect((await lastMail(t.app, email, 'mfa_enabled')).subject).toBe(
      'Two-step verification is on',
    );

    const status = await t.app.inject({ url: '/identity/mfa', headers: bearer(ut) });
    expect(status.json()).toEqual({ data: { totp_enrolled: true, recovery_codes_left: 10 } });
    const again = await post('/identity/mfa/totp/enrolment', ut);
    expect(again.statusCode).toBe(409);

    const row = await t.database.db
      .selectFrom('totp_factors')
      .select('secret_ciphertext')
      .executeTakeFirstOrThrow();
    expect(row.secret_ciphertext).not.toContain(enrolment.secret_key);
  });

  it('refuses to finish after the completion deadline', async () => {
    const { email, password } = await verifiedCustomer(t);
    const { ut } = await customerTokens(t.app, email, password);
    const enrolment = (await post('/identity/mfa/totp/enrolment', ut)).json().data;
    t.clock.advance(601);
    const late = await post('/identity/mfa/totp/enrolment/complete', ut, {
      session_info: enrolment.session_info,
      code: totpCodeAt(enrolment.secret_key, t.clock.now()),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/expired or is unknown/);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const { email, password } = await verifiedCustomer(t);
    const { ut } = await customerTokens(t.app, email, password);
    const before = await tableCounts(t);
    for (const payload of [
      {},
      { session_info: 'x', code: '12345' },
      { session_info: 'x', code: 123456 },
      { session_info: '', code: '123456' },
      { session_info: 'x'.repeat(3000), code: '123456' },
      { session_info: 'x', code: '123456', extra: 1 },
    ]) {
      const res = await post('/identity/mfa/totp/enrolment/complete', ut, payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await tableCounts(t)).toEqual(before);
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/identity/mfa/totp/enrolment' });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-in with TOTP', () => {
  it('needs a second step, and accepts each code once', async () => {
    const user = await enrolled();
    const code = totpCodeAt(user.secret, t.clock.now());
    const done = await completeMfa(await mfaStep(user.email, user.password), code);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'signed_in', id_token: expect.any(String) });

    const replay = await completeMfa(await mfaStep(user.email, user.password), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('The code is incorrect or has expired');

    t.clock.advance(30);
    const next = await completeMfa(
      await mfaStep(user.email, user.password),
      totpCodeAt(user.secret, t.clock.now()),
    );
    expect(next.statusCode).toBe(200);
  });

  it('accepts an MFA step once', async () => {
    const user = await enrolled();
    const step = await mfaStep(user.email, user.password);
    expect((await completeMfa(step, totpCodeAt(user.secret, t.clock.now()))).statusCode).toBe(200);
    t.clock.advance(30);
    const again = await completeMfa(step, totpCodeAt(user.secret, t.clock.now()));
    expect(again.statusCode).toBe(401);
  });

  it('accepts a code from the previous step (clock drift) but not from two steps ago', async () => {
    const user = await enrolled();
    // Three steps past the enrolment code: the two steps before now were never used.
    t.clock.advance(60);
    const old = totpCodeAt(user.secret, new Date(t.clock.now().getTime() - 60_000));
    expect((await completeMfa(await mfaStep(user.email, user.password), old)).statusCode).toBe(401);
    const previous = totpCodeAt(user.secret, new Date(t.clock.now().getTime() - 30_000));
    const res = await completeMfa(await mfaStep(user.email, user.password), previous);
    expect(res.statusCode).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const user = await enrolled();
    const [first] = user.recoveryCodes;
    if (first === undefined) throw new Error('no recovery code');
    expect((await completeMfa(await mfaStep(user.email, user.password), first)).statusCode).toBe(
      200,
    );
    const reused = await completeMfa(await mfaStep(user.email, user.password), first);
    expect(reused.statusCode).toBe(401);
    const status = await t.app.inject({ url: '/identity/mfa', headers: bearer(user.tokens.ut) });
    expect(status.json().data.recovery_codes_left).toBe(9);
  });

  it('locks the MFA step after 10 wrong codes, ends sessions, and the e-mailed link unlocks', async () => {
    const user = await enrolled();
    const step = await mfaStep(user.email, user.password);
    const good = totpCodeAt(user.secret, t.clock.now());
    const wrong = good === '123456' ? '654321' : '123456';
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await completeMfa(step, wrong)).statusCode).toBe(401);
    }
    const tenth = await completeMfa(step, wrong);
    expect(tenth.statusCode).toBe(423);
    expect((await completeMfa(step, good)).statusCode).toBe(423);
    const detail = await t.app.inject({ url: '/identity/mfa', headers: bearer(user.tokens.ut) });
    expect(detail.statusCode).toBe(401);

    const token = linkParam(await lastMail(t.app, user.email, 'account_locked'), 'unlock');
    await t.app.inject({ method: 'POST', url: '/identity/unlock', payload: { token } });
    const res = await completeMfa(await mfaStep(user.email, user.password), good);
    expect(res.statusCode).toBe(200);
  });
});

describe('TOTP removal', () => {
  it('needs the password and a code', async () => {
    const user = await enrolled();
    const code = totpCodeAt(user.secret, t.clock.now());
    const noPassword = await post('/identity/mfa/totp/unenrol', user.tokens.ut, {
      password: 'wrong-password',
      code,
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('The password is incorrect');
    const noCode = await post('/identity/mfa/totp/unenrol', user.tokens.ut, {
      password: user.password,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(noCode.statusCode).toBe(400);

    const removed = await post('/identity/mfa/totp/unenrol', user.tokens.ut, {
      password: user.password,
      code,
    });
    expect(removed.statusCode).toBe(200);
    expect((await lastMail(t.app, user.email, 'mfa_disabled')).language).toBe('en-CA');
    const res = await signIn(t.app, user.email, user.password);
    expect(res.json().data.status).toBe('signed_in');
  });
});

describe('secrets', () => {
  it('never shows passwords or TOTP secrets in responses (after enrolment) or in the log', async () => {
    const user = await enrolled();
    const bodies: string[] = [];
    const step = await signIn(t.app, user.email, user.password);
    bodies.push(step.body);
    const done = await completeMfa(
      step.json().data.mfa_token,
      totpCodeAt(user.secret, t.clock.now()),
    );
    bodies.push(done.body);
    const tokens = await exchange(done.json().data.id_token);
    bodies.push(JSON.stringify(tokens));
    bodies.push((await t.app.inject({ url: '/identity/mfa', headers: bearer(tokens.ut) })).body);
    bodies.push((await post('/customers/user-detail', tokens.ut, { email: user.email })).body);
    bodies.push((await post('/identity/mfa/totp/enrolment', tokens.ut)).body);
    bodies.push((await signIn(t.app, user.email, 'a-wrong-password')).body);
    for (const body of bodies) {
      expect(body).not.toContain(user.password);
      expect(body).not.toContain(user.secret);
    }
    for (const claims of [tokens.ut, tokens.at].map((jwt) => jwt.split('.')[1] ?? '')) {
      const decoded = Buffer.from(claims, 'base64url').toString();
      expect(decoded).not.toContain(user.secret);
      expect(decoded).not.toContain(user.email);
    }

    const log = JSON.stringify(t.logs);
    expect(log).not.toContain(user.password);
    expect(log).not.toContain(user.secret);
    for (const code of user.recoveryCodes) expect(log).not.toContain(code);
  });
});
