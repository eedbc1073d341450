import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../infra/ids.js';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import { createBankAccount, manualBody } from '../../testing/banking-flows.js';
import {
  bearer,
  lastMail,
  otherStrongPassword,
  type SignedInCustomer,
  signInAgain,
} from '../../testing/flows.js';
import { confirmWithdrawal, postTransfer, quoteGuid } from '../../testing/funding-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fundedCustomer, preciseCodes } from '../../testing/trading-flows.js';
import { confirmWallet } from '../../testing/wallet-flows.js';

/**
 * "This wasn't me" on a new-wallet e-mail locks every withdrawal, CAD ones too, and every new
 * destination, until the customer has changed their password and staff lift it.
 */
let t: TestApp;
let compliance: string;
beforeAll(async () => {
  t = await createTestApp();
  compliance = await signedInStaff(t, 'compliance');
});
afterAll(() => t.close());

const walletOf = (address: string) => ({ asset: 'BTC', address, tag: null });

async function addWallet(who: SignedInCustomer, wallet: ReturnType<typeof walletOf>) {
  const token = await confirmWallet(t, who, wallet);
  return api(
    t,
    who.tokens.at,
    'POST',
    '/api/external_wallets',
    { name: 'Cold', ...wallet, confirmation_token: token },
    // The customer's app, which hears the precise reason (ADR 69).
    { 'idempotency-key': newId(), ...preciseCodes },
  );
}

/** The customer opens the new-wallet e-mail's "this wasn't me" link. */
async function notMe(who: SignedInCustomer) {
  const mail = await lastMail(t.app, who.email, 'wallet_added');
  const link = /\/wallet-alert\?not_me=([^\s"&<]+)/.exec(mail.text)?.[1] ?? '';
  return t.app.inject({
    method: 'POST',
    url: '/customers/wallet-alerts/not-me',
    payload: { token: decodeURIComponent(link) },
  });
}

async function eftWithdrawal(who: SignedInCustomer, bankAccountGuid: string) {
  const quote = await quoteGuid(t, who, 'withdrawal', 10_00n);
  return postTransfer(
    t,
    who,
    {
      quote_guid: quote,
      transfer_type: 'funding',
      external_bank_account_guid: bankAccountGuid,
      confirmation_token: await confirmWithdrawal(t, who, quote, bankAccountGuid),
    },
    preciseCodes,
  );
}

async function etransferWithdrawal(who: SignedInCustomer) {
  const quote = await quoteGuid(t, who, 'withdrawal', 10_00n);
  return postTransfer(
    t,
    who,
    {
      quote_guid: quote,
      transfer_type: 'funding',
      payment_rail: 'etransfer',
      etransfer_security_question: 'Favourite lake?',
      etransfer_security_answer: 'Muskoka42',
      confirmation_token: await confirmWithdrawal(t, who, quote),
    },
    preciseCodes,
  );
}

const unblock = (guid: string) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/customers/${guid}/withdrawals-unblock`,
    headers: bearer(compliance),
    payload: { reason: 'Customer called back and secured the account' },
  });

describe('"this wasn\'t me"', () => {
  it('locks CAD withdrawals and new wallets and bank accounts until the customer and staff clear it', async () => {
    const victim = await fundedCustomer(t, 500_00n);
    const bank = await linkBankAccount(t.services, t.database.db, victim.guid);
    const added = await addWallet(victim, walletOf('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'));
    expect(added.statusCode).toBe(201);
    expect((await notMe(victim)).statusCode).toBe(200);
    // Every session ended: the customer signs in again.
    const me = { ...victim, tokens: await signInAgain(t, victim) };

    const refused = [
      await eftWithdrawal(me, bank.guid),
      await etransferWithdrawal(me),
      await addWallet(
        me,
        walletOf('tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'),
      ),
      await api(
        t,
        me.tokens.at,
        'POST',
        '/api/external_bank_accounts',
        manualBody('7654321'),
        preciseCodes,
      ),
    ];
    // Each at the status its operation documents: a transfer's 422, a wallet's and an account's 400.
    expect(refused.map((res) => [res.statusCode, res.json.message_code])).toEqual([
      [422, 'withdrawals_held'],
      [422, 'withdrawals_held'],
      [400, 'withdrawals_held'],
      [400, 'withdrawals_held'],
    ]);
    const transfers = await t.database.db
      .selectFrom('transfers')
      .select('guid')
      .where('customer_guid', '=', me.guid)
      .where('side', '=', 'withdrawal')
      .execute();
    expect(transfers).toEqual([]);
    const destinations = await Promise.all([
      t.database.db
        .selectFrom('external_wallets')
        .select('guid')
        .where('customer_guid', '=', me.guid)
        .execute(),
      t.database.db
        .selectFrom('external_bank_accounts')
        .select('guid')
        .where('customer_guid', '=', me.guid)
        .execute(),
    ]);
    expect(destinations.map((rows) => rows.length)).toEqual([1, 1]);

    // Staff cannot lift it before the customer has changed their password.
    expect((await unblock(me.guid)).statusCode).toBe(409);
    expect(await t.services.wallets.withdrawalLock(t.database.db, me.guid)).toBe('reported');
    t.clock.advance(60);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/identity/password/change',
      headers: bearer(me.tokens.ut),
      payload: { current_password: me.password, new_password: otherStrongPassword },
    });
    expect(changed.statusCode).toBe(200);
    const lifted = await unblock(me.guid);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().data.security.withdrawal_lock).toBeNull();
    // The password change's own hold (docs/product/sessions.md) still applies; new destinations do
    // not wait.
    expect((await createBankAccount(t, me, manualBody('7654321'))).statusCode).toBe(201);
    t.clock.advance(t.config.funding.securityChangeHoldSeconds);
    const later = { ...me, tokens: await signInAgain(t, { ...me, password: otherStrongPassword }) };
    expect((await eftWithdrawal(later, bank.guid)).statusCode).toBe(201);
  });
});
