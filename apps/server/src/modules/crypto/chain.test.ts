import type { CryptoAssetCode } from '@maple/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withinUnitOfWork } from '../../infra/db/unit-of-work.js';
import { newGuid } from '../../infra/ids.js';
import { countMails, finishDueWork, lastMail, type SignedInCustomer } from '../../testing/flows.js';
import { expectSoundBooks } from '../../testing/funding-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fund, fundedCustomer } from '../../testing/trading-flows.js';
import { transferReference } from '../funding/funding-context.js';
import type { Transfer } from '../funding/transfer-row.js';
import { transferStore } from '../funding/transfer-store.js';

/** The sandbox chain: deposits detected, confirmed and credited; withdrawals sent and settled. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function balanceOf(who: Pick<SignedInCustomer, 'guid'>, asset: CryptoAssetCode) {
  const { db, accounts, ledger } = t.services;
  const [account] = await accounts.ledgerAccountsOf(db, [{ customerGuid: who.guid, asset }]);
  if (account === undefined) throw new Error(`no ${asset} account`);
  const balance = (await ledger.balancesOf(db, [account.guid])).get(account.guid);
  return { balance: balance?.balance, available: balance?.available };
}

async function transfersOf(who: Pick<SignedInCustomer, 'guid'>): Promise<Transfer[]> {
  const { transfers } = await t.services.funding.transfers.list(
    { customerGuids: [who.guid] },
    { offset: 0, limit: 50 },
  );
  return transfers;
}

/** Moves the clock on, then scans the chain and runs the chain's due steps. */
/**
 * Moves the clock, then scans and runs the chain's steps. The queue's workers scan too (each
 * sandbox payment sends a scan job): the job running meanwhile is waited for, before and after
 * the scan, so what it found is committed before the steps run.
 */
async function chainAfter(seconds: number) {
  t.clock.advance(seconds);
  await finishDueWork(t);
  await t.services.crypto.deposits.scan();
  await finishDueWork(t);
}

describe('crypto deposits on the sandbox chain', () => {
  it('shows a deposit pending with its confirmations, then credits it exactly once', async () => {
    const me = await fundedCustomer(t, 0n);
    const { deposits, chainSteps } = t.services.crypto;
    const sent = await deposits.sandboxDeposit(me.guid, 'BTC', 50_000n);
    expect(sent.txnHash).toMatch(/^[0-9a-f]{64}$/);
    await chainAfter(0);
    const [pending] = await transfersOf(me);
    expect(pending).toMatchObject({
      transferType: 'crypto',
      side: 'deposit',
      asset: 'BTC',
      state: 'pending',
      txnHash: sent.txnHash,
      depositAddressGuid: sent.depositAddressGuid,
      confirmations: 0,
      requiredConfirmations: 2,
    });
    await chainAfter(600);
    expect((await transfersOf(me))[0]).toMatchObject({ state: 'pending', confirmations: 1 });
    expect(await balanceOf(me, 'BTC')).toEqual({ balance: 0n, available: 0n });
    await chainAfter(600);
    expect((await transfersOf(me))[0]).toMatchObject({ state: 'completed', confirmations: 2 });
    // The scan and the steps again: nothing more is made or credited.
    await chainAfter(600);
    expect(await deposits.scan()).toBe(0);
    expect(await chainSteps.runDue()).toBe(0);
    expect(await transfersOf(me)).toHaveLength(1);
    expect(await balanceOf(me, 'BTC')).toEqual({ balance: 50_000n, available: 50_000n });
    expect(await countMails(t, me.email, 'crypto_deposit_received')).toBe(1);
    // The e-mail names the asset (not "0.0005" alone), the address paid and when.
    const mail = await lastMail(t.app, me.email, 'crypto_deposit_received');
    expect(mail.subject).toBe('Your deposit of 0.0005\u00a0BTC has arrived');
    const paid = await t.services.wallets.depositAddressText(
      t.database.db,
      me.guid,
      String(sent.depositAddressGuid),
    );
    expect(mail.text).toContain(
      `paid to your deposit address ${paid?.slice(0, 4)}…${paid?.slice(-4)}.`,
    );
    await expectSoundBooks(t);
  });

  it('credits ETH and USDC paid to the one shared address to the asset paid', async () => {
    const me = await fundedCustomer(t, 0n);
    const { deposits } = t.services.crypto;
    const eth = await deposits.sandboxDeposit(me.guid, 'ETH', 7n);
    const usdc = await deposits.sandboxDeposit(me.guid, 'USDC', 9_000_000n);
    expect(eth.txnHash).toMatch(/^0x[0-9a-f]{64}$/);
    await chainAfter(0);
    await chainAfter(12 * 12);
    expect(await balanceOf(me, 'ETH')).toEqual({ balance: 7n, available: 7n });
    expect(await balanceOf(me, 'USDC')).toEqual({ balance: 9_000_000n, available: 9_000_000n });
    expect(usdc.depositAddressGuid).not.toBe(eth.depositAddressGuid);
    await expectSoundBooks(t);
  });

  it('matches XRP by its destination tag; a wrong tag stays unclaimed on the chain', async () => {
    const me = await fundedCustomer(t, 0n);
    const { deposits } = t.services.crypto;
    const mine = await t.services.db
      .transaction()
      .execute((trx) => t.services.wallets.depositAddressOf(trx, me.guid, 'XRP'));
    const unmatched: string[] = [];
    deposits.unmatchedObserver = ({ txnHash }) => unmatched.push(txnHash);
    const wrong = await deposits.sandboxIncoming({
      asset: 'XRP',
      address: mine.address,
      tag: '4294967295',
      amount: 5_000_000n,
    });
    await deposits.sandboxIncoming({
      asset: 'XRP',
      address: mine.address,
      tag: mine.tag,
      amount: 2_000_000n,
    });
    await chainAfter(0);
    await chainAfter(4);
    expect(unmatched).toEqual([wrong]);
    expect(await balanceOf(me, 'XRP')).toEqual({ balance: 2_000_000n, available: 2_000_000n });
    deposits.unmatchedObserver = undefined;
    await expectSoundBooks(t);
  });
});

/**
 * A withdrawal as the withdrawals' creation leaves it: pending, broadcast due, the amount taken
 * (its quote's deliver amount, the network fee inside it) held.
 */
async function pendingWithdrawal(who: SignedInCustomer, amount: bigint, networkFee: bigint) {
  const { db, accounts, ledger, clock } = t.services;
  const now = clock.now();
  const walletGuid = newGuid();
  await db
    .insertInto('external_wallets')
    .values({
      guid: walletGuid,
      customer_guid: who.guid,
      name: 'Cold storage',
      asset: 'BTC',
      environment: 'sandbox',
      address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      tag: null,
      state: 'completed',
      failure_code: null,
      usable_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const [account] = await accounts.ledgerAccountsOf(db, [{ customerGuid: who.guid, asset: 'BTC' }]);
  if (account === undefined) throw new Error('no BTC account');
  const guid = newGuid();
  const quoteGuid = newGuid();
  await db.transaction().execute(async (trx) => {
    await transferStore.quotes.insert(trx, {
      guid: quoteGuid,
      customerGuid: who.guid,
      asset: 'BTC',
      deliverAmount: amount,
      networkFee,
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
      state: 'pending',
      estimatedAmount: amount,
      estimatedNetworkFee: networkFee,
      networkFeeAsset: 'BTC',
      fee: 0n,
      quoteGuid,
      accountGuid: account.guid,
      externalBankAccountGuid: null,
      externalWalletGuid: walletGuid,
      referenceTransferGuid: null,
      plannedOutcome: 'complete',
      plannedFailure: null,
      nextStep: 'broadcast',
      stepDueAt: now,
      requiredConfirmations: 2,
      etransferRecipient: null,
      etransferQuestion: null,
      etransferAnswerCiphertext: null,
      etransferReferenceCode: null,
      createdAt: now,
      updatedAt: now,
    });
    await withinUnitOfWork(trx, async (uow) => {
      await ledger.placeHolds(uow, [
        { accountId: account.ledgerAccountId, amount, reference: transferReference(guid) },
      ]);
      await uow.flush();
    });
  });
  return guid;
}

describe('crypto withdrawals on the sandbox chain', () => {
  it('broadcasts, confirms and completes, moving the amount and the network fee', async () => {
    const me = await fundedCustomer(t, 0n);
    await fund(t, me.guid, 'BTC', 1_000_000n);
    const guid = await pendingWithdrawal(me, 402_000n, 2_000n);
    expect(await balanceOf(me, 'BTC')).toEqual({ balance: 1_000_000n, available: 598_000n });
    await chainAfter(0);
    const sent = await t.services.funding.transfers.get(me.guid, guid);
    expect(sent).toMatchObject({ state: 'pending', nextStep: 'confirm', confirmations: 0 });
    expect(sent.txnHash).toMatch(/^[0-9a-f]{64}$/);
    // Broadcast again (a crash after sending): the chain answers the same transaction.
    const again = await t.services.crypto.chainSteps.step(guid);
    expect(again).toBe(false);
    await chainAfter(600);
    await chainAfter(600);
    const done = await t.services.funding.transfers.get(me.guid, guid);
    expect(done).toMatchObject({
      state: 'completed',
      txnHash: sent.txnHash,
      networkFee: 2_000n,
      amount: 402_000n,
    });
    expect(await balanceOf(me, 'BTC')).toEqual({ balance: 598_000n, available: 598_000n });
    expect(await countMails(t, me.email, 'crypto_withdrawal_sent')).toBe(1);
    await expectSoundBooks(t);
  });

  it('fails one the chain drops (amount ending in 13), giving the held funds back', async () => {
    const me = await fundedCustomer(t, 0n);
    await fund(t, me.guid, 'BTC', 1_000_000n);
    // 301,013 taken, 300,013 sent.
    const guid = await pendingWithdrawal(me, 301_013n, 1_000n);
    await chainAfter(0);
    await chainAfter(600);
    const failed = await t.services.funding.transfers.get(me.guid, guid);
    expect(failed).toMatchObject({ state: 'failed', failureCode: 'internal_error' });
    expect(await balanceOf(me, 'BTC')).toEqual({ balance: 1_000_000n, available: 1_000_000n });
    expect(await countMails(t, me.email, 'crypto_transfer_failed')).toBe(1);
    await expectSoundBooks(t);
  });
});
