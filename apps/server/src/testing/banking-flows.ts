import type { SandboxBankLink } from '@maple/contracts';
import { newId } from '../infra/ids.js';
import { bearer, type SignedInCustomer } from './flows.js';
import type { TestApp } from './test-app.js';
import { type ApiResponse, api } from './trading-flows.js';

/** Linked bank account scenes for tests: link tokens, the sandbox screen, manual entry. */

/** POST /api/workflows then GET it: answers the link token. */
export async function linkToken(
  t: TestApp,
  customer: SignedInCustomer,
  accountGuid?: string,
): Promise<string> {
  const created = await api(t, customer.tokens.at, 'POST', '/api/workflows', {
    type: 'plaid',
    kind: accountGuid === undefined ? 'link_token_create' : 'link_token_update',
    language: 'en',
    ...(accountGuid === undefined ? {} : { external_bank_account_guid: accountGuid }),
  });
  if (created.statusCode !== 201) throw new Error(`workflow answered ${created.body}`);
  const detail = await api(t, customer.tokens.at, 'GET', `/api/workflows/${created.json.guid}`);
  return String(detail.json.plaid_link_token);
}

export interface SandboxCredentials {
  institution_number?: string;
  username?: string;
  password?: string;
}

/** The sandbox bank-link screen's sign-in, as the web app sends it. */
export function sandboxSignIn(
  t: TestApp,
  customer: SignedInCustomer,
  token: string,
  credentials: SandboxCredentials = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/customers/bank-link/sandbox/sign-in',
    headers: bearer(customer.tokens.ut),
    payload: {
      link_token: token,
      institution_number: '003',
      username: 'user_good',
      password: 'pass_good',
      ...credentials,
    },
  });
}

/** Signs in to the sandbox bank: answers the public token and the accounts shown. */
export async function sandboxLink(
  t: TestApp,
  customer: SignedInCustomer,
  credentials: SandboxCredentials = {},
): Promise<SandboxBankLink> {
  const res = await sandboxSignIn(t, customer, await linkToken(t, customer), credentials);
  if (res.statusCode !== 200) throw new Error(`sandbox sign-in answered ${res.body}`);
  return res.json<{ data: SandboxBankLink }>().data;
}

/** POST /api/external_bank_accounts: the new account waits `storing` for its approval (ADR 62). */
export const createBankAccount = (t: TestApp, customer: SignedInCustomer, body: unknown) =>
  api(t, customer.tokens.at, 'POST', '/api/external_bank_accounts', body);

/**
 * A confirmation of linking this account, issued directly (as the app earns one with a code or a
 * passkey): for tests whose subject is what comes after the approval.
 */
export async function issuedBankAccountConfirmation(
  t: TestApp,
  customer: Pick<SignedInCustomer, 'guid'>,
  accountGuid: string,
): Promise<string> {
  const { user_id } = await t.services.customers.find(t.database.db, customer.guid);
  return t.services.tokens.issue(
    'confirmation',
    { sub: user_id, jti: newId(), purpose: 'add_bank_account', binding: accountGuid },
    600,
  );
}

/** POST /customers/external-bank-accounts/{guid}/approval with a confirmation. */
export function approveBankAccount(
  t: TestApp,
  customer: SignedInCustomer,
  accountGuid: string,
  token: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `/customers/external-bank-accounts/${accountGuid}/approval`,
    headers: bearer(customer.tokens.ut),
    payload: { confirmation_token: token },
  });
}

/**
 * Links an account and approves it, as the app's link dialog does; answers the API's account
 * as it stands after the approval.
 */
export async function approvedBankAccount(
  t: TestApp,
  customer: SignedInCustomer,
  body: unknown,
): Promise<ApiResponse> {
  const created = await createBankAccount(t, customer, body);
  if (created.statusCode !== 201) throw new Error(`create answered ${created.body}`);
  const guid = String(created.json.guid);
  const token = await issuedBankAccountConfirmation(t, customer, guid);
  const approved = await approveBankAccount(t, customer, guid, token);
  if (approved.statusCode !== 200) throw new Error(`approval answered ${approved.body}`);
  return api(t, customer.tokens.at, 'GET', `/api/external_bank_accounts/${guid}`);
}

/** Links the sandbox user's first account through the whole flow, approved; answers the account. */
export async function linkedBankAccount(
  t: TestApp,
  customer: SignedInCustomer,
  credentials: SandboxCredentials = {},
): Promise<ApiResponse> {
  const link = await sandboxLink(t, customer, credentials);
  const [account] = link.accounts;
  if (account === undefined || link.public_token === null) throw new Error('no sandbox account');
  return approvedBankAccount(t, customer, {
    name: 'My chequing',
    account_kind: 'plaid',
    plaid_public_token: link.public_token,
    plaid_account_id: account.account_id,
  });
}

/** A manual entry's body: RBC (003), transit 12345, the account number given. */
export const manualBody = (accountNumber = '1234567', routing = '000312345') => ({
  name: 'Everyday account',
  account_kind: 'raw_routing_details',
  counterparty_bank_account: {
    routing_number_type: 'CPA',
    routing_number: routing,
    account_number: accountNumber,
  },
});

/** The micro-deposits' amounts in cents, as the sandbox statement shows them. */
export async function statementAmounts(
  t: TestApp,
  customer: SignedInCustomer,
  guid: string,
): Promise<number[]> {
  const res = await t.app.inject({
    url: `/customers/bank-accounts/${guid}/sandbox-statement`,
    headers: bearer(customer.tokens.ut),
  });
  const deposits = res.json<{ data: { deposits: { amount_cents: number }[] } }>().data.deposits;
  return deposits.map((deposit) => deposit.amount_cents);
}

export function answerDeposits(
  t: TestApp,
  customer: SignedInCustomer,
  guid: string,
  amounts: unknown,
) {
  return t.app.inject({
    method: 'POST',
    url: `/customers/bank-accounts/${guid}/micro-deposits`,
    headers: bearer(customer.tokens.ut),
    payload: { amounts },
  });
}
