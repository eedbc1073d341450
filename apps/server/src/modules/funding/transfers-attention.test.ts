import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

/** Failed and stuck transfers for the back office: a read-only list, audited. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/admin/api/transfers/attention';

describe('GET /admin/api/transfers/attention', () => {
  it('lists a transfer not final after the configured age as stuck, not before', async () => {
    const support = await signedInStaff(t, 'support');
    const me = await fundedCustomer(t, 0n);
    await t.services.crypto.deposits.sandboxDeposit(me.guid, 'BTC', 50_000n);
    await t.services.crypto.deposits.scan();
    const listed = async () => {
      const res = await t.app.inject({ method: 'GET', url: URL, headers: bearer(support) });
      expect(res.statusCode).toBe(200);
      return res.json<{
        data: { stuck_after_seconds: number; objects: { customer_guid: string }[] };
      }>().data;
    };
    const fresh = await listed();
    expect(fresh.stuck_after_seconds).toBe(3600);
    expect(fresh.objects.filter((found) => found.customer_guid === me.guid)).toEqual([]);
    t.clock.advance(3601);
    expect((await listed()).objects).toContainEqual(
      expect.objectContaining({
        customer_guid: me.guid,
        transfer_type: 'crypto',
        side: 'deposit',
        state: 'pending',
        reason: 'stuck',
        amount: '50000',
      }),
    );
    const audited = await t.services.db
      .selectFrom('audit_events')
      .select('action')
      .where('action', '=', 'funding.transfers_attention.viewed')
      .execute();
    expect(audited).toHaveLength(2);
  });

  it('refuses bad paging with 400 and callers without a staff token with 401', async () => {
    const support = await signedInStaff(t, 'support');
    const bad = await t.app.inject({
      method: 'GET',
      url: `${URL}?per_page=0`,
      headers: bearer(support),
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
