import { preciseCodesPreference } from '@maple/contracts';
import type { AssetCode } from '@maple/money';
import { parse, parseNumberAndBigInt, stringify } from 'lossless-json';
import {
  bearer,
  type CustomerOptions,
  enrolSecondFactor,
  type SignedInCustomer,
  signedInCustomer,
} from './flows.js';
import type { TestApp } from './test-app.js';

/**
 * A signed-in customer (identity verified unless told otherwise) whose CAD account holds
 * `cadCents` from sandbox funding, with an authenticator enrolled so it may withdraw (unless
 * `secondFactor: false`). Any app and its services will do: a test app, or one built on another
 * database (fault tests).
 */
export async function fundedCustomer(
  t: Pick<TestApp, 'app' | 'services'>,
  cadCents: bigint,
  options: CustomerOptions & { secondFactor?: boolean } = {},
): Promise<SignedInCustomer> {
  const signedIn = await signedInCustomer(t, options);
  const customer = options.secondFactor === false ? signedIn : await enrolSecondFactor(t, signedIn);
  if (cadCents > 0n) await fund(t, customer.guid, 'CAD', cadCents);
  return customer;
}

export async function fund(
  t: Pick<TestApp, 'services'>,
  customerGuid: string,
  asset: AssetCode,
  amount: bigint,
) {
  const { db, ledger, accounts } = t.services;
  const [account] = await accounts.ledgerAccountsOf(db, [{ customerGuid, asset }]);
  if (account === undefined) throw new Error(`no ${asset} account`);
  await ledger.fundFromSandbox(db, {
    ledgerAccountId: account.ledgerAccountId,
    asset,
    amount,
    idempotencyKey: `test-funding:${customerGuid}:${asset}:${amount}:${Math.random()}`,
  });
}

export interface ApiResponse {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  /** The body read losslessly: integers come back as bigint, as a careful client reads them. */
  json: Record<string, unknown>;
}

/**
 * The header our web app sends on every `/api` call for our precise refusal codes (ADR 69): a
 * test that asserts what the app sees sends it; one that asserts what a Cybrid client sees does
 * not, and expects Cybrid's (status, code).
 */
export const preciseCodes: Readonly<Record<string, string>> = { prefer: preciseCodesPreference };

/** A platform API call with the customer's access token (and any extra headers). */
export async function api(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...bearer(token),
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined
      ? {}
      : { payload: typeof body === 'string' ? body : (stringify(body) ?? '') }),
  });
  const parsed = res.body === '' ? {} : parse(res.body, null, parseNumberAndBigInt);
  const json =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...parsed } : {};
  return { statusCode: res.statusCode, body: res.body, headers: res.headers, json };
}

/** A quote to buy `symbol` (BTC-CAD unless told) delivering `cadCents`, as /api answers it. */
export const buyQuote = (
  t: TestApp,
  token: string,
  cadCents: bigint | string,
  symbol = 'BTC-CAD',
) =>
  api(t, token, 'POST', '/api/quotes', {
    product_type: 'trading',
    symbol,
    side: 'buy',
    deliver_amount: cadCents,
  });
