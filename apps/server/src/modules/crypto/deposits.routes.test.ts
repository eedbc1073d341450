import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, finishDueWork, type SignedInCustomer } from '../../testing/flows.js';
import { expectSoundBooks } from '../../testing/funding-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

/** The crypto transfer routes: the sandbox chain's controls and the travel rule's answer. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

const sandboxDeposit = (who: SignedInCustomer, payload: unknown) =>
  post('/customers/sandbox/crypto-deposits', who.tokens.ut, payload);

const travelRule = (who: SignedInCustomer, guid: string, payload: unknown) =>
  post(`/customers/transfers/${guid}/travel-rule`, who.tokens.ut, payload);

/** Rows a refused request must leave as they were. */
async function counts() {
  await finishDueWork(t);
  const { db } = t.services;
  const of = async (table: 'sandbox_chain_transactions' | 'transfers' | 'journal_entries') =>
    Number(
      (await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    );
  return {
    chain: await of('sandbox_chain_transactions'),
    transfers: await of('transfers'),
    journal: await of('journal_entries'),
    answered: Number(
      (
        await db
          .selectFrom('transfers')
          .where('travel_rule_answered_at', 'is not', null)
          .select(db.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  };
}

/** A deposit of `amount` satoshis made through the control and scanned into a transfer. */
async function depositOf(who: SignedInCustomer, amount: string): Promise<string> {
  const res = await sandboxDeposit(who, { asset: 'BTC', amount });
  expect(res.statusCode).toBe(201);
  await t.services.crypto.deposits.scan();
  const { transfers } = await t.services.funding.transfers.list(
    { customerGuids: [who.guid] },
    { offset: 0, limit: 50 },
  );
  const made = transfers.find((transfer) => transfer.txnHash === res.json().data.txn_hash);
  if (made === undefined) throw new Error('the deposit was not scanned');
  return made.guid;
}

describe('POST /customers/sandbox/crypto-deposits', () => {
  it("pays the customer's own deposit address and scans at once: a pending deposit", async () => {
    const me = await fundedCustomer(t, 0n);
    const res = await sandboxDeposit(me, { asset: 'ETH', amount: '123456789012345678901' });
    expect(res.statusCode).toBe(201);
    const { txn_hash, deposit_address_guid } = res.json().data;
    expect(txn_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(deposit_address_guid).toMatch(/^[0-9a-f]{32}$/);
    // The route scanned already: nothing is left for the next scan.
    expect(await t.services.crypto.deposits.scan()).toBe(0);
    const { transfers } = await t.services.funding.transfers.list(
      { customerGuids: [me.guid] },
      { offset: 0, limit: 5 },
    );
    expect(transfers).toMatchObject([
      {
        asset: 'ETH',
        state: 'pending',
        txnHash: txn_hash,
        depositAddressGuid: deposit_address_guid,
        estimatedAmount: 123456789012345678901n,
      },
    ]);
  });

  it.each([
    ['an unknown asset', { asset: 'DOGE', amount: '5' }],
    ['CAD', { asset: 'CAD', amount: '5' }],
    ['a zero amount', { asset: 'BTC', amount: '0' }],
    ['a negative amount', { asset: 'BTC', amount: '-5' }],
    ['a decimal amount', { asset: 'BTC', amount: '1.5' }],
    ['a number amount', { asset: 'BTC', amount: 5 }],
    ['no amount', { asset: 'BTC' }],
    ['an unknown field', { asset: 'BTC', amount: '5', address: 'x' }],
  ])('refuses %s and writes nothing', async (_case, payload) => {
    const me = await fundedCustomer(t, 0n);
    const before = await counts();
    const res = await sandboxDeposit(me, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  it('refuses a caller without a user token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/customers/sandbox/crypto-deposits',
      payload: { asset: 'BTC', amount: '5' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /admin/api/sandbox/chain/incoming', () => {
  it('puts any payment on the chain; to an address nobody owns it stays unclaimed', async () => {
    const admin = await signedInStaff(t, 'admin');
    const before = await counts();
    const res = await post('/admin/api/sandbox/chain/incoming', admin, {
      asset: 'XRP',
      address: 'rUnclaimedSandboxAddress0000000000',
      tag: '42',
      amount: '1000000',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.txn_hash).toMatch(/^[0-9a-f]{64}$/);
    await t.services.crypto.deposits.scan();
    expect(await counts()).toEqual({ ...before, chain: before.chain + 1 });
  });

  it("credits a customer's address it pays, matched by asset, address and tag", async () => {
    const admin = await signedInStaff(t, 'admin');
    const me = await fundedCustomer(t, 0n);
    const mine = await t.services.db
      .transaction()
      .execute((trx) => t.services.wallets.depositAddressOf(trx, me.guid, 'XRP'));
    const res = await post('/admin/api/sandbox/chain/incoming', admin, {
      asset: 'XRP',
      address: mine.address,
      tag: mine.tag ?? undefined,
      amount: '3000000',
    });
    expect(res.statusCode).toBe(201);
    expect(await t.services.crypto.deposits.scan()).toBe(0);
    // Credited at its confirmations (here, not left to the queue's workers during later tests).
    t.clock.advance(t.config.chain.blockSeconds.XRP * t.config.chain.requiredConfirmations.XRP);
    await t.services.crypto.chainSteps.runDue();
    const { transfers } = await t.services.funding.transfers.list(
      { customerGuids: [me.guid] },
      { offset: 0, limit: 5 },
    );
    expect(transfers).toMatchObject([{ asset: 'XRP', state: 'completed', amount: 3_000_000n }]);
    await expectSoundBooks(t);
  });

  it.each([
    ['a bad tag', { asset: 'XRP', address: 'rAddr', tag: 'abc', amount: '1' }],
    ['an empty address', { asset: 'BTC', address: ' ', amount: '1' }],
    ['a zero amount', { asset: 'BTC', address: 'bc1qaddr', amount: '0' }],
    ['an unknown field', { asset: 'BTC', address: 'bc1qaddr', amount: '1', memo: 'x' }],
  ])('refuses %s and writes nothing', async (_case, payload) => {
    const admin = await signedInStaff(t, 'admin');
    const before = await counts();
    const res = await post('/admin/api/sandbox/chain/incoming', admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  it('is for admins only: support staff and customers are refused', async () => {
    const support = await signedInStaff(t, 'support');
    const me = await fundedCustomer(t, 0n);
    const payload = { asset: 'BTC', address: 'bc1qaddr', amount: '1' };
    const before = await counts();
    expect((await post('/admin/api/sandbox/chain/incoming', support, payload)).statusCode).toBe(
      403,
    );
    expect([401, 403]).toContain(
      (await post('/admin/api/sandbox/chain/incoming', me.tokens.ut, payload)).statusCode,
    );
    expect(await counts()).toEqual(before);
  });
});

describe('POST /customers/transfers/{guid}/travel-rule', () => {
  it("records a third party's answer and answers the transfer, its amounts as text", async () => {
    const me = await fundedCustomer(t, 0n);
    const guid = await depositOf(me, '100000000');
    const res = await travelRule(me, guid, {
      party: 'third_party',
      name: 'Jeanne Tremblay',
      address: '12 rue des Érables, Montréal QC',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      guid,
      transfer_type: 'crypto',
      side: 'deposit',
      asset: 'BTC',
      estimated_amount: '100000000',
      fee: '0',
      transfer_details: { travel_rule_required: true, travel_rule_party: 'third_party' },
    });
    // The name and address are kept encrypted and never answered.
    expect(res.body).not.toContain('Tremblay');
    const row = await t.services.db
      .selectFrom('transfers')
      .where('guid', '=', guid)
      .select(['travel_rule_name_ciphertext', 'travel_rule_address_ciphertext'])
      .executeTakeFirstOrThrow();
    expect(row.travel_rule_name_ciphertext).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain('Tremblay');
    // Answered once.
    const before = await counts();
    const again = await travelRule(me, guid, { party: 'own' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
    expect(await counts()).toEqual(before);
    await expectSoundBooks(t);
  });

  it('shows staff what the customer answered, audited; support and strangers are refused', async () => {
    const me = await fundedCustomer(t, 0n);
    const guid = await depositOf(me, '300000000');
    await travelRule(me, guid, { party: 'third_party', name: 'Luc Gagnon', address: 'Laval QC' });
    const compliance = await signedInStaff(t, 'compliance');
    const get = (token: string, id = guid) =>
      t.app.inject({
        method: 'GET',
        url: `/admin/api/crypto-transfers/${id}`,
        headers: bearer(token),
      });
    const seen = await get(compliance);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({
      guid,
      customer_guid: me.guid,
      side: 'deposit',
      travel_rule_party: 'third_party',
      travel_rule_name: 'Luc Gagnon',
      travel_rule_address: 'Laval QC',
      txn_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const audited = await t.services.db
      .selectFrom('audit_events')
      .select('details')
      .where('action', '=', 'crypto_transfer.viewed')
      .execute();
    expect(audited.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ transfer_guid: guid, customer_guid: me.guid }),
    );
    expect((await get(await signedInStaff(t, 'support'))).statusCode).toBe(403);
    expect((await get(me.tokens.ut)).statusCode).toBe(401);
    expect((await get(compliance, '0'.repeat(32))).statusCode).toBe(404);
    expect((await get(compliance, 'not-a-guid')).statusCode).toBe(400);
  });

  it("records the customer's own wallet", async () => {
    const me = await fundedCustomer(t, 0n);
    const guid = await depositOf(me, '200000000');
    const res = await travelRule(me, guid, { party: 'own' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.transfer_details.travel_rule_party).toBe('own');
  });

  it("is 404 for another customer's deposit and for an unknown guid, writing nothing", async () => {
    const me = await fundedCustomer(t, 0n);
    const other = await fundedCustomer(t, 0n);
    const guid = await depositOf(other, '100000000');
    const before = await counts();
    const theirs = await travelRule(me, guid, { party: 'own' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('not_found');
    const unknown = await travelRule(me, '0'.repeat(32), { party: 'own' });
    expect(unknown.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('is 409 for a deposit worth less than CAD 1,000', async () => {
    const me = await fundedCustomer(t, 0n);
    const guid = await depositOf(me, '1000');
    const before = await counts();
    const res = await travelRule(me, guid, { party: 'own' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['own with a name', { party: 'own', name: 'Jeanne Tremblay' }],
    ['a third party without an address', { party: 'third_party', name: 'Jeanne Tremblay' }],
    ['a third party without a name', { party: 'third_party', address: '12 rue des Érables' }],
    ['an unknown party', { party: 'exchange' }],
    ['an unknown field', { party: 'own', wallet: 'x' }],
    ['no body', undefined],
  ])('refuses %s with 400, writing nothing', async (_case, payload) => {
    const me = await fundedCustomer(t, 0n);
    const guid = await depositOf(me, '100000000');
    const before = await counts();
    const res = await travelRule(me, guid, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  it('refuses a malformed guid with 400', async () => {
    const me = await fundedCustomer(t, 0n);
    const res = await travelRule(me, 'not-a-guid', { party: 'own' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the sandbox chain controls without sandbox controls (production)', () => {
  it('do not exist; the travel rule answer still does', async () => {
    const production = await createTestApp({
      funding: { ...testConfig.funding, sandboxControls: false },
      chain: { ...testConfig.chain, sandboxControls: false },
    });
    try {
      const me = await fundedCustomer(production, 0n);
      const admin = await signedInStaff(production, 'admin');
      const deposit = await production.app.inject({
        method: 'POST',
        url: '/customers/sandbox/crypto-deposits',
        headers: bearer(me.tokens.ut),
        payload: { asset: 'BTC', amount: '5' },
      });
      expect(deposit.statusCode).toBe(404);
      const incoming = await production.app.inject({
        method: 'POST',
        url: '/admin/api/sandbox/chain/incoming',
        headers: bearer(admin),
        payload: { asset: 'BTC', address: 'bc1qaddr', amount: '5' },
      });
      expect(incoming.statusCode).toBe(404);
      const answer = await production.app.inject({
        method: 'POST',
        url: `/customers/transfers/${'0'.repeat(32)}/travel-rule`,
        headers: bearer(me.tokens.ut),
        payload: { party: 'own' },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('not_found');
    } finally {
      await production.close();
    }
  });
});
