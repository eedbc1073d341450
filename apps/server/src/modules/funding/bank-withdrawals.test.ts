import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../infra/ids.js';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import { bankClient, bankToken, requestBankToken } from '../../testing/bank-flows.js';
import {
  assetAccount,
  cryptoWithdrawalSettings,
  withdrawer,
} from '../../testing/crypto-withdrawal-flows.js';
import {
  countMails,
  finishDueWork,
  type SignedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import { cadAccount, expectSoundBooks, runRails } from '../../testing/funding-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fundedCustomer } from '../../testing/trading-flows.js';

/**
 * Withdrawals a bank's own backend asks for with its bank token
 * (docs/decisions/0061-banks-attest-their-customers-withdrawals.md): the quote names the
 * customer, the transfer is the quote's customer's, and the bank's token attests the customer's
 * approval, so it goes on at once; every other rule of a withdrawal still applies.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(cryptoWithdrawalSettings);
});
afterAll(() => t.close());

const post = (token: string, url: string, body: object) =>
  api(t, token, 'POST', url, body, { 'idempotency-key': newId() });

/** The bank's transfer quote for its customer, failing the test if refused. */
async function bankQuote(token: string, me: SignedInCustomer, body: object): Promise<string> {
  const res = await post(token, '/api/quotes', { ...body, customer_guid: me.guid });
  expect(res.statusCode).toBe(201);
  expect(res.json.customer_guid).toBe(me.guid);
  return String(res.json.guid);
}

/** The audit events a bank client's attestations left for one transfer. */
async function attestations(guid: string) {
  const events = await t.database.db
    .selectFrom('audit_events')
    .select(['actor_type', 'actor_id', 'details'])
    .where('action', '=', 'bank.transfer_attested')
    .execute();
  return events.filter((event) => event.details.transfer_guid === guid);
}

const cadWithdrawal = { product_type: 'funding', asset: 'CAD', side: 'withdrawal' };

describe('a CAD withdrawal a bank asks for with its token', () => {
  it('goes to the rail at once, is audited, and the bank follows it to completed', async () => {
    const me = await fundedCustomer(t, 500_00n);
    const account = await linkBankAccount(t.services, t.database.db, me.guid);
    const client = await bankClient(t);
    const token = (await requestBankToken(t, client)).json<{ access_token: string }>().access_token;
    const quote = await bankQuote(token, me, { ...cadWithdrawal, deliver_amount: 200_00n });
    const created = await post(token, '/api/transfers', {
      quote_guid: quote,
      transfer_type: 'funding',
      external_bank_account_guid: account.guid,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json).toMatchObject({ customer_guid: me.guid, state: 'storing' });
    const guid = String(created.json.guid);
    expect(await countMails(t, me.email, 'withdrawal_approval_needed')).toBe(0);
    expect(await attestations(guid)).toEqual([
      {
        actor_type: 'bank',
        actor_id: client.clientId,
        details: {
          customer_guid: me.guid,
          transfer_guid: guid,
          transfer_type: 'funding',
          asset: 'CAD',
          quote_guid: quote,
          estimated_amount: '20000',
        },
      },
    ]);
    for (let step = 0; step < 3; step += 1) await runRails(t, 60);
    const read = await api(t, token, 'GET', `/api/transfers/${guid}`);
    expect(read.json).toMatchObject({ state: 'completed', amount: 200_00n });
    const listed = await api(t, token, 'GET', `/api/transfers?customer_guid=${me.guid}`);
    expect(listed.json.objects).toEqual([expect.objectContaining({ guid })]);
    // What the quote showed is what left the customer's account.
    expect(await cadAccount(t, me)).toEqual({ balance: 300_00n, available: 300_00n });
    await expectSoundBooks(t);
  });
});

describe('a crypto withdrawal a bank asks for with its token', () => {
  it('goes to the chain at once and takes exactly what the quote showed', async () => {
    const { me, wallet } = await withdrawer(t);
    const token = await bankToken(t);
    const shown = await post(token, '/api/quotes', {
      product_type: 'crypto_transfer',
      asset: 'BTC',
      side: 'withdrawal',
      deliver_amount: 500_000n,
      customer_guid: me.guid,
    });
    expect(shown.statusCode).toBe(201);
    const created = await post(token, '/api/transfers', {
      quote_guid: shown.json.guid,
      transfer_type: 'crypto',
      external_wallet_guid: wallet,
    });
    expect(created.json).toMatchObject({ customer_guid: me.guid, state: 'pending' });
    const guid = String(created.json.guid);
    expect(await attestations(guid)).toHaveLength(1);
    for (const seconds of [0, 600, 600]) {
      t.clock.advance(seconds);
      await finishDueWork(t);
    }
    const sent = BigInt(String(shown.json.deliver_amount));
    // Bank tokens live minutes: twenty have passed, so the bank reads with a new one.
    const later = await bankToken(t);
    expect((await api(t, later, 'GET', `/api/transfers/${guid}`)).json).toMatchObject({
      state: 'completed',
      amount: sent,
    });
    expect(await assetAccount(t, me, 'BTC')).toEqual({
      balance: 100_000_000n - sent,
      available: 100_000_000n - sent,
    });
    await expectSoundBooks(t);
  });

  it('still waits out a new wallet’s cooldown, writing nothing', async () => {
    const { me } = await withdrawer(t);
    const token = await bankToken(t);
    const quote = await bankQuote(token, me, {
      product_type: 'crypto_transfer',
      asset: 'BTC',
      side: 'withdrawal',
      deliver_amount: 500_000n,
    });
    // A wallet the bank adds is completed at once, but receives nothing before its cooldown.
    const fresh = await post(token, '/api/external_wallets', {
      name: 'Fresh BTC',
      asset: 'BTC',
      address: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      tag: null,
      customer_guid: me.guid,
    });
    expect(fresh.json.state).toBe('completed');
    const before = await tableCounts(t);
    const refused = await post(token, '/api/transfers', {
      quote_guid: quote,
      transfer_type: 'crypto',
      external_wallet_guid: fresh.json.guid,
    });
    // A bank reads Cybrid's code; the hold is named in the message (ADR 69).
    expect([refused.statusCode, refused.json.message_code]).toEqual([422, 'invalid_value']);
    expect(String(refused.json.error_message)).toMatch(/newly added wallet/);
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('what a bank token may not do', () => {
  it('refuses unnamed or unknown customers, unknown quotes and cancelling, writing nothing', async () => {
    const me = await fundedCustomer(t, 500_00n);
    const token = await bankToken(t);
    const before = await tableCounts(t);
    const unnamed = await post(token, '/api/quotes', { ...cadWithdrawal, deliver_amount: 1n });
    expect([unnamed.statusCode, unnamed.json.message_code]).toEqual([400, 'missing_parameter']);
    const unknown = await post(token, '/api/quotes', {
      ...cadWithdrawal,
      deliver_amount: 1n,
      customer_guid: 'f'.repeat(32),
    });
    expect([unknown.statusCode, unknown.json.message_code]).toEqual([400, 'invalid_value']);
    const noQuote = await post(token, '/api/transfers', {
      quote_guid: 'e'.repeat(32),
      transfer_type: 'funding',
      external_bank_account_guid: 'd'.repeat(32),
    });
    expect([noQuote.statusCode, noQuote.json.message_code]).toEqual([422, 'no_quote']);
    const malformed = await post(token, '/api/transfers', { quote_guid: 'x' });
    expect([malformed.statusCode, malformed.json.message_code]).toEqual([422, 'invalid_parameter']);
    expect(await tableCounts(t)).toEqual(before);
    const quote = await bankQuote(token, me, { ...cadWithdrawal, deliver_amount: 100_00n });
    const cancel = await api(t, token, 'DELETE', `/api/transfers/${'c'.repeat(32)}`);
    expect([cancel.statusCode, cancel.json.message_code]).toEqual([401, 'invalid_subject']);
    expect(quote).toMatch(/^[0-9a-f]{32}$/);
  });

  it('needs the transfer scopes it asks for', async () => {
    const me = await fundedCustomer(t, 500_00n);
    const client = await bankClient(t);
    const res = await requestBankToken(t, client, { scope: 'external_wallets:execute' });
    const narrow = res.json<{ access_token: string }>().access_token;
    const before = await tableCounts(t);
    const quote = await post(narrow, '/api/quotes', {
      ...cadWithdrawal,
      deliver_amount: 100_00n,
      customer_guid: me.guid,
    });
    expect([quote.statusCode, quote.json.message_code]).toEqual([403, 'invalid_scopes']);
    const read = await api(t, narrow, 'GET', '/api/transfers');
    expect([read.statusCode, read.json.message_code]).toEqual([403, 'invalid_scopes']);
    expect(await tableCounts(t)).toEqual(before);
  });
});
