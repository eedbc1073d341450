import { adminOverviewSchema } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trade } from '../../testing/books-flows.js';
import { bearer, signedInCustomer } from '../../testing/flows.js';
import { cleanAnswers, submittedApplication } from '../../testing/kyc-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

/** `/admin/api/overview`: the back office's home, each queue's count and the day's figures. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/admin/api/overview';
const get = (token: string | undefined, url = PATH) =>
  t.app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });

async function overview(token: string) {
  const res = await get(token);
  expect(res.statusCode).toBe(200);
  return adminOverviewSchema.parse(res.json<{ data: unknown }>().data);
}

describe('the overview', () => {
  it('counts what waits in each queue and the UTC day so far, not the day before', async () => {
    // Yesterday: a customer and a trade the day's figures leave out.
    const early = await fundedCustomer(t, 1_000_00n);
    await trade(t, early, 'BTC-CAD', 'buy', 100_00n);
    t.clock.advance(86_400);
    // Signed in today: a staff session lasts 8 hours.
    const support = await signedInStaff(t, 'support');
    const compliance = await signedInStaff(t, 'compliance');
    const before = await overview(support);
    expect(before.day).toBe(t.clock.now().toISOString().slice(0, 10));
    expect(before.today).toEqual({
      trades: 0,
      volume_cents: '0',
      revenue_cents: '0',
      new_customers: 0,
      returned_deposits: 0,
    });

    const buyer = await fundedCustomer(t, 1_000_00n);
    await trade(t, buyer, 'BTC-CAD', 'buy', 500_00n);
    const applicant = await signedInCustomer(t, { verified: false });
    const answers = cleanAnswers();
    answers.declarations = { ...answers.declarations, politically_exposed: true };
    await submittedApplication(t, applicant, answers);
    const denied = { asset: 'ETH', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' };
    await t.app.inject({
      method: 'POST',
      url: '/customers/check-wallet',
      headers: bearer(buyer.tokens.ut),
      payload: denied,
    });
    const proposal = await t.app.inject({
      method: 'POST',
      url: '/admin/api/adjustments',
      headers: bearer(compliance),
      payload: {
        customer_guid: buyer.guid,
        asset: 'CAD',
        category: 'goodwill_credit',
        direction: 'credit',
        amount: '500',
        reason: 'Delayed withdrawal, goodwill',
        customer_note: 'Sorry for the delay on your withdrawal.',
      },
    });
    expect(proposal.statusCode).toBe(201);

    const after = await overview(support);
    expect(after.queues).toEqual({
      ...before.queues,
      verifications: before.queues.verifications + 1,
      compliance_cases: before.queues.compliance_cases + 1,
      adjustments: before.queues.adjustments + 1,
    });
    const sales = await get(support, `/admin/api/sales?from=${after.day}&to=${after.day}`);
    const totals = sales.json<{ data: { totals: Record<string, unknown> } }>().data.totals;
    expect(after.today).toEqual({
      trades: 1,
      volume_cents: totals.volume,
      revenue_cents: totals.revenue,
      new_customers: 2,
      returned_deposits: 0,
    });
    expect(BigInt(after.today.volume_cents)).toBeGreaterThan(0n);
  }, 120_000);

  it('is read by every staff role and refuses anyone else and any parameter, and audits nothing', async () => {
    for (const role of ['support', 'compliance', 'admin'] as const) {
      expect((await get(await signedInStaff(t, role))).statusCode).toBe(200);
    }
    expect((await get(undefined)).statusCode).toBe(401);
    const customer = await signedInCustomer(t);
    expect((await get(customer.tokens.ut)).statusCode).toBe(401);
    const support = await signedInStaff(t, 'support');
    const bad = await get(support, `${PATH}?day=2026-01-01`);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid_parameter']);
    // Counts name no one: the overview is not a view of personal data.
    expect(
      await t.database.db
        .selectFrom('audit_events')
        .select('action')
        .where('action', 'like', '%overview%')
        .execute(),
    ).toEqual([]);
  }, 60_000);
});
