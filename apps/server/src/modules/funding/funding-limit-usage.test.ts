import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import { bearer, type SignedInCustomer } from '../../testing/flows.js';
import {
  confirmWithdrawal,
  eftDeposit,
  expectSoundBooks,
  fundingQuote,
  postTransfer,
  quoteGuid,
  runRails,
} from '../../testing/funding-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fundedCustomer, preciseCodes } from '../../testing/trading-flows.js';

/**
 * A transfer that ends failed gives back the funding limit (docs/product/limits.md) it used: the
 * customer's next quote has the room again, and the limits screen says so.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fundingUsed = async (customer: SignedInCustomer) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/customers/limits',
    headers: bearer(customer.tokens.ut),
  });
  const { limits } = res.json<{ data: { limits: { name: string; used: string }[] } }>().data;
  return Object.fromEntries(limits.map((limit) => [limit.name, limit.used]));
};

/** An EFT withdrawal, confirmed by its e-mailed code; answers the created transfer. */
async function eftWithdrawal(customer: SignedInCustomer, cents: bigint) {
  const bank = await linkBankAccount(t.services, t.database.db, customer.guid);
  const quote = await quoteGuid(t, customer, 'withdrawal', cents);
  const created = await postTransfer(t, customer, {
    quote_guid: quote,
    transfer_type: 'funding',
    external_bank_account_guid: bank.guid,
    confirmation_token: await confirmWithdrawal(t, customer, quote, bank.guid),
  });
  expect(created.statusCode).toBe(201);
  return created.json;
}

describe('funding limit usage', () => {
  it('comes back when a withdrawal is cancelled: the next quote has the room again', async () => {
    const me = await fundedCustomer(t, 10_000_00n);
    const created = await eftWithdrawal(me, 6_000_00n);
    expect(await fundingUsed(me)).toMatchObject({ funding_24h: '600000', funding_7d: '600000' });
    // The customer's app hears the precise reason, at the 400 createQuote documents (ADR 69).
    const over = await fundingQuote(t, me, 'withdrawal', 5_000_00n, preciseCodes);
    expect([over.statusCode, over.json.message_code]).toEqual([400, 'limit_exceeded']);

    await runRails(t, 60);
    const url = `/api/transfers/${String(created.guid)}`;
    const cancelled = await api(t, me.tokens.at, 'DELETE', url);
    expect(cancelled.json).toMatchObject({ state: 'failed', failure_code: 'cancelled' });
    expect(await fundingUsed(me)).toMatchObject({ funding_24h: '0', funding_7d: '0' });
    expect((await fundingQuote(t, me, 'withdrawal', 5_000_00n)).statusCode).toBe(201);
    // A second cancellation is refused and gives nothing back twice.
    await eftWithdrawal(me, 9_000_00n);
    expect((await api(t, me.tokens.at, 'DELETE', url)).statusCode).toBe(409);
    expect(await fundingUsed(me)).toMatchObject({ funding_24h: '900000' });
    await expectSoundBooks(t);
  });

  it('comes back when the rail fails a withdrawal', async () => {
    const me = await fundedCustomer(t, 10_000_00n);
    // CAD 13.13 is the sandbox rail's magic failing amount.
    const created = await eftWithdrawal(me, 13_13n);
    const over = await fundingQuote(t, me, 'withdrawal', 9_990_00n, preciseCodes);
    expect(over.json.message_code).toBe('limit_exceeded');
    await runRails(t, 60);
    await runRails(t, 60);
    await runRails(t, 60);
    const failed = await api(t, me.tokens.at, 'GET', `/api/transfers/${String(created.guid)}`);
    expect(failed.json).toMatchObject({ state: 'failed', failure_code: 'invalid_destination' });
    expect(await fundingUsed(me)).toMatchObject({ funding_24h: '0', funding_7d: '0' });
    expect((await fundingQuote(t, me, 'withdrawal', 9_990_00n)).statusCode).toBe(201);
    await expectSoundBooks(t);
  });

  it('comes back when the rail fails a deposit, and stays counted for one that completes', async () => {
    const me = await fundedCustomer(t, 0n);
    await eftDeposit(t, me, 13_13n);
    await eftDeposit(t, me, 2_000_00n);
    expect(await fundingUsed(me)).toMatchObject({ funding_24h: '200000', funding_7d: '200000' });
    expect((await fundingQuote(t, me, 'deposit', 8_000_00n)).statusCode).toBe(201);
    expect((await fundingQuote(t, me, 'deposit', 8_000_01n)).statusCode).toBe(400);
    await expectSoundBooks(t);
  });
});
