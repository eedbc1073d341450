import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMail, linkParam, mailbox, tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { totpCodeAt } from '../identity/totp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function newStaff(
  role: 'support' | 'compliance' | 'admin' = 'admin',
  language: 'en-CA' | 'fr-CA' = 'en-CA',
) {
  counter += 1;
  const created = await t.services.staff.create({
    email: `staff${counter}@maple.test`,
    displayName: `Staff ${counter}`,
    role,
    language,
  });
  // Move past the step of any code used before, so each test starts with a fresh code.
  t.clock.advance(30);
  return created;
}

const signIn = (email: string, password: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/admin/api/signin', payload: { email, password, code } });

const refused = { code: 'authentication_failed', message: 'Invalid e-mail, password or code' };

describe('staff creation', () => {
  it('creates a staff user with a strong generated password and an enrolled authenticator', async () => {
    const staff = await newStaff('support');
    expect(staff.password.length).toBeGreaterThanOrEqual(24);
    expect(staff.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(staff.otpauthUri).toMatch(
      /^otpauth:\/\/totp\/Maple%20Exchange:staff\d+%40maple\.test\?/,
    );
    const row = await t.database.db
      .selectFrom('staff_users')
      .selectAll()
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('support');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    await expect(
      t.services.staff.create({ email: staff.email, displayName: 'Again', role: 'admin' }),
    ).rejects.toMatchObject({ code: 'conflict' });
  });
});

describe('POST /admin/api/signin', () => {
  it('answers an 8-hour admin token for password and code', async () => {
    const staff = await newStaff('compliance');
    const res = await signIn(
      staff.email,
      staff.password,
      totpCodeAt(staff.totpSecret, t.clock.now()),
    );
    expect(res.statusCode).toBe(200);
    const token = res.json().data.a_at;
    const claims = await t.services.tokens.verify('admin', token);
    expect(claims).toMatchObject({ sub: staff.id, role: 'compliance' });
    expect(claims.exp - claims.iat).toBe(8 * 3600);

    const me = await t.app.inject({ url: '/admin/api/me', headers: bearer(token) });
    expect(me.json()).toEqual({
      data: { email: staff.email, display_name: expect.any(String), role: 'compliance' },
    });
    const out = await t.app.inject({
      method: 'POST',
      url: '/admin/api/signout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/admin/api/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('answers one body for an unknown address, a wrong password and a wrong code', async () => {
    const staff = await newStaff();
    const code = totpCodeAt(staff.totpSecret, t.clock.now());
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers = [
      await signIn('nobody@maple.test', staff.password, code),
      await signIn(staff.email, 'not-the-password', code),
      await signIn(staff.email, staff.password, wrongCode),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject(refused);
    }
  });

  it('accepts a code once', async () => {
    const staff = await newStaff();
    const code = totpCodeAt(staff.totpSecret, t.clock.now());
    expect((await signIn(staff.email, staff.password, code)).statusCode).toBe(200);
    expect((await signIn(staff.email, staff.password, code)).statusCode).toBe(401);
  });

  it('locks after 10 wrong passwords, e-mails an unlock link, and the link unlocks', async () => {
    const staff = await newStaff();
    const code = () => totpCodeAt(staff.totpSecret, t.clock.now());
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(staff.email, `wrong-${i}`, code())).json()).toMatchObject(refused);
    }
    expect((await signIn(staff.email, 'still-wrong', code())).json()).toMatchObject(refused);
    const locked = await signIn(staff.email, staff.password, code());
    expect(locked.statusCode).toBe(423);
    const mail = await lastMail(t.app, staff.email, 'account_locked');
    expect(mail.links[0]).toMatch(/^http:\/\/maple\.test\/admin\/signin\?unlock=/);
    const unlock = await t.app.inject({
      method: 'POST',
      url: '/admin/api/unlock',
      payload: { token: linkParam(mail, 'unlock') },
    });
    expect(unlock.statusCode).toBe(200);
    expect((await signIn(staff.email, staff.password, code())).statusCode).toBe(200);
  });

  it('locks after 10 wrong codes, e-mailing the unlock link in the member’s language', async () => {
    const staff = await newStaff('support', 'fr-CA');
    const good = totpCodeAt(staff.totpSecret, t.clock.now());
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < 9; i += 1) await signIn(staff.email, staff.password, wrong);
    expect((await signIn(staff.email, staff.password, wrong)).statusCode).toBe(423);
    expect((await signIn(staff.email, staff.password, good)).statusCode).toBe(423);
    const mails = (await mailbox(t.app)).filter((m) => m.to === staff.email);
    expect(mails.map((m) => [m.template, m.language])).toEqual([['account_locked', 'fr-CA']]);
  });

  it('refuses a customer unlock link and bad input, writing nothing', async () => {
    const before = await tableCounts(t);
    for (const payload of [
      {},
      { email: 'a@maple.test', password: 'x' },
      { email: 'a@maple.test', password: 'x', code: '12345' },
      { email: 'nope', password: 'x', code: '123456' },
      { email: 'a@maple.test', password: 'x', code: '123456', role: 'admin' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/admin/api/signin', payload });
      expect(res.statusCode).toBe(400);
    }
    const badLink = await t.app.inject({
      method: 'POST',
      url: '/admin/api/unlock',
      payload: { token: 'A'.repeat(43) },
    });
    expect(badLink.statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);
  });
});
