import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/flows.js';
import { eftDeposit, expectSoundBooks } from '../../testing/funding-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

/** Daily reconciliation: each rail's settlement report against its clearing account (ADR 20). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The rails and the ledger stamp movements with the database's UTC day: the wall clock's here.
describe('reconciliation', () => {
  it('finds nothing when the rail’s report and the books agree', async () => {
    const me = await fundedCustomer(t, 0n);
    await eftDeposit(t, me, 80_00n);
    const day = new Date().toISOString().slice(0, 10);
    expect(await t.services.funding.reconciliation.reconcile(day)).toEqual([]);
    await expectSoundBooks(t);
  });

  it('opens one case for a difference, listed in the back office', async () => {
    const me = await fundedCustomer(t, 0n);
    await eftDeposit(t, me, 80_00n);
    const day = new Date().toISOString().slice(0, 10);
    // The rail reports a cent more than it moved.
    await sql`UPDATE rail_settlements SET amount = amount + 1 WHERE rail = 'eft'`.execute(
      t.database.db,
    );
    const found = await t.services.funding.reconciliation.reconcile(day);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rail: 'eft', day });
    expect((found[0]?.reported ?? 0n) - (found[0]?.booked ?? 0n)).toBe(1n);
    await t.services.funding.reconciliation.reconcile(day);
    const admin = await signedInStaff(t, 'admin');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/admin/api/funding/reconciliation-cases',
      headers: bearer(admin),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.objects).toEqual([expect.objectContaining({ rail: 'eft', day })]);
  });
});
