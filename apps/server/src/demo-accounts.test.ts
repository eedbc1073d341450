import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAdmin,
  demoCompliance,
  demoCustomer,
  describeDemoAccounts,
  ensureDemoAccounts,
} from './demo-accounts.js';
import { assertStrongPassword } from './modules/identity/password-strength.js';
import { totpCodeAt } from './modules/identity/totp.js';
import { customerTokens } from './testing/flows.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo accounts', () => {
  it('have passwords that pass the strength check a sign-up gets (the seed skips it)', async () => {
    for (const account of [demoCustomer, demoAdmin, demoCompliance]) {
      await expect(
        assertStrongPassword(account.password, [account.email, account.displayName]),
      ).resolves.toBeUndefined();
    }
  });

  it('seeds a confirmed customer, an admin and a compliance officer with TOTP, the same on every start', async () => {
    const first = await ensureDemoAccounts(t.services);
    const second = await ensureDemoAccounts(t.services);
    expect(second).toEqual(first);
    expect(first.admin.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.admin.otpauthUri).toContain(`secret=${first.admin.totpSecret}`);

    const tokens = await customerTokens(t.app, demoCustomer.email, demoCustomer.password);
    expect(tokens.display_name).toBe('Demo Customer');
    // Funded once, however often the server starts: CAD 10,000 to trade with.
    const guid = Buffer.from(tokens.guid, 'base64url').toString();
    const cad = await t.database.db
      .selectFrom('accounts')
      .select('guid')
      .where('customer_guid', '=', guid)
      .where('asset', '=', 'CAD')
      .executeTakeFirstOrThrow();
    const balance = (await t.services.ledger.balancesOf(t.database.db, [cad.guid])).get(cad.guid);
    expect(balance).toMatchObject({ balance: 10_000_00n, available: 10_000_00n });
    // Verified once, as a retail investor in Ontario, so the newcomer can trade at once.
    const customer = await t.database.db
      .selectFrom('customers')
      .select('state')
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow();
    expect(customer.state).toBe('verified');
    expect(await t.services.kyc.identityOf(guid)).toMatchObject({
      investorCategory: 'retail',
      province: 'ON',
      verifiedAt: expect.any(Date),
    });
    const seeded = await t.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('action', '=', 'kyc.verification_seeded')
      .execute();
    expect(seeded).toHaveLength(1);

    // Two people for what needs two: each signs in to the back office with their own role.
    for (const [member, secret, role] of [
      [demoAdmin, first.admin.totpSecret, 'admin'],
      [demoCompliance, first.compliance.totpSecret, 'compliance'],
    ] as const) {
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/admin/api/signin',
        payload: {
          email: member.email,
          password: member.password,
          code: totpCodeAt(secret, t.clock.now()),
        },
      });
      expect(signedIn.statusCode).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/admin/api/me',
        headers: { authorization: `Bearer ${signedIn.json().data.a_at}` },
      });
      expect(me.json().data).toMatchObject({ email: member.email, role });
    }

    const printed = describeDemoAccounts(first);
    expect(printed).toContain(`${demoCustomer.email}  password ${demoCustomer.password}`);
    expect(printed).toContain(`TOTP secret ${first.admin.totpSecret}`);
    expect(printed).toContain(first.admin.otpauthUri);
    expect(printed).toContain(`${demoCompliance.email}  password ${demoCompliance.password}`);
    expect(printed).toContain(`TOTP secret ${first.compliance.totpSecret}`);
  });
});
