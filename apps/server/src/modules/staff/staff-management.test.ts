import type { Language, StaffRole } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMail, linkParam, tableCounts, uniqueEmail } from '../../testing/flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';
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
const password = 'copper-meadow-violin-58';

const post = (url: string, payload: Record<string, unknown>, token = admin) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

const signIn = (email: string, secret: string) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/api/signin',
    payload: { email, password, code: totpCodeAt(secret, t.clock.now()) },
  });

/** Follows the e-mailed link: answers the authenticator secret after finishing enrolment. */
async function enrolFromMail(email: string): Promise<string> {
  const token = linkParam(await lastMail(t.app, email, 'staff_enrolment'), 'token');
  const started = await post('/admin/api/enrolment/start', { token });
  expect(started.statusCode).toBe(200);
  const { secret_key, session_info } = started.json().data;
  t.clock.advance(30);
  const finished = await post('/admin/api/enrolment/finish', {
    token,
    password,
    session_info,
    code: totpCodeAt(secret_key, t.clock.now()),
  });
  expect(finished.statusCode).toBe(200);
  t.clock.advance(30);
  return secret_key;
}

/** An invited staff member who enrolled and signed in: their id, secret and token. */
async function enrolledStaff(role: StaffRole, language: Language = 'en-CA') {
  const email = uniqueEmail('invited');
  const invited = await post(PATH, { email, display_name: 'Grace Hopper', role, language });
  expect(invited.statusCode).toBe(201);
  const secret = await enrolFromMail(email);
  const res = await signIn(email, secret);
  expect(res.statusCode).toBe(200);
  return { id: invited.json().data.id, email, secret, token: res.json().data.a_at };
}

const me = (token: string) => t.app.inject({ url: '/admin/api/me', headers: bearer(token) });

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

describe('two people for every role that can approve', () => {
  const adjustment = (customerGuid: string) => ({
    customer_guid: customerGuid,
    asset: 'CAD',
    category: 'goodwill_credit',
    direction: 'credit',
    amount: '250000',
    reason: 'Goodwill for a delayed withdrawal',
    customer_note: 'Sorry for the delay on your withdrawal.',
  });
  const decide = (guid: string, token: string) =>
    post(`/admin/api/adjustments/${guid}/approve`, { reason: 'Checked the case' }, token);

  it('stops one admin approving their own CAD 2,500 credit with an admin they invited', async () => {
    // The attack: invite a second admin, enrol it from the e-mailed link, approve with it.
    const accomplice = await enrolledStaff('admin');
    expect((await me(accomplice.token)).json().data).toMatchObject({ role: 'support' });
    const customer = await fundedCustomer(t, 0n);
    const proposed = await post('/admin/api/adjustments', adjustment(customer.guid));
    expect(proposed.statusCode).toBe(201);
    const guid = proposed.json().data.guid;
    expect((await decide(guid, accomplice.token)).statusCode).toBe(403);

    // The inviter cannot approve the grant they asked for.
    const own = await post(`${PATH}/${accomplice.id}/approve-role`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'maker_checker' });

    // Even once an independent admin grants it, the invitee never checks the inviter.
    const independent = await signedInStaff(t, 'admin');
    expect((await post(`${PATH}/${accomplice.id}/approve-role`, {}, independent)).statusCode).toBe(
      200,
    );
    t.clock.advance(30);
    const token = (await signIn(accomplice.email, accomplice.secret)).json().data.a_at;
    const refused = await decide(guid, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'maker_checker' });
    const state = await t.database.db
      .selectFrom('adjustments')
      .select(['state', 'entry_id'])
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ state: 'proposed', entry_id: null });
    expect((await decide(guid, independent)).statusCode).toBe(200);
  });

  it('refuses a checker promoted by the maker, or invited by someone the maker invited', async () => {
    const independent = await signedInStaff(t, 'admin');
    // Promoted by the maker: a compliance officer the maker asked to make an admin.
    const officer = await t.services.staff.create({
      email: uniqueEmail('officer'),
      displayName: 'Officer',
      role: 'compliance',
      password,
    });
    expect((await post(`${PATH}/${officer.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect((await post(`${PATH}/${officer.id}/approve-role`, {}, independent)).statusCode).toBe(
      200,
    );
    t.clock.advance(30);
    const promoted = (await signIn(officer.email, officer.totpSecret)).json().data.a_at;
    // Down a line: the maker invites a deputy admin, who invites another.
    const deputy = await enrolledStaff('admin');
    await post(`${PATH}/${deputy.id}/approve-role`, {}, independent);
    t.clock.advance(30);
    const deputyToken = (await signIn(deputy.email, deputy.secret)).json().data.a_at;
    const email = uniqueEmail('second-line');
    const invited = await post(
      PATH,
      { email, display_name: 'Second line', role: 'admin' },
      deputyToken,
    );
    expect(invited.json().data).toMatchObject({ role: 'support', role_grant: { role: 'admin' } });
    await post(`${PATH}/${invited.json().data.id}/approve-role`, {}, independent);
    const secret = await enrolFromMail(email);
    const secondLine = (await signIn(email, secret)).json().data.a_at;

    const customer = await fundedCustomer(t, 0n);
    const guid = (await post('/admin/api/adjustments', adjustment(customer.guid))).json().data.guid;
    for (const checker of [promoted, deputyToken, secondLine]) {
      const res = await decide(guid, checker);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'maker_checker' });
    }
  });

  it('gives support at once, steps down at once, and lets a grant be turned down', async () => {
    const member = await enrolledStaff('support');
    expect((await me(member.token)).json().data).toMatchObject({ role: 'support' });
    const asked = await post(`${PATH}/${member.id}/role`, { role: 'compliance' });
    expect(asked.json().data).toMatchObject({
      role: 'support',
      role_grant: { role: 'compliance' },
    });
    // One grant waits at a time, and no other role change is made meanwhile.
    expect((await post(`${PATH}/${member.id}/role`, { role: 'admin' })).statusCode).toBe(409);
    const rejected = await post(`${PATH}/${member.id}/reject-role`, {});
    expect(rejected.json().data).toMatchObject({ role: 'support', role_grant: null });
    expect((await post(`${PATH}/${member.id}/approve-role`, {})).statusCode).toBe(409);
    expect((await me(member.token)).statusCode).toBe(200);

    const independent = await signedInStaff(t, 'admin');
    await post(`${PATH}/${member.id}/role`, { role: 'admin' });
    await post(`${PATH}/${member.id}/approve-role`, {}, independent);
    const down = await post(`${PATH}/${member.id}/role`, { role: 'compliance' });
    expect(down.json().data).toMatchObject({ role: 'compliance', role_grant: null });
    expect((await post(`${PATH}/${adminId}/approve-role`, {})).statusCode).toBe(403);
    expect((await post(`${PATH}/${member.id}/approve-role`, { extra: 1 })).statusCode).toBe(400);
    expect((await post(`${PATH}/not-an-id/reject-role`, {})).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post(`${PATH}/${unknown}/approve-role`, {})).statusCode).toBe(404);
  });
});
