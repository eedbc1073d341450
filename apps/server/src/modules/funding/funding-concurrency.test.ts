import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import {
  cadAccount,
  expectSoundBooks,
  issuedConfirmation,
  postTransfer,
  quoteGuid,
  runRails,
} from '../../testing/funding-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fundedCustomer } from '../../testing/trading-flows.js';

/**
 * Many requests at once, on PGlite and (with DATABASE_URL) on PostgreSQL: the ledger's account
 * lock decides which withdrawals fit, and an Idempotency-Key makes one transfer of many sends.
 */
let t: TestApp;
beforeAll(async () => {
  // 50 withdrawals of CAD 100 are CAD 5,000: under the daily funding limit.
  t = await createTestApp();
});
afterAll(() => t.close());

describe('concurrent withdrawals', () => {
  it('of one balance: exactly the affordable ones reserve, the others fail for funds', async () => {
    const me = await fundedCustomer(t, 1_234_00n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const quotes = await Promise.all(
      Array.from({ length: 50 }, () => quoteGuid(t, me, 'withdrawal', 100_00n)),
    );
    const answers = await Promise.all(
      quotes.map(async (quote) =>
        postTransfer(t, me, {
          quote_guid: quote,
          transfer_type: 'funding',
          external_bank_account_guid: bank.guid,
          confirmation_token: await issuedConfirmation(t, me, quote, bank.guid),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const states = answers.map((answer) => answer.json.state);
    expect(states.filter((state) => state === 'storing')).toHaveLength(12);
    expect(states.filter((state) => state === 'failed')).toHaveLength(38);
    expect(await cadAccount(t, me)).toEqual({ balance: 1_234_00n, available: 34_00n });
    for (let step = 0; step < 3; step += 1) await runRails(t, 60);
    expect(await cadAccount(t, me)).toEqual({ balance: 34_00n, available: 34_00n });
    await expectSoundBooks(t);
  });
});

describe('the same Idempotency-Key', () => {
  it('sent 50 times at once makes one transfer, answered alike to every send', async () => {
    const me = await fundedCustomer(t, 0n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const quote = await quoteGuid(t, me, 'deposit', 25_00n);
    const body = {
      quote_guid: quote,
      transfer_type: 'funding',
      external_bank_account_guid: bank.guid,
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        postTransfer(t, me, body, { 'idempotency-key': `deposit-${me.guid}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const list = await api(t, me.tokens.at, 'GET', '/api/transfers');
    expect(list.json.total).toBe(1n);
    for (let step = 0; step < 3; step += 1) await runRails(t, 60);
    expect(await cadAccount(t, me)).toEqual({ balance: 25_00n, available: 0n });
    await expectSoundBooks(t);
  });
});
