import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBroadcast } from '../../infra/coordination/broadcast.js';
import { bearer, type SignedInCustomer, signedInCustomer } from '../../testing/flows.js';
import { eventually } from '../../testing/jobs.js';
import { createPersonalToken } from '../../testing/personal-token-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { LAST_USED_EVERY_SECONDS, PersonalTokenService } from './personal-tokens.service.js';

/**
 * When a personal token works (docs/decisions/0070-personal-read-only-tokens.md): live means it
 * exists, is not revoked and has not expired; a revocation reaches every instance through the
 * broadcast at once, and within the liveness cache's second without it; its use is recorded at
 * most once a minute.
 */

let t: TestApp;
let ada: SignedInCustomer;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signedInCustomer(t);
});
afterAll(() => t.close());

const readAccounts = (secret: string) =>
  t.app.inject({ url: '/api/accounts', headers: bearer(secret) });
const revoke = (guid: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/customers/personal-tokens/${guid}`,
    headers: bearer(ada.tokens.ut),
  });
/** Another instance on the same database, hearing `broadcast` (the app's, or one of its own). */
const otherInstance = (broadcast = t.services.coordination.broadcast) =>
  new PersonalTokenService({
    db: t.database.db,
    clock: t.clock,
    broadcast,
    audit: async () => undefined,
  });
const lastUsedOf = async (guid: string) =>
  (
    await t.database.db
      .selectFrom('personal_tokens')
      .select('last_used_at')
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow()
  ).last_used_at;

describe('a personal token’s liveness', () => {
  it('is refused by a second instance as soon as the revocation is broadcast', async () => {
    const { guid, secret } = await createPersonalToken(t, ada);
    const second = otherInstance();
    expect((await second.verify(secret))?.customerGuid).toBe(ada.guid);
    expect((await revoke(guid)).statusCode).toBe(204);
    // Same clock, inside the cached second: only the broadcast can tell it. On PostgreSQL the
    // message comes by LISTEN/NOTIFY after the commit, so the test waits for it to arrive.
    const refused = await eventually('the revocation broadcast', async () =>
      (await second.verify(secret)) === undefined ? true : undefined,
    );
    expect(refused).toBe(true);
  });

  it('ends within its second on an instance that missed the broadcast', async () => {
    const { guid, secret } = await createPersonalToken(t, ada);
    const deaf = otherInstance(new LocalBroadcast());
    expect(await deaf.verify(secret)).toBeDefined();
    expect((await revoke(guid)).statusCode).toBe(204);
    expect(await deaf.verify(secret)).toBeDefined();
    t.clock.advance(1);
    expect(await deaf.verify(secret)).toBeUndefined();
  });

  it('expires after the days chosen, answering as an unknown token does', async () => {
    const { secret } = await createPersonalToken(t, ada, { expires_in_days: 30 });
    expect((await readAccounts(secret)).statusCode).toBe(200);
    t.clock.advance(30 * 86_400 - 2);
    expect((await readAccounts(secret)).statusCode).toBe(200);
    t.clock.advance(2);
    const expired = await readAccounts(secret);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual((await readAccounts(`mxr_${'A'.repeat(43)}`)).json());
  });

  it('records its last use at most once a minute', async () => {
    ada = await signedInCustomer(t);
    const { guid, secret } = await createPersonalToken(t, ada);
    expect(await lastUsedOf(guid)).toBeNull();
    expect((await readAccounts(secret)).statusCode).toBe(200);
    const first = await lastUsedOf(guid);
    expect(first?.getTime()).toBe(t.clock.now().getTime());
    t.clock.advance(LAST_USED_EVERY_SECONDS - 1);
    for (let i = 0; i < 5; i += 1) expect((await readAccounts(secret)).statusCode).toBe(200);
    expect(await lastUsedOf(guid)).toEqual(first);
    // Another instance reads the row's time, and writes no sooner either.
    expect(await otherInstance(new LocalBroadcast()).verify(secret)).toBeDefined();
    expect(await lastUsedOf(guid)).toEqual(first);
    t.clock.advance(1);
    expect((await readAccounts(secret)).statusCode).toBe(200);
    expect((await lastUsedOf(guid))?.getTime()).toBe(t.clock.now().getTime());
    const listed = await t.app.inject({
      url: '/customers/personal-tokens',
      headers: bearer(ada.tokens.ut),
    });
    const token = listed.json().data.tokens.find((one: { guid: string }) => one.guid === guid);
    expect(token.last_used_at).toBe(t.clock.now().toISOString());
  });
});

describe('the Authenticator’s personal-token option', () => {
  it('fails at start-up on any method but GET', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const app = Fastify();
      t.services.auth.register(app);
      const hook = t.services.auth.require('access', {
        scopes: ['accounts:read'],
        personalTokens: true,
      });
      expect(() =>
        app.route({ method, url: '/x', onRequest: hook, handler: async () => ({}) }),
      ).toThrow(/only GET may/);
      await app.close();
    }
  });

  it('needs a scope, and is never an admin route’s', () => {
    expect(() => t.services.auth.require('access', { personalTokens: true })).toThrow(/scope/);
    expect(() =>
      t.services.auth.require('admin', { permission: 'read', personalTokens: true }),
    ).toThrow(/admin/);
  });
});
