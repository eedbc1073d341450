import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tableCounts } from '../../testing/flows.js';
import { eftDeposit, postTransfer, quoteGuid } from '../../testing/funding-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

/**
 * Failed and stuck transfers for the back office: a list, audited; a failed one leaves it once
 * staff resolve it, and one of the customer's own doing never enters it.
 */
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

/** The guids the queue lists now, as a support agent reads it. */
async function queued(token: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${URL}?per_page=100`,
    headers: bearer(token),
  });
  return res.json<{ data: { objects: { guid: string }[] } }>().data.objects.map((o) => o.guid);
}

const overviewCount = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/admin/api/overview',
    headers: bearer(token),
  });
  return res.json<{ data: { queues: { transfers: number } } }>().data.queues.transfers;
};

const resolve = (token: string | undefined, guid: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `${URL}/${guid}/resolution`,
    ...(token === undefined ? {} : { headers: bearer(token) }),
    payload,
  });

describe('POST /admin/api/transfers/attention/{guid}/resolution', () => {
  it('takes a failed transfer off the queue and the overview once resolved, audited', async () => {
    const officer = await signedInStaff(t, 'compliance');
    const me = await fundedCustomer(t, 0n);
    // The sandbox bank refuses the magic amount: a failure for staff to look at.
    const failed = String((await eftDeposit(t, me, 13_13n)).guid);
    expect(await queued(officer)).toContain(failed);
    const before = await overviewCount(officer);
    const res = await resolve(officer, failed, { note: '  Called the customer: wrong account.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      transfer_guid: failed,
      resolved_at: t.clock.now().toISOString(),
    });
    expect(await queued(officer)).not.toContain(failed);
    expect(await overviewCount(officer)).toBe(before - 1);
    const [event] = await t.services.db
      .selectFrom('audit_events')
      .select(['actor_type', 'details'])
      .where('action', '=', 'funding.transfer_failure_resolved')
      .execute();
    expect(event).toEqual({
      actor_type: 'staff',
      details: {
        transfer_guid: failed,
        customer_guid: me.guid,
        note: 'Called the customer: wrong account.',
      },
    });
    const again = await resolve(officer, failed, { note: 'Twice' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'conflict']);
  });

  it('never lists a failure of the customer’s own doing, nor lets it be resolved', async () => {
    const officer = await signedInStaff(t, 'compliance');
    const me = await fundedCustomer(t, 500_00n);
    const quote = await quoteGuid(t, me, 'withdrawal', 100_00n);
    // Asked for without an approval (ADR 58), then cancelled by the customer.
    const held = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'funding',
      payment_rail: 'etransfer',
      etransfer_security_question: 'Our first dog?',
      etransfer_security_answer: 'Rex2026',
    });
    const guid = String(held.json.guid);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/transfers/${guid}`,
      headers: bearer(me.tokens.at),
    });
    expect(cancelled.json()).toMatchObject({ state: 'failed', failure_code: 'cancelled' });
    expect(await queued(officer)).not.toContain(guid);
    const refused = await resolve(officer, guid, { note: 'Nothing to do' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'conflict']);
  });

  it('refuses bad notes, unknown transfers, support agents and strangers, writing nothing', async () => {
    const officer = await signedInStaff(t, 'compliance');
    const support = await signedInStaff(t, 'support');
    const me = await fundedCustomer(t, 0n);
    const failed = String((await eftDeposit(t, me, 13_13n)).guid);
    const before = await tableCounts(t);
    for (const payload of [
      {},
      { note: '   ' },
      { note: 'x'.repeat(1001) },
      { note: 'a', more: 1 },
    ]) {
      const res = await resolve(officer, failed, payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([
        400,
        'invalid_parameter',
      ]);
    }
    expect((await resolve(officer, 'nope', { note: 'a' })).statusCode).toBe(400);
    expect((await resolve(officer, 'f'.repeat(32), { note: 'a' })).statusCode).toBe(404);
    expect((await resolve(support, failed, { note: 'a' })).statusCode).toBe(403);
    expect((await resolve(undefined, failed, { note: 'a' })).statusCode).toBe(401);
    expect(await tableCounts(t)).toEqual(before);
    expect(await queued(support)).toContain(failed);
  });
});
