import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMail, linkParam, tableCounts, uniqueEmail } from '../../testing/flows.js';
import {
  enrolmentPassword as password,
  signedInStaff,
  staffManagementCalls,
} from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { totpCodeAt } from '../identity/totp.js';

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, 'admin');
  adminId = (await t.services.tokens.verify('admin', admin)).sub;
});
afterAll(() => t.close());

const PATH = '/admin/api/staff';
const { post, signIn, enrolFromMail, enrolledStaff, me } = staffManagementCalls(() => ({
  t,
  admin,
}));

describe('inviting staff', () => {
  it('e-mails a link; the invitee sets a password and an authenticator, then signs in', async () => {
    const email = uniqueEmail('invited');
    const invited = await post(PATH, { email, display_name: 'Grace Hopper', role: 'support' });
    expect(invited.json().data).toMatchObject({
      email,
      role: 'support',
      language: 'en-CA',
      state: 'invited',
    });
    const mail = await lastMail(t.app, email, 'staff_enrolment');
    expect(mail).toMatchObject({ language: 'en-CA', subject: expect.stringMatching(/invited/) });
    expect(mail.links[0]).toMatch(/^http:\/\/maple\.test\/admin\/enrol\?token=/);
    const token = linkParam(mail, 'token');
    // Without an enrolled authenticator the invitee cannot sign in yet.
    expect((await signIn(email, 'A'.repeat(32))).statusCode).toBe(401);

    const secret = await enrolFromMail(email);
    const signedIn = await signIn(email, secret);
    expect(signedIn.statusCode).toBe(200);
    expect((await me(signedIn.json().data.a_at)).json().data).toMatchObject({
      email,
      role: 'support',
    });
    // The link is spent.
    expect((await post('/admin/api/enrolment/start', { token })).statusCode).toBe(400);
    const list = await t.app.inject({ url: PATH, headers: bearer(admin) });
    expect(list.json().data.objects).toContainEqual(
      expect.objectContaining({ email, state: 'active', locked: false }),
    );
  });

  it('e-mails the invitation in French to a member invited in French', async () => {
    const email = uniqueEmail('invited');
    const invited = await post(PATH, {
      email,
      display_name: 'Gabrielle Roy',
      role: 'compliance',
      language: 'fr-CA',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({ email, language: 'fr-CA' });
    const mail = await lastMail(t.app, email, 'staff_enrolment');
    expect(mail.language).toBe('fr-CA');
    expect(mail.subject).toBe('Vous êtes invité au back-office de Maple Exchange');
    expect(mail.text).toContain('Un administrateur vous a invité');
    expect(mail.links[0]).toMatch(/^http:\/\/maple\.test\/admin\/enrol\?token=/);
  });

  it('refuses a weak password and a wrong code, leaving the link usable', async () => {
    const email = uniqueEmail('invited');
    await post(PATH, { email, display_name: 'Ada Byron', role: 'compliance' });
    const token = linkParam(await lastMail(t.app, email, 'staff_enrolment'), 'token');
    const { secret_key, session_info } = (
      await post('/admin/api/enrolment/start', { token })
    ).json().data;
    const code = totpCodeAt(secret_key, t.clock.now());
    const weak = await post('/admin/api/enrolment/finish', {
      token,
      password: 'password1234',
      session_info,
      code,
    });
    expect(weak.statusCode).toBe(400);
    const wrong = await post('/admin/api/enrolment/finish', {
      token,
      password,
      session_info,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const done = await post('/admin/api/enrolment/finish', { token, password, session_info, code });
    expect(done.statusCode).toBe(200);
  });

  it('refuses a taken address with 409 and bad input with 400, writing nothing', async () => {
    const email = uniqueEmail('invited');
    await post(PATH, { email, display_name: 'Taken', role: 'support' });
    const before = await tableCounts(t);
    const duplicate = await post(PATH, { email, display_name: 'Again', role: 'admin' });
    expect(duplicate.statusCode).toBe(409);
    for (const payload of [
      {},
      { email: 'nope', display_name: 'X', role: 'support' },
      { email: uniqueEmail(), display_name: '<b>', role: 'support' },
      { email: uniqueEmail(), display_name: 'X', role: 'owner' },
      { email: uniqueEmail(), display_name: 'X', role: 'support', password: 'x' },
      { email: uniqueEmail(), display_name: 'X', role: 'support', language: 'de-DE' },
      { email: uniqueEmail(), display_name: 'X', role: 'support', language: 'fr' },
      { email: uniqueEmail(), display_name: 'X', role: 'support', language: null },
    ]) {
      const res = await post(PATH, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toEqual(expect.any(String));
    }
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await post(`${PATH}/${id}/role`, { role: 'admin' })).statusCode).toBe(404);
    expect((await post(`${PATH}/${id}/deactivate`, {})).statusCode).toBe(404);
    expect((await post(`${PATH}/not-an-id/reset-mfa`, {})).statusCode).toBe(400);
    expect((await post(`${PATH}/${adminId}/role`, { role: 'root' })).statusCode).toBe(400);
    expect((await post(`${PATH}/${id}/language`, { language: 'fr-CA' })).statusCode).toBe(404);
    for (const payload of [{}, { language: 'es-MX' }, { language: 'fr-CA', role: 'admin' }]) {
      const res = await post(`${PATH}/${adminId}/language`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toEqual(expect.any(String));
    }
    expect((await post(`${PATH}/${adminId}/deactivate`, { now: true })).statusCode).toBe(400);
    for (const payload of [{ token: 'A'.repeat(43) }, { token: 'short' }, {}]) {
      expect((await post('/admin/api/enrolment/start', payload)).statusCode).toBe(400);
    }
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('changing staff', () => {
  it('ends the sessions of a deactivated member at once and refuses their sign-in', async () => {
    const member = await enrolledStaff('compliance');
    expect((await me(member.token)).statusCode).toBe(200);
    const res = await post(`${PATH}/${member.id}/deactivate`, {});
    expect(res.json().data).toMatchObject({ state: 'deactivated' });
    expect((await me(member.token)).statusCode).toBe(401);
    t.clock.advance(30);
    expect((await signIn(member.email, member.secret)).statusCode).toBe(401);
    expect((await post(`${PATH}/${member.id}/role`, { role: 'admin' })).statusCode).toBe(409);
  });

  it('changes what a member may do once a second admin approves their new role', async () => {
    const member = await enrolledStaff('support');
    const staffList = () => t.app.inject({ url: PATH, headers: bearer(member.token) });
    expect((await staffList()).statusCode).toBe(403);
    const asked = await post(`${PATH}/${member.id}/role`, { role: 'admin' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({
      role: 'support',
      role_grant: { role: 'admin', requested_by_email: expect.stringContaining('staff-admin') },
    });
    expect((await staffList()).statusCode).toBe(403);
    const res = await post(
      `${PATH}/${member.id}/approve-role`,
      {},
      await signedInStaff(t, 'admin'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'admin', state: 'active', role_grant: null });
    // The old token carried the old role: it ends with the change.
    expect((await staffList()).statusCode).toBe(401);
    t.clock.advance(30);
    const again = await signIn(member.email, member.secret);
    member.token = again.json().data.a_at;
    expect((await staffList()).statusCode).toBe(200);
  });

  it('resets a member’s authenticator: sessions end, and a new link enrols a new one', async () => {
    const member = await enrolledStaff('compliance');
    const res = await post(`${PATH}/${member.id}/reset-mfa`, {});
    expect(res.json().data).toMatchObject({ state: 'invited' });
    expect((await me(member.token)).statusCode).toBe(401);
    t.clock.advance(30);
    expect((await signIn(member.email, member.secret)).statusCode).toBe(401);
    const mail = await lastMail(t.app, member.email, 'staff_enrolment');
    expect(mail.subject).toMatch(/again/);
    const secret = await enrolFromMail(member.email);
    expect(secret).not.toBe(member.secret);
    expect((await signIn(member.email, secret)).statusCode).toBe(200);
  });

  it('sends an MFA reset in the language the member was given since', async () => {
    const member = await enrolledStaff('support');
    const changed = await post(`${PATH}/${member.id}/language`, { language: 'fr-CA' });
    expect(changed.json().data).toMatchObject({ language: 'fr-CA', state: 'active' });
    // A language changes nothing the member may do: their session goes on.
    expect((await me(member.token)).statusCode).toBe(200);
    const list = await t.app.inject({ url: PATH, headers: bearer(admin) });
    expect(list.json().data.objects).toContainEqual(
      expect.objectContaining({ id: member.id, language: 'fr-CA' }),
    );
    await post(`${PATH}/${member.id}/reset-mfa`, {});
    const mail = await lastMail(t.app, member.email, 'staff_enrolment');
    expect(mail.language).toBe('fr-CA');
    expect(mail.subject).toBe('Configurez de nouveau votre connexion au back-office');
  });

  it('sends an MFA reset in English to a member invited in French and then set to English', async () => {
    const member = await enrolledStaff('support', 'fr-CA');
    await post(`${PATH}/${member.id}/language`, { language: 'en-CA' });
    await post(`${PATH}/${member.id}/reset-mfa`, {});
    const mail = await lastMail(t.app, member.email, 'staff_enrolment');
    expect(mail).toMatchObject({ language: 'en-CA', subject: expect.stringMatching(/again/) });
  });

  it('refuses an admin changing, resetting or deactivating their own account', async () => {
    const before = await tableCounts(t);
    for (const [action, payload] of [
      ['role', { role: 'support' }],
      ['reset-mfa', {}],
      ['deactivate', {}],
    ] as const) {
      const res = await post(`${PATH}/${adminId}/${action}`, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/your own account/);
    }
    expect((await me(admin)).statusCode).toBe(200);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('lets an admin set the language of their own e-mails', async () => {
    const res = await post(`${PATH}/${adminId}/language`, { language: 'fr-CA' });
    expect(res.json().data).toMatchObject({ id: adminId, language: 'fr-CA' });
    expect((await me(admin)).statusCode).toBe(200);
    await post(`${PATH}/${adminId}/language`, { language: 'en-CA' });
  });

  it('refuses staff management to support and compliance', async () => {
    const member = await enrolledStaff('support');
    for (const role of ['support', 'compliance'] as const) {
      const token = await signedInStaff(t, role);
      expect((await t.app.inject({ url: PATH, headers: bearer(token) })).statusCode).toBe(403);
      const invite = { email: uniqueEmail(), display_name: 'X', role: 'admin' };
      expect((await post(PATH, invite, token)).statusCode).toBe(403);
      expect((await post(`${PATH}/${member.id}/deactivate`, {}, token)).statusCode).toBe(403);
      const french = { language: 'fr-CA' };
      expect((await post(`${PATH}/${member.id}/language`, french, token)).statusCode).toBe(403);
    }
    expect((await me(member.token)).statusCode).toBe(200);
  });

  it('records every action in the audit trail with who did it', async () => {
    const member = await enrolledStaff('support');
    await post(`${PATH}/${member.id}/role`, { role: 'compliance' });
    await post(`${PATH}/${member.id}/language`, { language: 'fr-CA' });
    await post(`${PATH}/${member.id}/reset-mfa`, {});
    await post(`${PATH}/${member.id}/deactivate`, {});
    await t.app.inject({ url: PATH, headers: bearer(admin) });
    const events = await t.database.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id', 'details'])
      .where('action', 'like', 'staff.%')
      .where('actor_id', 'in', [adminId, member.id])
      .orderBy('id')
      .execute();
    const about = events.filter(
      (event) => event.details.staff_id === member.id || event.actor_id === member.id,
    );
    expect(about.map((event) => [event.action, event.actor_id])).toEqual([
      ['staff.invited', adminId],
      ['staff.enrolled', member.id],
      ['staff.role_grant_requested', adminId],
      ['staff.language_changed', adminId],
      ['staff.mfa_reset', adminId],
      ['staff.deactivated', adminId],
    ]);
    expect(events.at(-1)?.action).toBe('staff.list_viewed');
  });
});
