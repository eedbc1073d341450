import type { PersonalTokens } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../infra/security/secrets.js';
import {
  bearer,
  lastMail,
  linkParam,
  otherStrongPassword,
  type SignedInCustomer,
  signedInCustomer,
  solveAltcha,
  tableCounts,
} from '../../testing/flows.js';
import { confirmPersonalToken, createPersonalToken } from '../../testing/personal-token-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Personal read-only API tokens from the settings (docs/decisions/0070-personal-read-only-tokens.md). */

let t: TestApp;
let ada: SignedInCustomer;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signedInCustomer(t);
});
afterAll(() => t.close());

const post = (who: SignedInCustomer, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/customers/personal-tokens',
    headers: bearer(who.tokens.ut),
    payload,
  });
const list = async (who: SignedInCustomer) => {
  const res = await t.app.inject({
    url: '/customers/personal-tokens',
    headers: bearer(who.tokens.ut),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: PersonalTokens }>().data.tokens;
};
const revoke = (who: SignedInCustomer, guid: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/customers/personal-tokens/${guid}`,
    headers: bearer(who.tokens.ut),
  });
const readAccounts = (secret: string) =>
  t.app.inject({ url: '/api/accounts', headers: bearer(secret) });
const auditOf = (action: string) =>
  t.database.db
    .selectFrom('audit_events')
    .select(['actor_type', 'actor_id', 'details'])
    .where('action', '=', action)
    .execute();

describe('making a personal token', () => {
  it('answers the secret once, stores only its hash, lists it without either, and audits it', async () => {
    const created = await createPersonalToken(t, ada, {
      name: '  Budget sheet ',
      scopes: ['balances'],
      expires_in_days: 90,
    });
    expect(created.secret).toMatch(/^mxr_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'Budget sheet',
      scopes: ['balances'],
      last_used_at: null,
    });
    const days = (Date.parse(created.expires_at) - Date.parse(created.created_at)) / 86_400_000;
    expect(days).toBe(90);

    const row = await t.database.db
      .selectFrom('personal_tokens')
      .selectAll()
      .where('guid', '=', created.guid)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(4));

    const listed = (await list(ada)).find((token) => token.guid === created.guid);
    expect(listed).toEqual({
      guid: created.guid,
      name: 'Budget sheet',
      scopes: ['balances'],
      created_at: created.created_at,
      expires_at: created.expires_at,
      last_used_at: null,
    });

    const [event] = (await auditOf('customer.personal_token_created')).filter(
      (e) => e.details.token_guid === created.guid,
    );
    expect(event).toMatchObject({ actor_type: 'customer', actor_id: ada.guid });
    expect(event?.details).toEqual({
      token_guid: created.guid,
      name: 'Budget sheet',
      scopes: ['balances'],
      expires_at: created.expires_at,
    });
    expect(JSON.stringify(t.logs)).not.toContain(created.secret.slice(4));
  });

  it('refuses bad input with a clear 400, and a missing or spent confirmation with 403, writing nothing', async () => {
    const confirmation_token = await confirmPersonalToken(t, ada);
    const good = { name: 'Ok', scopes: ['balances'], expires_in_days: 30, confirmation_token };
    const otherAction = await passwordConfirmation();
    const before = await tableCounts(t);
    for (const payload of [
      {},
      { ...good, name: '   ' },
      { ...good, name: 'x'.repeat(65) },
      { ...good, scopes: [] },
      { ...good, scopes: ['balances', 'balances'] },
      { ...good, scopes: ['trades:execute'] },
      { ...good, scopes: ['statements'] },
      { ...good, expires_in_days: 7 },
      { ...good, expires_in_days: undefined },
      { ...good, extra: true },
    ]) {
      const res = await post(ada, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    for (const token of ['forged', otherAction]) {
      const res = await post(ada, { ...good, confirmation_token: token });
      expect(res.statusCode).toBe(403);
    }
    expect(await tableCounts(t)).toEqual(before);
    // The refusals spent nothing: the confirmation still makes one token, and only one.
    expect((await post(ada, good)).statusCode).toBe(201);
    expect((await post(ada, good)).statusCode).toBe(403);
  });

  it('refuses an 11th live token, writing nothing and spending no confirmation', async () => {
    const bob = await signedInCustomer(t, { verified: false });
    // Made straight through the service: ten e-mailed codes would pass the codes' rate limit.
    const owner = { userId: await userIdOf(bob), customerGuid: bob.guid, requestId: null };
    for (let i = 0; i < 10; i += 1) {
      const request = {
        name: `Token ${i}`,
        scopes: ['balances'] as const,
        expiresInDays: 30 as const,
      };
      await t.services.identity.personalTokens.create(owner, request, async () => undefined);
    }
    const confirmation_token = await confirmPersonalToken(t, bob);
    const payload = {
      name: 'Eleventh',
      scopes: ['balances'],
      expires_in_days: 30,
      confirmation_token,
    };
    const before = await tableCounts(t);
    const refused = await post(bob, payload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/10 API tokens/);
    expect(await tableCounts(t)).toEqual(before);
    const [first] = await list(bob);
    expect((await revoke(bob, first?.guid ?? '')).statusCode).toBe(204);
    expect((await post(bob, payload)).statusCode).toBe(201);
  });

  it('is not open to a personal token itself', async () => {
    const { secret } = await createPersonalToken(t, ada);
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/customers/personal-tokens',
        headers: bearer(secret),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('revoking a personal token', () => {
  it('ends it at once (204), audits it, and answers 404 for another customer’s or an ended one', async () => {
    const { guid, secret } = await createPersonalToken(t, ada, { name: 'Short-lived' });
    expect((await readAccounts(secret)).statusCode).toBe(200);
    const eve = await signedInCustomer(t, { verified: false });
    expect((await revoke(eve, guid)).statusCode).toBe(404);
    expect((await readAccounts(secret)).statusCode).toBe(200);

    expect((await revoke(ada, guid)).statusCode).toBe(204);
    const refused = await readAccounts(secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual((await readAccounts('mxr_unknown')).json());
    expect((await list(ada)).map((token) => token.guid)).not.toContain(guid);
    expect((await revoke(ada, guid)).statusCode).toBe(404);
    const events = await auditOf('customer.personal_token_revoked');
    expect(events.filter((e) => e.details.token_guid === guid)).toEqual([
      {
        actor_type: 'customer',
        actor_id: ada.guid,
        details: expect.objectContaining({ token_guid: guid, name: 'Short-lived' }),
      },
    ]);
  });

  it('ends every token on a password reset, and keeps them through a password change', async () => {
    const carol = await signedInCustomer(t, { verified: false });
    const kept = await createPersonalToken(t, carol);
    const change = await t.app.inject({
      method: 'POST',
      url: '/identity/password/change',
      headers: bearer(carol.tokens.ut),
      payload: { current_password: carol.password, new_password: otherStrongPassword },
    });
    expect(change.statusCode).toBe(200);
    expect((await readAccounts(kept.secret)).statusCode).toBe(200);

    await t.app.inject({
      method: 'POST',
      url: '/customers/reset-password',
      payload: { email: carol.email, altcha: await solveAltcha(t.app) },
    });
    const token = linkParam(await lastMail(t.app, carol.email, 'reset_password'), 'token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/identity/password-reset/complete',
      payload: { token, password: 'amber-meadow-signal-47' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await readAccounts(kept.secret)).statusCode).toBe(401);
    const events = await auditOf('customer.personal_token_revoked');
    expect(events.find((e) => e.details.token_guid === kept.guid)?.details).toMatchObject({
      reason: 'password_reset',
    });
  });
});

async function userIdOf(who: SignedInCustomer): Promise<string> {
  const row = await t.database.db
    .selectFrom('customers')
    .select('user_id')
    .where('guid', '=', who.guid)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/** A confirmation for another action (changing the password): not this one's. */
async function passwordConfirmation(): Promise<string> {
  const scope = { email: ada.email, customer_guid: ada.guid, purpose: 'change_password' };
  const own = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(ada.tokens.ut), payload });
  await own('/customers/create-otp', scope);
  const code = (await lastMail(t.app, ada.email, 'email_otp')).subject.replace(/\D/g, '');
  const verified = await own('/customers/verify_otp', { ...scope, otp: code });
  return verified.json<{ data: { confirmation_token: string } }>().data.confirmation_token;
}
