import {
  accountListSchema,
  accountSchema,
  assetListSchema,
  customerSchema,
  errorResponseSchema,
  identityVerificationListSchema,
  identityVerificationSchema,
  identityVerificationWithDetailsSchema,
  quoteSchema,
  symbolPriceListSchema,
  symbolsSchema,
  tradeListSchema,
  tradeSchema,
} from '@maple/contracts';
import { parse, parseNumberAndBigInt } from 'lossless-json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import { attest, bankToken } from '../testing/bank-flows.js';
import { schemaErrors } from '../testing/cybrid-openapi.js';
import type { SignedInCustomer } from '../testing/flows.js';
import { signedInCustomer } from '../testing/flows.js';
import { fillApplication, submit } from '../testing/kyc-flows.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { api, fundedCustomer } from '../testing/trading-flows.js';

/**
 * Our /api answers, validated against the schemas of the Cybrid Bank API description
 * (docs/design/platform-api.md): types, required fields, formats, `nullable`, and no field the
 * description does not declare. Each answer is also parsed, as a lossless client reads it, with the
 * contract schema the route declares in /docs (packages/contracts): the description we publish is
 * true of what we send.
 */
let t: TestApp;
let customer: SignedInCustomer;
beforeAll(async () => {
  t = await createTestApp();
  customer = await fundedCustomer(t, 1_000_00n);
});
afterAll(() => t.close());

/**
 * Calls /api and answers the status, the body as plain JSON (numbers, as Cybrid's schemas see
 * it) and the body read losslessly (integers as bigint, as our contract reads it).
 */
async function call(method: 'GET' | 'POST', url: string, body?: unknown, who = customer) {
  const res = await api(t, who.tokens.at, method, url, body);
  const json: unknown = JSON.parse(res.body);
  const wire: unknown = parse(res.body, null, parseNumberAndBigInt);
  return { status: res.statusCode, json, wire };
}

/** What is wrong with an answer read losslessly, as the contract schema sees it. */
const contractIssues = (schema: $ZodType, wire: unknown) =>
  safeParse(schema, wire).error?.issues ?? [];

async function created(
  method: 'POST',
  url: string,
  body: unknown,
  schema: $ZodType,
  who = customer,
) {
  const res = await call(method, url, body, who);
  expect(res.status).toBe(201);
  expect(contractIssues(schema, res.wire)).toEqual([]);
  return res.json;
}

const fieldOf = (json: unknown, field: string): unknown =>
  typeof json === 'object' && json !== null ? new Map(Object.entries(json)).get(field) : undefined;
const guidOf = (json: unknown) => String(fieldOf(json, 'guid'));

describe('reference data', () => {
  it.each([
    ['/api/assets', 'AssetList', assetListSchema],
    ['/api/symbols', 'Symbols', symbolsSchema],
    ['/api/prices', 'SymbolPriceResponse', symbolPriceListSchema],
    ['/api/prices?symbol=ETH-CAD', 'SymbolPriceResponse', symbolPriceListSchema],
  ])('GET %s is a %s', async (url, schema, contract) => {
    const res = await call('GET', url);
    expect(res.status).toBe(200);
    expect(schemaErrors(schema, res.json)).toEqual([]);
    expect(contractIssues(contract, res.wire)).toEqual([]);
  });
});

describe('customers and accounts', () => {
  it('GET /api/customers/{guid} is a Customer', async () => {
    const res = await call('GET', `/api/customers/${customer.guid}`);
    expect(schemaErrors('Customer', res.json)).toEqual([]);
    expect(contractIssues(customerSchema, res.wire)).toEqual([]);
  });

  it('GET /api/accounts is an AccountList and GET /api/accounts/{guid} an Account', async () => {
    const list = await call('GET', '/api/accounts');
    expect(schemaErrors('AccountList', list.json)).toEqual([]);
    expect(contractIssues(accountListSchema, list.wire)).toEqual([]);
    const objects = fieldOf(list.json, 'objects');
    const one = await call(
      'GET',
      `/api/accounts/${guidOf(Array.isArray(objects) ? objects[0] : undefined)}`,
    );
    expect(one.status).toBe(200);
    expect(schemaErrors('Account', one.json)).toEqual([]);
    expect(contractIssues(accountSchema, one.wire)).toEqual([]);
  });
});

describe('quotes and trades', () => {
  it('POST and GET /api/quotes are Quotes; POST and GET /api/trades Trades and a TradeList', async () => {
    const quote = await created(
      'POST',
      '/api/quotes',
      { product_type: 'trading', symbol: 'BTC-CAD', side: 'buy', deliver_amount: 100_00n },
      quoteSchema,
    );
    expect(schemaErrors('Quote', quote)).toEqual([]);
    const again = await call('GET', `/api/quotes/${guidOf(quote)}`);
    expect(schemaErrors('Quote', again.json)).toEqual([]);
    expect(contractIssues(quoteSchema, again.wire)).toEqual([]);
    const trade = await created('POST', '/api/trades', { quote_guid: guidOf(quote) }, tradeSchema);
    expect(schemaErrors('Trade', trade)).toEqual([]);
    const one = await call('GET', `/api/trades/${guidOf(trade)}`);
    expect(schemaErrors('Trade', one.json)).toEqual([]);
    expect(contractIssues(tradeSchema, one.wire)).toEqual([]);
    const list = await call('GET', '/api/trades?per_page=100');
    expect(schemaErrors('TradeList', list.json)).toEqual([]);
    expect(contractIssues(tradeListSchema, list.wire)).toEqual([]);
  });
});

describe('identity verifications', () => {
  /** A customer not yet verified: the first test verifies them through the built-in flow. */
  let applicant: SignedInCustomer;
  beforeAll(async () => {
    applicant = await signedInCustomer(t, { verified: false });
  });

  it('POST is an IdentityVerification; GET one, with PII and documents, an IdentityVerificationWithDetails', async () => {
    const guid = await fillApplication(t, applicant);
    expect((await submit(t, applicant, guid)).statusCode).toBe(200);
    const detail = await call(
      'GET',
      `/api/identity_verifications/${guid}?include_pii=true`,
      undefined,
      applicant,
    );
    expect(detail.status).toBe(200);
    expect(schemaErrors('IdentityVerificationWithDetails', detail.json)).toEqual([]);
    expect(contractIssues(identityVerificationWithDetailsSchema, detail.wire)).toEqual([]);

    const started = await created(
      'POST',
      '/api/identity_verifications',
      { type: 'kyc', method: 'document_submission' },
      identityVerificationSchema,
      applicant,
    );
    expect(schemaErrors('IdentityVerification', started)).toEqual([]);
    const list = await call(
      'GET',
      '/api/identity_verifications?type=kyc&per_page=100',
      undefined,
      applicant,
    );
    expect(schemaErrors('IdentityVerificationList', list.json)).toEqual([]);
    expect(contractIssues(identityVerificationListSchema, list.wire)).toEqual([]);
  });

  it('a sandbox failure carries its failure code and compliance decision', async () => {
    // The customer was verified by the application above: enhanced due diligence is open to them.
    const failed = await created(
      'POST',
      '/api/identity_verifications',
      {
        type: 'kyc',
        method: 'enhanced_due_diligence',
        expected_behaviours: ['failed_immediately'],
      },
      identityVerificationSchema,
      applicant,
    );
    expect(schemaErrors('IdentityVerification', failed)).toEqual([]);
    expect(fieldOf(failed, 'failure_codes')).toEqual(['requested_failure']);
    expect(fieldOf(failed, 'compliance_decisions')).toEqual([
      { type: 'person_verification', state: 'failed', failure_codes: ['requested_failure'] },
    ]);
  });
});

describe('a bank token', () => {
  it('POST /api/oauth/token answers a token; an attestation is an IdentityVerification, its detail an IdentityVerificationWithDetails', async () => {
    const token = await bankToken(t);
    const newcomer = await signedInCustomer(t, { verified: false });
    const attested = await attest(t, token, newcomer.guid);
    expect(attested.statusCode).toBe(201);
    const json: unknown = JSON.parse(attested.body);
    expect(schemaErrors('IdentityVerification', json)).toEqual([]);
    expect(contractIssues(identityVerificationSchema, attested.json)).toEqual([]);
    const url = `/api/identity_verifications/${guidOf(json)}?include_pii=true`;
    const detail = await api(t, token, 'GET', url);
    expect(schemaErrors('IdentityVerificationWithDetails', JSON.parse(detail.body))).toEqual([]);
    expect(contractIssues(identityVerificationWithDetailsSchema, detail.json)).toEqual([]);
    const accounts = await api(t, token, 'GET', '/api/accounts');
    expect(accounts.statusCode).toBe(200);
    expect(schemaErrors('AccountList', JSON.parse(accounts.body))).toEqual([]);
    const unnamed = await api(t, token, 'POST', '/api/accounts', {
      type: 'trading',
      asset: 'BTC',
      name: 'BTC',
    });
    expect(unnamed.statusCode).toBe(400);
    expect(schemaErrors('ErrorResponse', JSON.parse(unnamed.body))).toEqual([]);
  });
});

describe('errors', () => {
  it.each([
    ['GET', '/api/accounts?per_page=101', undefined, 400],
    ['POST', '/api/accounts', { type: 'fiat', asset: 'CAD', name: 'CAD' }, 400],
    ['POST', '/api/accounts', { type: 'trading', asset: 'BTC', name: 'BTC' }, 400],
    ['GET', `/api/customers/${'0'.repeat(32)}`, undefined, 404],
    ['GET', '/api/prices?symbol=DOGE-CAD', undefined, 400],
    ['POST', '/api/identity_verifications', { type: 'kyc', method: 'attested' }, 401],
    ['GET', `/api/identity_verifications/${'0'.repeat(32)}`, undefined, 404],
  ] as const)('%s %s answers an ErrorResponse', async (method, url, body, status) => {
    const res = await call(method, url, body);
    expect(res.status).toBe(status);
    expect(schemaErrors('ErrorResponse', res.json)).toEqual([]);
    expect(contractIssues(errorResponseSchema, res.wire)).toEqual([]);
  });

  it('answers an ErrorResponse to a missing token and a missing scope', async () => {
    const anonymous = await t.app.inject('/api/accounts');
    expect(anonymous.statusCode).toBe(401);
    expect(schemaErrors('ErrorResponse', anonymous.json())).toEqual([]);
    expect(contractIssues(errorResponseSchema, anonymous.json())).toEqual([]);
    const { sid } = await t.services.tokens.verify('access', customer.tokens.at);
    const token = await t.services.tokens.issue(
      'access',
      { sub: customer.guid, sub_type: 'customer', scope: [], sid },
      60,
    );
    const refused = await api(t, token, 'GET', '/api/accounts');
    expect(refused.statusCode).toBe(403);
    expect(schemaErrors('ErrorResponse', JSON.parse(refused.body))).toEqual([]);
    expect(contractIssues(errorResponseSchema, refused.json)).toEqual([]);
  });
});
