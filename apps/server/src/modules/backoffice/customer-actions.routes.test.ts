import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import { cryptoQuote } from '../../testing/crypto-withdrawal-flows.js';
import {
  bearer,
  countMails,
  enrolSecondFactor,
  passVerificationInSandbox,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import { issuedConfirmation, postTransfer } from '../../testing/funding-flows.js';
import { customerState } from '../../testing/kyc-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fund, fundedCustomer, preciseCodes } from '../../testing/trading-flows.js';

/** The staff actions on a customer: each with a reason, audited, and felt by the customer. */
let t: TestApp;
let support: string;
let compliance: string;
beforeAll(async () => {
  t = await createTestApp();
  support = await signedInStaff(t, 'support');
  compliance = await signedInStaff(t, 'compliance');
});
afterAll(() => t.close());

const act = (
  token: string,
  guid: string,
  action: string,
  payload: object = { reason: 'Suspected account takeover' },
) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/customers/${guid}/${action}`,
    headers: bearer(token),
    payload,
  });

async function auditRows(action: string, customerGuid: string) {
  const { rows } = await sql<{ actor_id: string; details: Record<string, unknown> }>`
    SELECT actor_id, details FROM audit_events
    WHERE action = ${action} AND details->>'customer_guid' = ${customerGuid}
    ORDER BY id`.execute(t.database.db);
  return rows;
}

/** A verified customer with CAD 500 and 0.01 BTC, and a linked bank account. */
async function customerWithMoney(): Promise<SignedInCustomer> {
  const me = await fundedCustomer(t, 500_00n);
  await fund(t, me.guid, 'BTC', 1_000_000n);
  await linkBankAccount(t.services, t.database.db, me.guid);
  return me;
}

/**
 * A trade as the customer's web app asks for it: with our precise refusal codes (ADR 69), which
 * are what the customer is told.
 */
const trade = async (me: SignedInCustomer) => {
  const body = { symbol: 'BTC-CAD', side: 'buy', deliver_amount: 10_00n };
  const quote = await api(t, me.tokens.at, 'POST', '/api/quotes', body, preciseCodes);
  if (quote.statusCode !== 201) return quote;
  const trading = { quote_guid: quote.json.guid };
  return api(t, me.tokens.at, 'POST', '/api/trades', trading, preciseCodes);
};

/**
 * A CAD withdrawal of CAD 10 to the linked bank account, confirmed, as the web app asks for it
 * (our precise refusal codes); answers the refusal.
 */
async function cadWithdrawal(me: SignedInCustomer) {
  const quote = await api(
    t,
    me.tokens.at,
    'POST',
    '/api/quotes',
    { product_type: 'funding', asset: 'CAD', side: 'withdrawal', deliver_amount: 10_00n },
    preciseCodes,
  );
  if (quote.statusCode !== 201) return quote;
  const guid = String(quote.json.guid);
  const bank = await linkBankAccount(t.services, t.database.db, me.guid);
  const body = {
    quote_guid: guid,
    transfer_type: 'funding',
    external_bank_account_guid: bank.guid,
    confirmation_token: await issuedConfirmation(t, me, guid, bank.guid),
  };
  return postTransfer(t, me, body, preciseCodes);
}

/** A crypto withdrawal's quote for 0.001 BTC, as the web app asks for it. */
const cryptoWithdrawalQuote = (me: SignedInCustomer) =>
  cryptoQuote(t, me, 'BTC', { deliver_amount: 100_000n }, preciseCodes);

describe('freeze and unfreeze', () => {
  it('a frozen customer cannot trade nor withdraw CAD or crypto; unfreezing restores the state before', async () => {
    const me = await customerWithMoney();
    const frozen = await act(compliance, me.guid, 'freeze');
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json().data.state).toBe('frozen');

    expect((await trade(me)).json.message_code).toBe('unverified_customer');
    expect((await cadWithdrawal(me)).json.message_code).toBe('unverified_customer');
    const crypto = await cryptoWithdrawalQuote(me);
    expect(crypto.json.message_code).toBe('unverified_customer');
    const [row] = await auditRows('staff.customer_frozen', me.guid);
    expect(row?.details).toEqual({ customer_guid: me.guid, reason: 'Suspected account takeover' });

    const back = await act(compliance, me.guid, 'unfreeze', { reason: 'Customer identified' });
    expect(back.json().data.state).toBe('verified');
    expect((await trade(me)).statusCode).toBe(201);
    expect((await cadWithdrawal(me)).statusCode).toBe(201);
    expect(await auditRows('staff.customer_unfrozen', me.guid)).toHaveLength(1);
  });

  it('keeps an unverified customer unverified after an unfreeze', async () => {
    const me = await signedInCustomer(t, { verified: false });
    await act(compliance, me.guid, 'freeze');
    await act(compliance, me.guid, 'unfreeze');
    expect(await customerState(t, me.guid)).toBe('unverified');
  });

  it('keeps the freeze when a verification passes meanwhile; unfreezing then gives verified', async () => {
    const me = await signedInCustomer(t, { verified: false });
    await act(compliance, me.guid, 'freeze');
    await passVerificationInSandbox(t.app, me.tokens.at);
    expect(await customerState(t, me.guid)).toBe('frozen');
    await act(compliance, me.guid, 'unfreeze');
    expect(await customerState(t, me.guid)).toBe('verified');
  });

  it('refuses freezing twice and unfreezing a customer not frozen (409), writing nothing', async () => {
    const me = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    await act(compliance, me.guid, 'freeze');
    const counts = await tableCounts(t);
    expect((await act(compliance, me.guid, 'freeze')).statusCode).toBe(409);
    expect((await act(compliance, other.guid, 'unfreeze')).statusCode).toBe(409);
    expect(await tableCounts(t)).toEqual(counts);
    expect(await customerState(t, other.guid)).toBe('verified');
    expect(await auditRows('staff.customer_frozen', me.guid)).toHaveLength(1);
  });
});

describe('revoke sessions', () => {
  it('support ends every session: the customer’s tokens are refused at once', async () => {
    const me = await signedInCustomer(t);
    expect((await api(t, me.tokens.at, 'GET', '/api/accounts')).statusCode).toBe(200);
    const res = await act(support, me.guid, 'revoke-sessions', { reason: 'Customer lost phone' });
    expect(res.statusCode).toBe(200);
    expect((await api(t, me.tokens.at, 'GET', '/api/accounts')).statusCode).toBe(401);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/customers/regenerate-customer-token',
      headers: bearer(me.tokens.ut),
    });
    expect(mine.statusCode).toBe(401);
    const [row] = await auditRows('staff.customer_sessions_revoked', me.guid);
    expect(row?.details).toMatchObject({ reason: 'Customer lost phone' });
  });
});

describe('reset MFA', () => {
  it('removes the authenticator, holds withdrawals for 24 h and tells the customer', async () => {
    const me = await customerWithMoney();
    const { user_id } = await t.services.customers.find(t.database.db, me.guid);
    await t.database.db
      .transaction()
      .execute((trx) =>
        t.services.identity.secondFactor.enrolNow(trx, { kind: 'customer', id: user_id }),
      );
    const res = await act(compliance, me.guid, 'reset-mfa', { reason: 'Lost authenticator' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.security).toMatchObject({ totp_enrolled: false });
    expect(res.json().data.security.security_hold_until).not.toBeNull();
    expect(
      await t.services.identity.secondFactor.isEnrolled({ kind: 'customer', id: user_id }),
    ).toBe(false);
    // Without an authenticator the customer is first told to set one up; once they have, the
    // day's hold after the reset still stands.
    expect((await cadWithdrawal(me)).json.message_code).toBe('second_factor_required');
    await enrolSecondFactor(t, me);
    expect((await cadWithdrawal(me)).json.message_code).toBe('withdrawals_held');
    expect(await countMails(t, me.email, 'mfa_disabled')).toBe(1);
    expect((await auditRows('staff.customer_mfa_reset', me.guid))[0]?.details).toMatchObject({
      reason: 'Lost authenticator',
    });
  });

  it('answers 409 for a customer without an authenticator, writing nothing', async () => {
    const me = await signedInCustomer(t);
    const counts = await tableCounts(t);
    expect((await act(compliance, me.guid, 'reset-mfa')).statusCode).toBe(409);
    expect(await tableCounts(t)).toEqual(counts);
  });
});

describe('block and unblock withdrawals', () => {
  it('a blocked customer’s CAD and crypto withdrawals are refused; unblocking lets them withdraw', async () => {
    const me = await customerWithMoney();
    const res = await act(compliance, me.guid, 'withdrawals-block');
    expect(res.json().data.security.withdrawal_lock).toBe('all');
    const cad = await cadWithdrawal(me);
    expect(cad.json).toMatchObject({
      message_code: 'withdrawals_held',
      error_message: 'Withdrawals are blocked on your account. Contact support.',
    });
    const crypto = await cryptoWithdrawalQuote(me);
    expect(crypto.json.message_code).toBe('withdrawals_held');
    expect((await trade(me)).statusCode).toBe(201);

    const lifted = await act(compliance, me.guid, 'withdrawals-unblock');
    expect(lifted.json().data.security.withdrawal_lock).toBeNull();
    expect((await cadWithdrawal(me)).statusCode).toBe(201);
    expect(await auditRows('staff.customer_withdrawals_blocked', me.guid)).toHaveLength(1);
    expect(await auditRows('staff.customer_withdrawals_unblocked', me.guid)).toHaveLength(1);
  });

  it('refuses blocking twice and unblocking an unblocked customer (409)', async () => {
    const me = await signedInCustomer(t);
    await act(compliance, me.guid, 'withdrawals-block');
    expect((await act(compliance, me.guid, 'withdrawals-block')).statusCode).toBe(409);
    const other = await signedInCustomer(t);
    expect((await act(compliance, other.guid, 'withdrawals-unblock')).statusCode).toBe(409);
  });
});

describe('every action', () => {
  const actions = [
    'freeze',
    'unfreeze',
    'revoke-sessions',
    'reset-mfa',
    'withdrawals-block',
    'withdrawals-unblock',
  ];

  it('needs a reason of 5 to 500 characters: 400, nothing written', async () => {
    const me = await signedInCustomer(t);
    const counts = await tableCounts(t);
    for (const action of actions) {
      for (const body of [
        {},
        { reason: 'no' },
        { reason: 'x'.repeat(501) },
        { why: 'Because I can' },
      ]) {
        expect((await act(compliance, me.guid, action, body)).statusCode).toBe(400);
      }
    }
    expect(await tableCounts(t)).toEqual(counts);
    expect(await customerState(t, me.guid)).toBe('verified');
  });

  it('answers 404 for an unknown customer, writing nothing', async () => {
    const counts = await tableCounts(t);
    for (const action of actions) {
      expect((await act(compliance, '0'.repeat(32), action)).statusCode).toBe(404);
    }
    expect(await tableCounts(t)).toEqual(counts);
  });

  it('is refused to support except revoking sessions (403), writing nothing', async () => {
    const me = await signedInCustomer(t);
    const counts = await tableCounts(t);
    for (const action of actions.filter((a) => a !== 'revoke-sessions')) {
      const res = await act(support, me.guid, action);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect(await tableCounts(t)).toEqual(counts);
    expect(await customerState(t, me.guid)).toBe('verified');
  });
});
