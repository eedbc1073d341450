import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import { approvedBankAccount, sandboxLink } from '../../testing/banking-flows.js';
import { countMails, lastMail, type SignedInCustomer } from '../../testing/flows.js';
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
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fundedCustomer, preciseCodes } from '../../testing/trading-flows.js';

/** EFT deposits and withdrawals through the sandbox rail (docs/product/lifecycles.md, ADR 20). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const transferOf = async (customer: SignedInCustomer, guid: unknown) =>
  (await api(t, customer.tokens.at, 'GET', `/api/transfers/${String(guid)}`)).json;

describe('an EFT deposit', () => {
  it('walks storing → reviewing → pending → completed, credited but held, then available', async () => {
    const me = await fundedCustomer(t, 0n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const quote = await quoteGuid(t, me, 'deposit', 250_00n);
    const created = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'funding',
      payment_rail: 'eft',
      external_bank_account_guid: bank.guid,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json).toMatchObject({
      transfer_type: 'funding',
      side: 'deposit',
      state: 'storing',
      asset: 'CAD',
      amount: null,
      estimated_amount: 250_00n,
      payment_rail: 'eft',
      external_bank_account_guid: bank.guid,
      source_account: { type: 'external_bank_account', guid: bank.guid },
      destination_account: { type: 'fiat' },
      hold_details: null,
    });
    const states: unknown[] = [];
    for (let step = 0; step < 3; step += 1) {
      await runRails(t, 60);
      states.push((await transferOf(me, created.json.guid)).state);
    }
    expect(states).toEqual(['reviewing', 'pending', 'completed']);
    const done = await transferOf(me, created.json.guid);
    expect(done).toMatchObject({ amount: 250_00n, failure_code: null });
    expect(done.hold_details).toMatchObject({
      applicable_types: ['non_administrative'],
      duration: 259_200n,
    });
    expect(await cadAccount(t, me)).toEqual({ balance: 250_00n, available: 0n });
    expect(await countMails(t, me.email, 'funding_deposit_received')).toBe(1);

    await runRails(t, 3 * 86_400);
    expect(await cadAccount(t, me)).toEqual({ balance: 250_00n, available: 250_00n });
    expect((await transferAsServed(t, me.guid, created.json.guid)).hold_details).toBeNull();
    await expectSoundBooks(t);
  });

  it('fails with non_sufficient_funds for the magic amount CAD 13.13, crediting nothing', async () => {
    const me = await fundedCustomer(t, 0n);
    const created = await eftDeposit(t, me, 13_13n);
    expect(await transferOf(me, created.guid)).toMatchObject({
      state: 'failed',
      failure_code: 'non_sufficient_funds',
      amount: null,
    });
    expect(await cadAccount(t, me)).toEqual({ balance: 0n, available: 0n });
    expect(await countMails(t, me.email, 'funding_failed')).toBe(1);
    await expectSoundBooks(t);
  });
});

describe('an EFT withdrawal', () => {
  it('reserves the funds at once, confirmed by an e-mailed code bound to its quote, then sends them', async () => {
    const me = await fundedCustomer(t, 500_00n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const quote = await quoteGuid(t, me, 'withdrawal', 200_00n);
    const token = await confirmWithdrawal(t, me, quote, bank.guid);
    const created = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'funding',
      external_bank_account_guid: bank.guid,
      confirmation_token: token,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json).toMatchObject({
      side: 'withdrawal',
      state: 'storing',
      source_account: { type: 'fiat' },
      destination_account: { type: 'external_bank_account', guid: bank.guid },
    });
    expect(await cadAccount(t, me)).toEqual({ balance: 500_00n, available: 300_00n });
    await runRails(t, 60);
    await runRails(t, 60);
    await runRails(t, 60);
    expect(await transferOf(me, created.json.guid)).toMatchObject({
      state: 'completed',
      amount: 200_00n,
    });
    expect(await cadAccount(t, me)).toEqual({ balance: 300_00n, available: 300_00n });
    expect(await countMails(t, me.email, 'funding_withdrawal_sent')).toBe(1);
    // The e-mail names the amount with its asset, the bank account it went to and when.
    const sent = await lastMail(t.app, me.email, 'funding_withdrawal_sent');
    expect(sent.subject).toBe('Your withdrawal of $200.00 CAD is on its way');
    expect(sent.text).toMatch(
      /Sent on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [ap]\.m\. E[SD]T to [^\n]+ \*{4}\d{4}\./,
    );
    await expectSoundBooks(t);
  });

  it('is refused with a confirmation given for another quote, writing nothing', async () => {
    const me = await fundedCustomer(t, 500_00n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const quote = await quoteGuid(t, me, 'withdrawal', 100_00n);
    const other = await quoteGuid(t, me, 'withdrawal', 100_00n);
    const body = {
      quote_guid: quote,
      transfer_type: 'funding',
      external_bank_account_guid: bank.guid,
    };
    // (Without one at all it waits for the customer's approval: withdrawal-approval.test.ts.)
    // What our web app sees (it prefers our precise codes); the status is createTransfer's 422.
    const elsewhere = await postTransfer(
      t,
      me,
      { ...body, confirmation_token: await confirmWithdrawal(t, me, other, bank.guid) },
      preciseCodes,
    );
    expect([elsewhere.statusCode, elsewhere.json.message_code]).toEqual([422, 'forbidden']);
    expect(await cadAccount(t, me)).toEqual({ balance: 500_00n, available: 500_00n });
    const list = await api(t, me.tokens.at, 'GET', '/api/transfers');
    expect(list.json.total).toBe(0n);
  });

  it('refuses a code given for one linked account to send the money to another', async () => {
    const me = await fundedCustomer(t, 500_00n);
    const chequing = await linkBankAccount(t.services, t.database.db, me.guid);
    const link = await sandboxLink(t, me);
    const savings = await approvedBankAccount(t, me, {
      name: 'Savings',
      account_kind: 'plaid',
      plaid_public_token: link.public_token,
      plaid_account_id: link.accounts[1]?.account_id,
    });
    expect(savings.json.state).toBe('completed');
    const savingsGuid = String(savings.json.guid);
    // Linked long enough ago to receive withdrawals, as the chequing account was.
    await t.database.db
      .updateTable('external_bank_accounts')
      .set({ linked_at: new Date(t.clock.now().getTime() - 2 * 86_400_000) })
      .where('guid', '=', savingsGuid)
      .execute();
    const quote = await quoteGuid(t, me, 'withdrawal', 100_00n);
    const token = await confirmWithdrawal(t, me, quote, chequing.guid);
    const body = { quote_guid: quote, transfer_type: 'funding', confirmation_token: token };
    // What our web app sees (it prefers our precise codes); the status is createTransfer's 422.
    const diverted = await postTransfer(
      t,
      me,
      { ...body, external_bank_account_guid: savingsGuid },
      preciseCodes,
    );
    expect([diverted.statusCode, diverted.json.message_code]).toEqual([422, 'forbidden']);
    // Nor does a code bound to the quote alone (an e-Transfer's) confirm an EFT; a Cybrid client
    // reads the refused confirmation as Cybrid's `invalid_value`.
    const unbound = await postTransfer(t, me, {
      ...body,
      external_bank_account_guid: chequing.guid,
      confirmation_token: await confirmWithdrawal(t, me, quote),
    });
    expect([unbound.statusCode, unbound.json.message_code]).toEqual([422, 'invalid_value']);
    expect(await cadAccount(t, me)).toEqual({ balance: 500_00n, available: 500_00n });
    expect((await api(t, me.tokens.at, 'GET', '/api/transfers')).json.total).toBe(0n);
    const sent = await postTransfer(t, me, { ...body, external_bank_account_guid: chequing.guid });
    expect(sent.statusCode).toBe(201);
    expect(sent.json.external_bank_account_guid).toBe(chequing.guid);
  });

  it('fails with non_sufficient_funds when the balance does not cover it', async () => {
    const me = await fundedCustomer(t, 50_00n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const quote = await quoteGuid(t, me, 'withdrawal', 100_00n);
    const created = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'funding',
      external_bank_account_guid: bank.guid,
      confirmation_token: await confirmWithdrawal(t, me, quote, bank.guid),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json).toMatchObject({ state: 'failed', failure_code: 'non_sufficient_funds' });
    expect(await cadAccount(t, me)).toEqual({ balance: 50_00n, available: 50_00n });
    await expectSoundBooks(t);
  });

  it('can be cancelled while the rail has not finished: the reserve comes back', async () => {
    const me = await fundedCustomer(t, 500_00n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const quote = await quoteGuid(t, me, 'withdrawal', 120_00n);
    const created = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'funding',
      external_bank_account_guid: bank.guid,
      confirmation_token: await confirmWithdrawal(t, me, quote, bank.guid),
    });
    await runRails(t, 60);
    const url = `/api/transfers/${String(created.json.guid)}`;
    const cancelled = await api(t, me.tokens.at, 'DELETE', url);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json).toMatchObject({ state: 'failed', failure_code: 'cancelled' });
    expect(await cadAccount(t, me)).toEqual({ balance: 500_00n, available: 500_00n });
    await runRails(t, 600);
    expect((await transferOf(me, created.json.guid)).state).toBe('failed');
    const again = await api(t, me.tokens.at, 'DELETE', url);
    expect(again.statusCode).toBe(409);
    await expectSoundBooks(t);
  });
});
