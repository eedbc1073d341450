import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuid } from '../../infra/ids.js';
import type { SignedInCustomer } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';
import { findCase } from './compliance.repo.js';
import type { CreditedReceipt } from './large-transactions.js';
import { reportDeadline } from './working-days.js';

/** FINTRAC's large virtual currency rule: CAD 10,000 received within any 24 hours, one case. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600;

/** Credits a receipt worth `cadCents` now, as funding's credit step tells of one. */
async function receive(who: SignedInCustomer, cadCents: bigint | null, transferGuid = newGuid()) {
  const receipt: CreditedReceipt = {
    transferGuid,
    customerGuid: who.guid,
    asset: 'BTC',
    amount: 1_000_000n,
    cadValue: cadCents,
    txnHash: newGuid() + newGuid(),
    depositAddressGuid: newGuid(),
  };
  await t.services.db
    .transaction()
    .execute((trx) => t.services.compliance.largeTransactions.credited(trx, receipt));
  return transferGuid;
}

function casesOf(who: SignedInCustomer) {
  return t.services.db
    .selectFrom('compliance_cases')
    .selectAll()
    .where('customer_guid', '=', who.guid)
    .where('kind', '=', 'large_virtual_currency')
    .execute();
}

function receiptsOf(caseGuid: string) {
  return t.services.db
    .selectFrom('virtual_currency_receipts')
    .select('transfer_guid')
    .where('case_guid', '=', caseGuid)
    .execute();
}

describe('the large virtual currency rule', () => {
  it('opens exactly one case when several smaller receipts cross CAD 10,000 within 24 h', async () => {
    const me = await fundedCustomer(t, 0n);
    const first = await receive(me, 4_000_00n);
    t.clock.advance(10 * HOUR);
    const second = await receive(me, 4_000_00n);
    expect(await casesOf(me)).toHaveLength(0);
    t.clock.advance(13 * HOUR);
    const third = await receive(me, 2_000_00n);
    const cases = await casesOf(me);
    expect(cases).toHaveLength(1);
    const [opened] = cases;
    expect(opened).toMatchObject({ state: 'open', claimed_by: null, decision: null });
    expect(opened?.report_draft).toMatchObject({
      total_cad_cents: '1000000',
      twenty_four_hour_rule: true,
      beneficiary_customer_guid: me.guid,
    });
    expect((await receiptsOf(opened?.guid ?? '')).map((r) => r.transfer_guid).sort()).toEqual(
      [first, second, third].sort(),
    );
    // A later receipt inside the same 24 h is not counted again: no second case.
    t.clock.advance(HOUR);
    await receive(me, 3_000_00n);
    expect(await casesOf(me)).toHaveLength(1);
  });

  it('opens none for the same sum spread over more than 24 h', async () => {
    const me = await fundedCustomer(t, 0n);
    await receive(me, 5_000_00n);
    t.clock.advance(24 * HOUR + 1);
    await receive(me, 5_000_00n);
    t.clock.advance(24 * HOUR + 1);
    await receive(me, 5_000_00n);
    expect(await casesOf(me)).toHaveLength(0);
  });

  it('opens none just below CAD 10,000, and one at a single receipt of exactly 10,000', async () => {
    const me = await fundedCustomer(t, 0n);
    await receive(me, 5_000_00n);
    await receive(me, 4_999_99n);
    expect(await casesOf(me)).toHaveLength(0);
    const other = await fundedCustomer(t, 0n);
    await receive(other, 10_000_00n);
    const [single] = await casesOf(other);
    expect(single?.report_draft).toMatchObject({ twenty_four_hour_rule: false });
  });

  it('is idempotent: the same credit told again opens nothing more', async () => {
    const me = await fundedCustomer(t, 0n);
    const guid = await receive(me, 12_000_00n);
    await receive(me, 12_000_00n, guid);
    await t.services.db
      .transaction()
      .execute((trx) =>
        t.services.compliance.largeTransactions.evaluate(trx, me.guid, t.clock.now()),
      );
    expect(await casesOf(me)).toHaveLength(1);
    const receipts = await t.services.db
      .selectFrom('virtual_currency_receipts')
      .select('transfer_guid')
      .where('customer_guid', '=', me.guid)
      .execute();
    expect(receipts).toHaveLength(1);
  });

  it('opens a case for a receipt the market could not price, for staff to value', async () => {
    const me = await fundedCustomer(t, 0n);
    await receive(me, null);
    const [opened] = await casesOf(me);
    expect(opened?.report_draft).toMatchObject({
      transactions: [expect.objectContaining({ cad_value_cents: null })],
    });
  });

  it('records the deadline and an audit row when the case opens', async () => {
    const me = await fundedCustomer(t, 0n);
    await receive(me, 15_000_00n);
    const [listed] = await casesOf(me);
    const opened = await findCase(t.services.db, listed?.guid ?? '');
    expect(opened?.deadline).toBe(reportDeadline(t.clock.now()));
    const audit = await t.services.db
      .selectFrom('audit_events')
      .select(['actor_type', 'details'])
      .where('action', '=', 'compliance.case_opened')
      .execute();
    expect(audit).toContainEqual({
      actor_type: 'system',
      details: { case_guid: opened?.guid, kind: 'large_virtual_currency', customer_guid: me.guid },
    });
  });
});

describe('crypto deposits credited on the chain', () => {
  /** Moves the clock on, then scans the chain and runs the chain's due steps. */
  async function chainAfter(seconds: number) {
    t.clock.advance(seconds);
    await t.services.crypto.deposits.scan();
    await t.services.crypto.chainSteps.runDue();
  }

  it('open a case once credited when worth CAD 10,000 or more, with the hash and address', async () => {
    const me = await fundedCustomer(t, 0n);
    const { deposits } = t.services.crypto;
    const small = await deposits.sandboxDeposit(me.guid, 'BTC', 1_000_000n);
    await chainAfter(0);
    await chainAfter(600);
    await chainAfter(600);
    expect(await casesOf(me)).toHaveLength(0);
    const large = await deposits.sandboxDeposit(me.guid, 'BTC', 20_000_000n);
    await chainAfter(0);
    expect(await casesOf(me)).toHaveLength(0);
    await chainAfter(600);
    await chainAfter(600);
    const [opened] = await casesOf(me);
    const draft = opened?.report_draft;
    expect(draft).toMatchObject({
      transactions: [
        expect.objectContaining({ txn_hash: small.txnHash, amount: '1000000' }),
        expect.objectContaining({ txn_hash: large.txnHash, amount: '20000000' }),
      ],
    });
    const address = await t.services.wallets.depositAddressText(
      t.services.db,
      me.guid,
      large.depositAddressGuid,
    );
    expect(address).toMatch(/^tb1/);
    expect(draft?.transactions).toEqual(
      expect.arrayContaining([expect.objectContaining({ receiving_address: address })]),
    );
  });
});
