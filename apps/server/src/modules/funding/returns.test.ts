import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import { bearer, countMails, signInAgain } from '../../testing/flows.js';
import {
  cadAccount,
  confirmWithdrawal,
  eftDeposit,
  expectSoundBooks,
  postTransfer,
  quoteGuid,
  runRails,
  transferAsServed,
} from '../../testing/funding-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

/**
 * A deposit returned after it was credited (the sandbox's magic CAD 66.66): a funding_return
 * takes it back, what the customer no longer has becomes a receivable, withdrawals wait.
 */
let t: TestApp;
beforeAll(async () => {
  // The return comes after the hold ended, so the customer could spend the money first.
  t = await createTestApp({ funding: { ...testConfig.funding, eftReturnSeconds: 4 * 86_400 } });
});
afterAll(() => t.close());

describe('a returned EFT deposit', () => {
  it('is taken back whole while its funds are still there', async () => {
    const me = await fundedCustomer(t, 0n);
    const deposit = await eftDeposit(t, me, 66_66n);
    await runRails(t, 3 * 86_400);
    expect(await cadAccount(t, me)).toEqual({ balance: 66_66n, available: 66_66n });
    await runRails(t, 86_400);
    expect(await cadAccount(t, me)).toEqual({ balance: 0n, available: 0n });
    const returns = await t.services.funding.transfers.list(
      { customerGuids: [me.guid], types: ['funding_return'] },
      { offset: 0, limit: 10 },
    );
    expect(returns.total).toBe(1);
    const [returned] = returns.transfers;
    expect(await transferAsServed(t, me.guid, returned?.guid)).toMatchObject({
      transfer_type: 'funding_return',
      state: 'completed',
      amount: 66_66n,
      return_code: '901',
      reference_transfer_guid: deposit.guid,
    });
    expect(await countMails(t, me.email, 'funding_returned')).toBe(1);
    expect((await t.services.funding.standing(me.guid)).withdrawalHold).toBeUndefined();
    await expectSoundBooks(t);
  });

  it('books what the customer spent meanwhile as owed and holds their withdrawals', async () => {
    const me = await fundedCustomer(t, 0n);
    await eftDeposit(t, me, 66_66n);
    await runRails(t, 3 * 86_400);
    // The customer withdraws most of it before the bank returns the deposit.
    const tokens = await signInAgain(t, me);
    const now = { ...me, tokens };
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const quote = await quoteGuid(t, now, 'withdrawal', 60_00n);
    const withdrawal = await postTransfer(t, now, {
      quote_guid: quote,
      transfer_type: 'funding',
      external_bank_account_guid: bank.guid,
      confirmation_token: await confirmWithdrawal(t, now, quote, bank.guid),
    });
    expect(withdrawal.statusCode).toBe(201);
    for (let step = 0; step < 3; step += 1) await runRails(t, 60);
    expect(await cadAccount(t, me)).toEqual({ balance: 6_66n, available: 6_66n });
    await runRails(t, 86_400);
    expect(await cadAccount(t, me)).toEqual({ balance: 0n, available: 0n });
    const standing = await t.services.funding.standing(me.guid);
    expect(standing.withdrawalHold).toEqual({ reason: 'funding_return', until: null });
    const admin = await signedInStaff(t, 'support');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/admin/api/funding/returns',
      headers: bearer(admin),
    });
    expect(listed.json().data.objects).toContainEqual(
      expect.objectContaining({ customer_guid: me.guid, amount: '6666', owed: '6000' }),
    );
    await expectSoundBooks(t);
  });
});
