import type { StaffRole } from '@maple/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tableCounts } from '../../testing/flows.js';
import { cadAccount, expectSoundBooks } from '../../testing/funding-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';
import { defaultMaxAdjustment } from '../staff/staff.config.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/admin/api/adjustments';

interface Staff {
  token: string;
  id: string;
}

async function staff(role: StaffRole): Promise<Staff> {
  const token = await signedInStaff(t, role);
  return { token, id: (await t.services.tokens.verify('admin', token)).sub };
}

const propose = (who: Staff, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: PATH, headers: bearer(who.token), payload });

const decide = (who: Staff, guid: string, decision: 'approve' | 'reject', reason = 'Checked') =>
  t.app.inject({
    method: 'POST',
    url: `${PATH}/${guid}/${decision}`,
    headers: bearer(who.token),
    payload: { reason },
  });

const credit = (customerGuid: string, amount = '500') => ({
  customer_guid: customerGuid,
  asset: 'CAD',
  category: 'goodwill_credit',
  direction: 'credit',
  amount,
  reason: 'Delayed withdrawal, goodwill',
  customer_note: 'Sorry for the delay on your withdrawal',
});

async function proposed(maker: Staff, payload: Record<string, unknown>): Promise<string> {
  const res = await propose(maker, payload);
  if (res.statusCode !== 201) throw new Error(`the proposal answered ${res.body}`);
  return res.json<{ data: { guid: string } }>().data.guid;
}

const entriesOf = (guid: string) =>
  t.database.db
    .selectFrom('journal_entries')
    .innerJoin('postings', 'postings.entry_id', 'journal_entries.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
    .select([
      'journal_entries.id',
      'journal_entries.kind',
      'postings.amount',
      'ledger_accounts.code',
    ])
    .where('journal_entries.reference', '=', `adjustment:${guid}`)
    .execute();

const auditOf = (guid: string) =>
  t.database.db
    .selectFrom('audit_events')
    .select(['action', 'actor_id'])
    .where(sql<string>`details->>'adjustment_guid'`, '=', guid)
    .orderBy('id')
    .execute();

let maker: Staff;
let checker: Staff;
let otherChecker: Staff;
beforeAll(async () => {
  maker = await staff('admin');
  checker = await staff('admin');
  otherChecker = await staff('admin');
});

describe('maker-checker', () => {
  it('refuses the maker’s own approval and rejection, even as an admin, posting nothing', async () => {
    const customer = await fundedCustomer(t, 0n);
    const guid = await proposed(maker, credit(customer.guid));
    const before = await tableCounts(t);
    for (const decision of ['approve', 'reject'] as const) {
      const res = await decide(maker, guid, decision);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'maker_checker' });
    }
    expect(await tableCounts(t)).toEqual(before);
    expect(await entriesOf(guid)).toEqual([]);
  });

  it('posts one balanced entry when another admin approves, and only once', async () => {
    const customer = await fundedCustomer(t, 0n);
    const guid = await proposed(maker, credit(customer.guid, '2500'));
    const approved = await decide(checker, guid, 'approve', 'Customer called twice');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      state: 'approved',
      proposed_by_email: expect.stringContaining('staff-admin'),
      decided_by_email: expect.stringContaining('staff-admin'),
      decision_reason: 'Customer called twice',
      entry_id: expect.stringMatching(/^\d+$/),
    });
    const again = await decide(otherChecker, guid, 'approve');
    expect(again.statusCode).toBe(409);
    const entries = await entriesOf(guid);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(1);
    expect(entries.map((entry) => entry.kind)).toEqual(['adjustment', 'adjustment']);
    expect(entries.reduce((sum, entry) => sum + BigInt(entry.amount), 0n)).toBe(0n);
    expect(entries.find((entry) => entry.code.startsWith('house:CAD:'))?.amount).toBe('-2500');
    expect(await cadAccount(t, customer)).toEqual({ balance: 2500n, available: 2500n });
    await expectSoundBooks(t);
  });

  it('posts nothing for a rejected adjustment, which can then not be approved', async () => {
    const customer = await fundedCustomer(t, 0n);
    const guid = await proposed(maker, credit(customer.guid));
    const rejected = await decide(checker, guid, 'reject', 'No grounds for goodwill');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ state: 'rejected', entry_id: null });
    expect((await decide(otherChecker, guid, 'approve')).statusCode).toBe(409);
    expect(await entriesOf(guid)).toEqual([]);
    expect(await cadAccount(t, customer)).toEqual({ balance: 0n, available: 0n });
    await expectSoundBooks(t);
  });

  it('posts one entry when two admins approve at once', async () => {
    const customer = await fundedCustomer(t, 0n);
    const guid = await proposed(maker, credit(customer.guid, '700'));
    const answers = await Promise.all([
      decide(checker, guid, 'approve'),
      decide(otherChecker, guid, 'approve'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(new Set((await entriesOf(guid)).map((entry) => entry.id)).size).toBe(1);
    expect(await cadAccount(t, customer)).toEqual({ balance: 700n, available: 700n });
    await expectSoundBooks(t);
  });
});

describe('debits and counter-accounts', () => {
  it('refuses at approval a debit above the customer’s available balance, and books one within it', async () => {
    const customer = await fundedCustomer(t, 1000n);
    const debit = {
      ...credit(customer.guid, '1500'),
      category: 'correction',
      direction: 'debit',
      reason: 'Duplicate credit on 2026-11-02',
    };
    const tooMuch = await proposed(maker, debit);
    const refused = await decide(checker, tooMuch, 'approve');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/available balance/);
    expect(await entriesOf(tooMuch)).toEqual([]);
    const list = await t.app.inject({
      url: `${PATH}?customer_guid=${customer.guid}&state=proposed`,
      headers: bearer(checker.token),
    });
    expect(list.json().data.objects.map((a: { guid: string }) => a.guid)).toEqual([tooMuch]);

    const within = await proposed(maker, { ...debit, amount: '400' });
    expect((await decide(checker, within, 'approve')).statusCode).toBe(200);
    expect(await cadAccount(t, customer)).toEqual({ balance: 600n, available: 600n });
    await expectSoundBooks(t);
  });

  it('refunds a fee out of the fees earned in the asset', async () => {
    const customer = await fundedCustomer(t, 0n);
    const guid = await proposed(maker, {
      ...credit(customer.guid, '1234'),
      asset: 'BTC',
      category: 'fee_refund',
    });
    expect((await decide(checker, guid, 'approve')).statusCode).toBe(200);
    const entries = await entriesOf(guid);
    expect(entries.find((entry) => entry.code === 'fee:BTC')?.amount).toBe('-1234');
    expect(entries.find((entry) => entry.code.startsWith('customer:'))?.amount).toBe('1234');
    await expectSoundBooks(t);
  });
});

describe('roles and input', () => {
  it('lets support read but not propose, and compliance propose but not decide', async () => {
    const customer = await fundedCustomer(t, 0n);
    const support = await staff('support');
    const compliance = await staff('compliance');
    expect((await propose(support, credit(customer.guid))).statusCode).toBe(403);
    const guid = await proposed(compliance, credit(customer.guid));
    for (const who of [support, compliance]) {
      for (const decision of ['approve', 'reject'] as const) {
        expect((await decide(who, guid, decision)).statusCode).toBe(403);
      }
    }
    const read = await t.app.inject({
      url: `${PATH}?customer_guid=${customer.guid}`,
      headers: bearer(support.token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ total: 1, objects: [{ guid, state: 'proposed' }] });
  });

  it('refuses bad proposals and decisions with 4xx, writing nothing', async () => {
    const customer = await fundedCustomer(t, 0n);
    const guid = await proposed(maker, credit(customer.guid));
    const good = credit(customer.guid);
    const before = await tableCounts(t);
    const bad: [Record<string, unknown>, number][] = [
      [{}, 400],
      [{ ...good, amount: '0' }, 400],
      [{ ...good, amount: '-5' }, 400],
      [{ ...good, amount: '1.50' }, 400],
      [{ ...good, amount: 500 }, 400],
      [{ ...good, amount: '1'.repeat(79) }, 400],
      [{ ...good, reason: '   ' }, 400],
      [{ ...good, reason: 'x'.repeat(501) }, 400],
      [{ ...good, customer_note: undefined }, 400],
      [{ ...good, customer_note: '  ok ' }, 400],
      [{ ...good, customer_note: 'x'.repeat(501) }, 400],
      [{ ...good, customer_note: 42 }, 400],
      [{ ...good, category: 'bonus' }, 400],
      [{ ...good, direction: 'debit' }, 400],
      [{ ...good, category: 'loss_recovery' }, 400],
      [{ ...good, asset: 'DOGE' }, 400],
      [{ ...good, customer_guid: 'not-a-guid' }, 400],
      [{ ...good, extra: true }, 400],
      [{ ...good, customer_guid: 'f'.repeat(32) }, 404],
    ];
    for (const [payload, status] of bad) {
      const res = await propose(maker, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
    }
    for (const payload of [{}, { reason: 'ok' }, { reason: 'Checked', extra: 1 }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${PATH}/${guid}/approve`,
        headers: bearer(checker.token),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await decide(checker, 'f'.repeat(32), 'approve')).statusCode).toBe(404);
    expect((await decide(checker, 'nope', 'approve')).statusCode).toBe(400);
    const list = await t.app.inject({ url: `${PATH}?state=pending`, headers: bearer(maker.token) });
    expect(list.statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('the configured bound', () => {
  const bound = defaultMaxAdjustment.CAD;

  it('refuses an amount above it with 400 before anything is written, and takes one at it', async () => {
    const customer = await fundedCustomer(t, 0n);
    const before = await tableCounts(t);
    // The two: 10^78 − 1 cents answered 500, 10^30 cents was booked.
    for (const amount of ['9'.repeat(78), `1${'0'.repeat(30)}`, String(bound + 1n)]) {
      const res = await propose(maker, credit(customer.guid, amount));
      expect(res.statusCode, amount).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'invalid_parameter',
        message: expect.stringContaining(`at most ${bound}`),
      });
    }
    const btc = await propose(maker, {
      ...credit(customer.guid, String(defaultMaxAdjustment.BTC + 1n)),
      asset: 'BTC',
    });
    expect(btc.statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);

    const guid = await proposed(maker, credit(customer.guid, String(bound)));
    expect((await decide(checker, guid, 'approve')).statusCode).toBe(200);
    expect(await cadAccount(t, customer)).toEqual({ balance: bound, available: bound });
  });

  it('refuses at approval a proposal above it (made before the bound was lowered), posting nothing', async () => {
    const customer = await fundedCustomer(t, 0n);
    const guid = await proposed(maker, credit(customer.guid, String(bound)));
    // Stands in for a proposal accepted under a higher bound.
    await sql`UPDATE adjustments SET amount = ${String(bound + 1n)}::numeric WHERE guid = ${guid}`.execute(
      t.database.db,
    );
    const res = await decide(checker, guid, 'approve');
    expect(res.statusCode).toBe(400);
    expect(await entriesOf(guid)).toEqual([]);
    expect(await cadAccount(t, customer)).toEqual({ balance: 0n, available: 0n });
  });
});

describe('the audit trail', () => {
  it('records the proposal, the decision and each view, with who did it', async () => {
    const customer = await fundedCustomer(t, 0n);
    const guid = await proposed(maker, credit(customer.guid));
    await decide(checker, guid, 'approve');
    expect(await auditOf(guid)).toEqual([
      { action: 'adjustment.proposed', actor_id: maker.id },
      { action: 'adjustment.approved', actor_id: checker.id },
    ]);
    const rejectedGuid = await proposed(maker, credit(customer.guid));
    await decide(otherChecker, rejectedGuid, 'reject');
    expect((await auditOf(rejectedGuid)).map((event) => event.action)).toEqual([
      'adjustment.proposed',
      'adjustment.rejected',
    ]);
    await t.app.inject({
      url: `${PATH}?customer_guid=${customer.guid}`,
      headers: bearer(checker.token),
    });
    const viewed = await t.database.db
      .selectFrom('audit_events')
      .select(['actor_id', 'details'])
      .where('action', '=', 'adjustments.viewed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(viewed).toMatchObject({
      actor_id: checker.id,
      details: { customer_guid: customer.guid },
    });
    expect(viewed.details.adjustment_guids).toEqual(expect.arrayContaining([guid, rejectedGuid]));
  });
});
