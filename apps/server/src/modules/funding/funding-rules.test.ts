import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../infra/errors.js';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import { cryptoQuote } from '../../testing/crypto-withdrawal-flows.js';
import { bearer, type SignedInCustomer, tableCounts } from '../../testing/flows.js';
import {
  cadAccount,
  confirmWithdrawal,
  expectSoundBooks,
  fundingQuote,
  issuedConfirmation,
  postTransfer,
  quoteGuid,
} from '../../testing/funding-flows.js';
import { eventually } from '../../testing/jobs.js';
import { withPasskeyDevice } from '../../testing/passkey-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fundedCustomer, preciseCodes } from '../../testing/trading-flows.js';

/**
 * Who may move money, how much, where to, and what bad input gets (docs/product/limits.md,
 * docs/product/lifecycles.md and docs/product/sessions.md).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The customer changed how they sign in just now (a password change): withdrawals are held. */
async function changeSecurityNow(customer: SignedInCustomer) {
  const { user_id } = await t.services.customers.find(t.database.db, customer.guid);
  await t.database.db
    .updateTable('identity_users')
    .set({ security_changed_at: t.clock.now() })
    .where('id', '=', user_id)
    .execute();
}

describe('funding quotes', () => {
  it('answer Cybrid’s funding quote, readable again by guid', async () => {
    const me = await fundedCustomer(t, 0n);
    const res = await fundingQuote(t, me, 'deposit', 100_00n);
    expect(res.statusCode).toBe(201);
    expect(res.json).toMatchObject({
      product_type: 'funding',
      asset: 'CAD',
      side: 'deposit',
      symbol: null,
      deliver_amount: 100_00n,
      receive_amount: 100_00n,
      fee: 0n,
      transfer_guid: null,
    });
    const again = await api(t, me.tokens.at, 'GET', `/api/quotes/${String(res.json.guid)}`);
    expect(again.json).toEqual(res.json);
  });

  it('refuse an unverified customer', async () => {
    const me = await fundedCustomer(t, 0n, { verified: false });
    const res = await fundingQuote(t, me, 'deposit', 100_00n, preciseCodes);
    // Cybrid's createQuote documents no 422 of ours: a refused quote is 400 (ADR 69).
    expect(res.statusCode).toBe(400);
    expect(res.json.message_code).toBe('unverified_customer');
  });

  it('refuse what crosses the funding limit, saying which, and that an amount above it never fits', async () => {
    const me = await fundedCustomer(t, 0n);
    const res = await fundingQuote(t, me, 'deposit', 10_000_01n, preciseCodes);
    expect(res.statusCode).toBe(400);
    expect(res.json.message_code).toBe('limit_exceeded');
    // Nothing used and still refused: no date would ever make room for it.
    expect(res.json.error_message).toBe(
      'This amount is more than your whole funding limit (CAD deposits and withdrawals) per 24 ' +
        'hours of $10,000.00, so it can never fit in it. Enter a smaller amount.',
    );
  });

  it('refuse withdrawals for a day after a password change', async () => {
    const me = await fundedCustomer(t, 100_00n);
    await changeSecurityNow(me);
    const res = await fundingQuote(t, me, 'withdrawal', 10_00n, preciseCodes);
    expect(res.statusCode).toBe(400);
    expect(res.json.message_code).toBe('withdrawals_held');
    const status = await t.app.inject({
      method: 'GET',
      url: '/customers/funding',
      headers: bearer(me.tokens.ut),
    });
    expect(status.json().data.withdrawals).toEqual({
      allowed: false,
      reason: 'security_change',
      held_until: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    });
  });

  it('preview a batch as if one after the other, leaving out a quote refused for a hold', async () => {
    const me = await fundedCustomer(t, 100_00n);
    await changeSecurityNow(me);
    // CAD 9,000 held out, so CAD 2,000 fits the day's CAD 10,000; CAD 9,000 more does not.
    const outcomes = await t.services.funding.quotes.createAll(t.database.db, [
      { customerGuid: me.guid, side: 'withdrawal', amount: { deliver: 9_000_00n } },
      { customerGuid: me.guid, side: 'deposit', amount: { deliver: 2_000_00n } },
      { customerGuid: me.guid, side: 'deposit', amount: { deliver: 9_000_00n } },
    ]);
    expect(
      outcomes.map((outcome) =>
        outcome.ok ? 'created' : outcome.error instanceof AppError ? outcome.error.code : '?',
      ),
    ).toEqual(['withdrawals_held', 'created', 'limit_exceeded']);
  });

  it('trust a customer free to withdraw for a second on quotes, but never on the transfer', async () => {
    const me = await fundedCustomer(t, 100_00n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid, {
      linkedAt: new Date(0),
    });
    expect((await fundingQuote(t, me, 'withdrawal', 10_00n)).statusCode).toBe(201);
    await changeSecurityNow(me);
    // Within the second the quote path trusts what it read; the transfer reads afresh.
    const quote = await quoteGuid(t, me, 'withdrawal', 10_00n);
    const refused = await postTransfer(
      t,
      me,
      {
        quote_guid: quote,
        transfer_type: 'funding',
        external_bank_account_guid: bank.guid,
        confirmation_token: await issuedConfirmation(t, me, quote, bank.guid),
      },
      preciseCodes,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json.message_code).toBe('withdrawals_held');
    expect(await cadAccount(t, me)).toEqual({ balance: 100_00n, available: 100_00n });
    t.clock.advance(1);
    const later = await fundingQuote(t, me, 'withdrawal', 10_00n, preciseCodes);
    expect(later.json.message_code).toBe('withdrawals_held');
  });
});

describe('withdrawals need two-step verification', () => {
  it('refuse a withdrawal quote without an authenticator, and say so on the funding status', async () => {
    const me = await fundedCustomer(t, 100_00n, { secondFactor: false });
    expect((await fundingQuote(t, me, 'deposit', 10_00n)).statusCode).toBe(201);
    const before = await tableCounts(t);
    const res = await fundingQuote(t, me, 'withdrawal', 10_00n, preciseCodes);
    expect(res.statusCode).toBe(400);
    expect(res.json.message_code).toBe('second_factor_required');
    expect(res.json.error_message).toMatch(/two-step verification/);
    expect(await tableCounts(t)).toEqual(before);
    const status = await t.app.inject({
      method: 'GET',
      url: '/customers/funding',
      headers: bearer(me.tokens.ut),
    });
    expect(status.json().data.withdrawals).toEqual({
      allowed: false,
      reason: 'second_factor_required',
      held_until: null,
    });
    const crypto = await cryptoQuote(t, me, 'BTC', { receive_amount: 50_000n });
    expect([crypto.statusCode, crypto.json.message_code]).toEqual([400, 'invalid_value']);
  });

  it('take a passkey as the second factor', async () => {
    const me = await fundedCustomer(t, 100_00n, { secondFactor: false });
    expect((await fundingQuote(t, me, 'withdrawal', 10_00n, preciseCodes)).json.message_code).toBe(
      'second_factor_required',
    );
    await withPasskeyDevice(t, me);
    expect((await fundingQuote(t, me, 'withdrawal', 10_00n)).statusCode).toBe(201);
  });

  it('refuse the transfer when the authenticator went after the quote, moving nothing', async () => {
    const me = await fundedCustomer(t, 100_00n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid, {
      linkedAt: new Date(0),
    });
    const quote = await quoteGuid(t, me, 'withdrawal', 10_00n);
    const { user_id } = await t.services.customers.find(t.database.db, me.guid);
    await t.database.db
      .transaction()
      .execute((trx) =>
        t.services.identity.secondFactor.remove(trx, { kind: 'customer', id: user_id }),
      );
    const refused = await postTransfer(
      t,
      me,
      {
        quote_guid: quote,
        transfer_type: 'funding',
        external_bank_account_guid: bank.guid,
        confirmation_token: await issuedConfirmation(t, me, quote),
      },
      preciseCodes,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json.message_code).toBe('second_factor_required');
    expect(await cadAccount(t, me)).toEqual({ balance: 100_00n, available: 100_00n });
  });
});

describe('transfers and bank accounts', () => {
  it('count deposits and withdrawals against one funding limit at creation', async () => {
    const me = await fundedCustomer(t, 0n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const first = await quoteGuid(t, me, 'deposit', 6_000_00n);
    const second = await quoteGuid(t, me, 'deposit', 6_000_00n);
    const body = { transfer_type: 'funding', external_bank_account_guid: bank.guid };
    expect((await postTransfer(t, me, { ...body, quote_guid: first })).statusCode).toBe(201);
    const over = await postTransfer(t, me, { ...body, quote_guid: second }, preciseCodes);
    expect(over.statusCode).toBe(422);
    expect(over.json.message_code).toBe('limit_exceeded');
  });

  it('refuse another customer’s bank account or quote as Cybrid does, and answer 404 for their transfer', async () => {
    const me = await fundedCustomer(t, 0n);
    const other = await fundedCustomer(t, 0n);
    const theirs = await linkBankAccount(t.services, t.database.db, other.guid);
    const mine = await linkBankAccount(t.services, t.database.db, me.guid);
    const quote = await quoteGuid(t, me, 'deposit', 10_00n);
    const foreignBank = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'funding',
      external_bank_account_guid: theirs.guid,
    });
    expect(foreignBank.statusCode).toBe(422);
    expect(foreignBank.json.message_code).toBe('invalid_external_bank_account');
    const theirQuote = await quoteGuid(t, other, 'deposit', 10_00n);
    const foreignQuote = await postTransfer(t, me, {
      quote_guid: theirQuote,
      transfer_type: 'funding',
      external_bank_account_guid: mine.guid,
    });
    expect([foreignQuote.statusCode, foreignQuote.json.message_code]).toEqual([422, 'no_quote']);
    const theirsCreated = await postTransfer(t, other, {
      quote_guid: theirQuote,
      transfer_type: 'funding',
      external_bank_account_guid: theirs.guid,
    });
    const url = `/api/transfers/${String(theirsCreated.json.guid)}`;
    expect((await api(t, me.tokens.at, 'GET', url)).statusCode).toBe(404);
    expect((await api(t, me.tokens.at, 'DELETE', url)).statusCode).toBe(404);
    const listed = await api(t, me.tokens.at, 'GET', `/api/transfers?customer_guid=${other.guid}`);
    expect(listed.json).toMatchObject({ total: 0n, objects: [] });
  });

  it('fail with refresh_required on an account that must be linked again', async () => {
    const me = await fundedCustomer(t, 0n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid, {
      refreshRequired: true,
    });
    const quote = await quoteGuid(t, me, 'deposit', 10_00n);
    const res = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'funding',
      external_bank_account_guid: bank.guid,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json).toMatchObject({ state: 'failed', failure_code: 'refresh_required' });
  });

  it('send no withdrawal to an account linked less than a day ago', async () => {
    const me = await fundedCustomer(t, 100_00n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid, {
      linkedAt: t.clock.now(),
    });
    const quote = await quoteGuid(t, me, 'withdrawal', 10_00n);
    const res = await postTransfer(
      t,
      me,
      {
        quote_guid: quote,
        transfer_type: 'funding',
        external_bank_account_guid: bank.guid,
        confirmation_token: await confirmWithdrawal(t, me, quote, bank.guid),
      },
      preciseCodes,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json.message_code).toBe('withdrawals_held');
    expect(await cadAccount(t, me)).toEqual({ balance: 100_00n, available: 100_00n });
  });

  it('use a quote once, and not once it expired', async () => {
    const me = await fundedCustomer(t, 0n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const quote = await quoteGuid(t, me, 'deposit', 10_00n);
    const body = {
      quote_guid: quote,
      transfer_type: 'funding',
      external_bank_account_guid: bank.guid,
    };
    expect((await postTransfer(t, me, body)).statusCode).toBe(201);
    const twice = await postTransfer(t, me, body);
    expect([twice.statusCode, twice.json.message_code]).toEqual([409, 'quote_already_exists']);
    const late = await quoteGuid(t, me, 'deposit', 10_00n);
    t.clock.advance(301);
    const expired = await postTransfer(t, me, { ...body, quote_guid: late });
    expect(expired.statusCode).toBe(422);
    expect(expired.json.message_code).toBe('quote_expired');
  });
});

describe('a request stalled past its quote’s expiry', () => {
  it('is told the quote expired, not that a transfer exists, and moves nothing', async () => {
    // The database's clock cannot be moved: the app's is set to the wall clock, and the quote
    // made to expire a moment later, so the claim inside the request's transaction (which goes
    // by the database's clock) finds it expired although the checks before it did not.
    const ahead = t.clock.now();
    t.clock.set(new Date());
    try {
      const me = await fundedCustomer(t, 100_00n);
      const bank = await linkBankAccount(t.services, t.database.db, me.guid);
      const quote = await quoteGuid(t, me, 'withdrawal', 10_00n);
      const token = await issuedConfirmation(t, me, quote, bank.guid);
      const expiresAt = new Date(t.clock.now().getTime() + 1);
      await t.database.db
        .updateTable('funding_quotes')
        .set({ expires_at: expiresAt })
        .where('guid', '=', quote)
        .execute();
      await eventually('the database’s clock to pass the quote’s expiry', async () => {
        const { rows } = await sql<{ passed: boolean }>`
          SELECT clock_timestamp() > ${expiresAt}::timestamptz AS passed`.execute(t.database.db);
        return rows[0]?.passed === true ? true : undefined;
      });
      const res = await postTransfer(t, me, {
        quote_guid: quote,
        transfer_type: 'funding',
        external_bank_account_guid: bank.guid,
        confirmation_token: token,
      });
      expect([res.statusCode, res.json.message_code]).toEqual([422, 'quote_expired']);
      expect(await cadAccount(t, me)).toEqual({ balance: 100_00n, available: 100_00n });
    } finally {
      t.clock.set(ahead);
    }
  });
});

describe('bad input', () => {
  it.each([
    ['no body', undefined],
    ['an unknown field', { quote_guid: '0'.repeat(32), transfer_type: 'funding', extra: 1 }],
    ['another transfer type', { quote_guid: '0'.repeat(32), transfer_type: 'book' }],
    ['a malformed quote guid', { quote_guid: 'nope', transfer_type: 'funding' }],
    ['an EFT without a bank account', { quote_guid: '0'.repeat(32), transfer_type: 'funding' }],
    [
      'an unknown rail',
      { quote_guid: '0'.repeat(32), transfer_type: 'funding', payment_rail: 'wire' },
    ],
    [
      'an e-Transfer answer with spaces',
      {
        quote_guid: '0'.repeat(32),
        transfer_type: 'funding',
        payment_rail: 'etransfer',
        etransfer_security_question: 'Lake?',
        etransfer_security_answer: 'two words',
      },
    ],
  ])('POST /api/transfers with %s answers 422 and writes nothing', async (_name, body) => {
    const me = await fundedCustomer(t, 0n);
    const before = await tableCounts(t);
    const res = await postTransfer(t, me, body ?? {});
    expect([res.statusCode, res.json.message_code]).toEqual([422, 'invalid_parameter']);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('lists no more than 100 per page, refuses bad filters with 400 and a bad guid with 404', async () => {
    const me = await fundedCustomer(t, 0n);
    const tooMany = await api(t, me.tokens.at, 'GET', '/api/transfers?per_page=101');
    expect(tooMany.statusCode).toBe(400);
    const badState = await api(t, me.tokens.at, 'GET', '/api/transfers?state=lost');
    expect(badState.statusCode).toBe(400);
    expect((await api(t, me.tokens.at, 'GET', '/api/transfers/nope')).statusCode).toBe(404);
  });

  it('funding quotes refuse another asset, a bad side and both amounts', async () => {
    const me = await fundedCustomer(t, 0n);
    for (const body of [
      { product_type: 'funding', asset: 'BTC', side: 'deposit', deliver_amount: 1 },
      { product_type: 'funding', asset: 'CAD', side: 'buy', deliver_amount: 1 },
      {
        product_type: 'funding',
        asset: 'CAD',
        side: 'deposit',
        deliver_amount: 1,
        receive_amount: 1,
      },
    ]) {
      const res = await api(t, me.tokens.at, 'POST', '/api/quotes', body);
      expect(res.statusCode).toBe(400);
    }
    await expectSoundBooks(t);
  });
});
