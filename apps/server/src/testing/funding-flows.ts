import { withdrawalBinding } from '@maple/contracts';
import { expect } from 'vitest';
import { newId } from '../infra/ids.js';
import { transferModel } from '../modules/funding/funding.models.js';
import { ledgerViolations } from '../modules/ledger/invariants.js';
import { linkBankAccount } from './bank-account-fixtures.js';
import { bearer, lastMail, type SignedInCustomer } from './flows.js';
import type { TestApp } from './test-app.js';
import { type ApiResponse, api } from './trading-flows.js';

/** Funding scenarios for tests (modules/funding): quotes, confirmations, the rails moved by hand. */

export async function fundingQuote(
  t: TestApp,
  customer: SignedInCustomer,
  side: 'deposit' | 'withdrawal',
  cents: bigint,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  const body = { product_type: 'funding', asset: 'CAD', side, deliver_amount: cents };
  return api(t, customer.tokens.at, 'POST', '/api/quotes', body, headers);
}

/** A quote's guid, failing the test if it was refused. */
export async function quoteGuid(
  t: TestApp,
  customer: SignedInCustomer,
  side: 'deposit' | 'withdrawal',
  cents: bigint,
): Promise<string> {
  const res = await fundingQuote(t, customer, side, cents);
  if (res.statusCode !== 201) throw new Error(`the funding quote answered ${res.body}`);
  return String(res.json.guid);
}

/**
 * The customer confirms a withdrawal as the web app does: an e-mailed code bound to the quote
 * and, for an EFT, its bank account (`create-crypto-otp` / `verify-crypto-otp` with
 * `withdrawal_reference` = the quote's guid, `external_bank_account_guid` = the account's).
 */
export async function confirmWithdrawal(
  t: TestApp,
  customer: SignedInCustomer,
  quote: string,
  bankAccountGuid?: string,
): Promise<string> {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(customer.tokens.ut), payload });
  const scope = {
    email: customer.email,
    customer_guid: customer.guid,
    withdrawal_reference: quote,
    ...(bankAccountGuid === undefined ? {} : { external_bank_account_guid: bankAccountGuid }),
  };
  await post('/customers/create-crypto-otp', scope);
  const code = (await lastMail(t.app, customer.email, 'email_otp')).subject.replace(/\D/g, '');
  const verified = await post('/customers/verify-crypto-otp', { ...scope, otp: code });
  return verified.json<{ data: { confirmation_token: string } }>().data.confirmation_token;
}

/**
 * A confirmation token for a withdrawal (an EFT's bound to its bank account), issued directly:
 * for tests of many withdrawals at once, beyond the e-mail codes a customer may ask for in ten
 * minutes.
 */
export async function issuedConfirmation(
  t: TestApp,
  customer: Pick<SignedInCustomer, 'guid'>,
  quote: string,
  bankAccountGuid?: string,
): Promise<string> {
  const { user_id } = await t.services.customers.find(t.database.db, customer.guid);
  return t.services.tokens.issue(
    'confirmation',
    {
      sub: user_id,
      jti: newId(),
      purpose: 'withdrawal',
      binding: withdrawalBinding(quote, bankAccountGuid),
    },
    600,
  );
}

export function postTransfer(
  t: TestApp,
  customer: SignedInCustomer,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  return api(t, customer.tokens.at, 'POST', '/api/transfers', body, headers);
}

/** Moves the test clock on and runs whatever rail steps and deliveries are then due. */
export async function runRails(t: TestApp, seconds: number): Promise<number> {
  t.clock.advance(seconds);
  return t.services.funding.rails.runDue();
}

/**
 * The customer's CAD balances from the ledger (a test that moves the clock days on outlives the
 * customer's tokens, so this reads no /api).
 */
export async function cadAccount(t: TestApp, customer: Pick<SignedInCustomer, 'guid'>) {
  const { db, accounts, ledger } = t.services;
  const [account] = await accounts.ledgerAccountsOf(db, [
    { customerGuid: customer.guid, asset: 'CAD' },
  ]);
  if (account === undefined) throw new Error('no CAD account');
  const balance = (await ledger.balancesOf(db, [account.guid])).get(account.guid);
  if (balance === undefined) throw new Error('no CAD balance');
  return { balance: balance.balance, available: balance.available };
}

/** A transfer as /api answers it, read through the service (tokens may have expired). */
export async function transferAsServed(t: TestApp, customerGuid: string, guid: unknown) {
  return transferModel(await t.services.funding.transfers.get(customerGuid, String(guid)));
}

/** An EFT deposit from a fresh linked account, carried by the rails until it is credited. */
export async function eftDeposit(
  t: TestApp,
  customer: SignedInCustomer,
  cents: bigint,
): Promise<Record<string, unknown>> {
  const bank = await linkBankAccount(t.services, t.database.db, customer.guid);
  const quote = await quoteGuid(t, customer, 'deposit', cents);
  const created = await postTransfer(t, customer, {
    quote_guid: quote,
    transfer_type: 'funding',
    payment_rail: 'eft',
    external_bank_account_guid: bank.guid,
  });
  if (created.statusCode !== 201) throw new Error(`the deposit answered ${created.body}`);
  await runRails(t, 60);
  await runRails(t, 60);
  await runRails(t, 60);
  return created.json;
}

/**
 * The ledger's invariants hold (docs/design/money-and-the-ledger.md): checked after every funding
 * scenario.
 */
export async function expectSoundBooks(t: TestApp): Promise<void> {
  expect(await ledgerViolations(t.database.db)).toEqual({});
}
