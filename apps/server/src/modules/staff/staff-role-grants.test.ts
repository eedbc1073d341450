import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../testing/flows.js';
import {
  enrolmentPassword as password,
  signedInStaff,
  staffManagementCalls,
} from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

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
