import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAdmin,
  demoCustomer,
  describeDemoAccounts,
  ensureDemoAccounts,
} from './demo-accounts.js';
import { totpCodeAt } from './modules/identity/totp.js';
import { customerTokens } from './testing/flows.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo accounts', () => {
  it('seeds a confirmed customer and an admin with TOTP, the same on every start', async () => {
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

    const admin = await t.app.inject({
      method: 'POST',
      url: '/admin/api/signin',
      payload: {
        email: demoAdmin.email,
        password: demoAdmin.password,
        code: totpCodeAt(first.admin.totpSecret, t.clock.now()),
      },
    });
    expect(admin.statusCode).toBe(200);

    const printed = describeDemoAccounts(first);
    expect(printed).toContain(`${demoCustomer.email}  password ${demoCustomer.password}`);
    expect(printed).toContain(`TOTP secret ${first.admin.totpSecret}`);
    expect(printed).toContain(first.admin.otpauthUri);
  });
});
