import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuid } from '../../infra/ids.js';
import { bearer, type SignedInCustomer } from '../../testing/flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fund, fundedCustomer } from '../../testing/trading-flows.js';
import { transferReference } from '../funding/funding-context.js';
import { transferStore } from '../funding/transfer-store.js';
import { ledgerViolations } from '../ledger/invariants.js';

/**
 * Withdrawals settled before the fix took their network fee twice (ADR 36); migration 0030's
 * function gives each over-charge back by a posted, audited system adjustment, once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const correct = async () => {
  const { rows } = await sql<{ corrected: number }>`
    SELECT correct_double_charged_network_fees() AS corrected`.execute(t.database.db);
  return rows[0]?.corrected;
};

async function btcAccount(who: Pick<SignedInCustomer, 'guid'>) {
  const { db, accounts, ledger } = t.services;
  const [account] = await accounts.ledgerAccountsOf(db, [{ customerGuid: who.guid, asset: 'BTC' }]);
  if (account === undefined) throw new Error('no BTC account');
  const balance = (await ledger.balancesOf(db, [account.guid])).get(account.guid);
  return { ...account, balance: balance?.balance };
}

/**
 * A completed BTC withdrawal of `deliver` (its quote's deliver_amount, `fee` inside it), booked
 * as settlement booked it before the fix (the fee taken again on top) or as it does now.
 */
async function settledWithdrawal(
  who: SignedInCustomer,
  deliver: bigint,
  fee: bigint,
  booked: 'fee taken twice' | 'fee taken once',
): Promise<string> {
  const { db, ledger, clock } = t.services;
  const now = clock.now();
  const account = await btcAccount(who);
  const chain = (await ledger.chainAccounts(db)).BTC;
  const guid = newGuid();
  const quoteGuid = newGuid();
  const twice = booked === 'fee taken twice';
  await db.transaction().execute(async (trx) => {
    await transferStore.quotes.insert(trx, {
      guid: quoteGuid,
      customerGuid: who.guid,
      asset: 'BTC',
      deliverAmount: deliver,
      networkFee: fee,
      cadValue: 0n,
      issuedAt: now,
      expiresAt: now,
      transferGuid: guid,
    });
    await transferStore.insert(trx, {
      guid,
      customerGuid: who.guid,
      transferType: 'crypto',
      side: 'withdrawal',
      asset: 'BTC',
      rail: null,
      state: 'completed',
      amount: deliver,
      estimatedAmount: deliver,
      estimatedNetworkFee: fee,
      networkFee: fee,
      networkFeeAsset: 'BTC',
      fee: 0n,
      quoteGuid,
      accountGuid: account.guid,
      externalBankAccountGuid: null,
      externalWalletGuid: null,
      referenceTransferGuid: null,
      plannedOutcome: 'complete',
      plannedFailure: null,
      nextStep: null,
      stepDueAt: null,
      etransferRecipient: null,
      etransferQuestion: null,
      etransferAnswerCiphertext: null,
      etransferReferenceCode: null,
      createdAt: now,
      updatedAt: now,
    });
    const customer = account.ledgerAccountId;
    await ledger.post(trx, [
      {
        kind: 'crypto_transfer',
        idempotencyKey: `crypto:${guid}:send`,
        reference: transferReference(guid),
        postings: twice
          ? [
              { accountId: customer, asset: 'BTC', amount: -deliver },
              { accountId: chain.clearing, asset: 'BTC', amount: deliver },
              { accountId: customer, asset: 'BTC', amount: -fee },
              { accountId: chain.networkFee, asset: 'BTC', amount: fee },
            ]
          : [
              { accountId: customer, asset: 'BTC', amount: -deliver },
              { accountId: chain.clearing, asset: 'BTC', amount: deliver - fee },
              { accountId: chain.networkFee, asset: 'BTC', amount: fee },
            ],
      },
    ]);
  });
  return guid;
}

const shownRule = 'what a customer was shown is what the ledger took';

describe('the correction of network fees charged twice', () => {
  it('refunds the over-charge once, as a posted and audited system adjustment', async () => {
    const me = await fundedCustomer(t, 0n);
    await fund(t, me.guid, 'BTC', 1_000_000n);
    const guid = await settledWithdrawal(me, 402_000n, 2_000n, 'fee taken twice');
    expect((await btcAccount(me)).balance).toBe(596_000n);
    // The entry balances: the customer's shown amount (and what the chain was sent) tell.
    expect(await ledgerViolations(t.database.db)).toEqual({
      'chain clearing equals the completed crypto transfers': [
        'clearing:BTC:chain 402000 but transfers 400000',
      ],
      [shownRule]: [`crypto withdrawal ${guid} showed BTC -402000 but took -404000`],
    });

    expect(await correct()).toBe(1);
    expect((await btcAccount(me)).balance).toBe(598_000n);
    expect(await ledgerViolations(t.database.db)).toEqual({});
    const adjustment = await t.database.db
      .selectFrom('adjustments')
      .selectAll()
      .where('transfer_guid', '=', guid)
      .executeTakeFirstOrThrow();
    expect(adjustment).toMatchObject({
      customer_guid: me.guid,
      asset: 'BTC',
      category: 'correction',
      direction: 'credit',
      amount: '2000',
      reason: `Network fee charged twice on withdrawal ${guid} refunded`,
      state: 'approved',
      proposed_by: null,
      decided_by: null,
      system_cause: 'network_fee_charged_twice',
    });
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select(['actor_type', 'details'])
      .where('action', '=', 'adjustment.system_posted')
      .execute();
    expect(audit).toEqual([
      {
        actor_type: 'system',
        details: expect.objectContaining({
          adjustment_guid: adjustment.guid,
          transfer_guid: guid,
          amount: '2000',
          shown: '402000',
          taken: '404000',
        }),
      },
    ]);

    // Run again: nothing more is corrected, nothing more is written.
    expect(await correct()).toBe(0);
    expect((await btcAccount(me)).balance).toBe(598_000n);
    const adjustments = await t.database.db
      .selectFrom('adjustments')
      .select('guid')
      .where('customer_guid', '=', me.guid)
      .execute();
    expect(adjustments).toHaveLength(1);
  });

  it('leaves a withdrawal that took its quote’s amount alone', async () => {
    const me = await fundedCustomer(t, 0n);
    await fund(t, me.guid, 'BTC', 1_000_000n);
    await settledWithdrawal(me, 402_000n, 2_000n, 'fee taken once');
    expect(await correct()).toBe(0);
    expect((await btcAccount(me)).balance).toBe(598_000n);
  });

  it('is listed to staff as made by the system, already approved', async () => {
    const me = await fundedCustomer(t, 0n);
    await fund(t, me.guid, 'BTC', 1_000_000n);
    await settledWithdrawal(me, 50_000n, 2_000n, 'fee taken twice');
    expect(await correct()).toBe(1);
    const token = await signedInStaff(t, 'support');
    const res = await t.app.inject({
      method: 'GET',
      url: `/admin/api/adjustments?customer_guid=${me.guid}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.objects).toEqual([
      expect.objectContaining({
        amount: '2000',
        state: 'approved',
        proposed_by_email: 'system',
        decided_by_email: null,
      }),
    ]);
  });
});
