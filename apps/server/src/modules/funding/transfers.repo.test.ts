import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuid } from '../../infra/ids.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';
import { findTransfer, insertTransfers, type NewTransfer } from './transfers.repo.js';

/** An insert answers its transfers from what it sent, never reading them back: they must match. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function accountOf(customerGuid: string, asset: 'CAD' | 'BTC') {
  const [account] = await t.services.accounts.ledgerAccountsOf(t.services.db, [
    { customerGuid, asset },
  ]);
  if (account === undefined) throw new Error(`no ${asset} account`);
  return account.guid;
}

describe('a transfer as inserted', () => {
  it('is the transfer as stored, for a bare CAD one and a crypto one with every field set', async () => {
    const me = await fundedCustomer(t, 0n);
    // Microseconds would be lost on the way back into a Date; an insert never sends any.
    const now = new Date('2026-11-27T10:11:12.345Z');
    const eft: NewTransfer = {
      guid: newGuid(),
      customerGuid: me.guid,
      transferType: 'funding',
      side: 'deposit',
      rail: 'eft',
      state: 'storing',
      estimatedAmount: 500_00n,
      fee: 0n,
      quoteGuid: newGuid(),
      accountGuid: await accountOf(me.guid, 'CAD'),
      externalBankAccountGuid: newGuid(),
      referenceTransferGuid: null,
      plannedOutcome: 'complete',
      plannedFailure: null,
      nextStep: 'review',
      stepDueAt: new Date(now.getTime() + 1_000),
      etransferRecipient: null,
      etransferQuestion: null,
      etransferAnswerCiphertext: null,
      etransferReferenceCode: null,
      createdAt: now,
      updatedAt: now,
    };
    const crypto: NewTransfer = {
      ...eft,
      guid: newGuid(),
      transferType: 'crypto',
      side: 'withdrawal',
      asset: 'BTC',
      rail: null,
      state: 'failed',
      failureCode: 'non_sufficient_funds',
      amount: 12_345n,
      estimatedAmount: 12_345n,
      fee: 7n,
      accountGuid: await accountOf(me.guid, 'BTC'),
      externalBankAccountGuid: null,
      plannedOutcome: 'fail',
      plannedFailure: 'non_sufficient_funds',
      nextStep: null,
      stepDueAt: null,
      externalWalletGuid: newGuid(),
      depositAddressGuid: newGuid(),
      txnHash: 'a'.repeat(64),
      estimatedNetworkFee: 1_000n,
      networkFee: 900n,
      networkFeeAsset: 'BTC',
      confirmations: 3,
      requiredConfirmations: 2,
      cadValue: 1_500_00n,
      travelRuleRequired: true,
      travelRuleParty: 'third_party',
      travelRuleNameCiphertext: 'name',
      travelRuleAddressCiphertext: 'address',
      travelRuleAnsweredAt: now,
    };

    const inserted = await insertTransfers(t.services.db, [eft, crypto]);

    expect(inserted.map((transfer) => transfer.guid)).toEqual([eft.guid, crypto.guid]);
    for (const transfer of inserted) {
      expect(await findTransfer(t.services.db, me.guid, transfer.guid)).toStrictEqual(transfer);
    }
  });
});
