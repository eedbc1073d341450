import { afterAll, beforeAll, expect, it } from 'vitest';
import { manualBody } from '../testing/banking-flows.js';
import { isObject } from '../testing/openapi-diff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { api, fundedCustomer } from '../testing/trading-flows.js';

/**
 * Cybrid ignores a query parameter sent empty (`?guid=&customer_guid=`): so does every /api
 * route. Each one's parameters, read from the description, are sent all empty at once.
 */
let t: TestApp;
let token: string;
let description: unknown;
/** A real value for each path parameter, so the operations that take one find something. */
const pathValues: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const customer = await fundedCustomer(t, 100_00n);
  token = customer.tokens.at;
  pathValues.customer_guid = customer.guid;
  description = (await t.app.inject('/docs/json')).json();
  // The customer is verified, so enhanced due diligence is what they may start.
  const verification = await api(t, token, 'POST', '/api/identity_verifications', {
    type: 'kyc',
    method: 'enhanced_due_diligence',
  });
  pathValues.identity_verification_guid = String(verification.json.guid);
  const bankAccount = await api(t, token, 'POST', '/api/external_bank_accounts', manualBody());
  pathValues.external_bank_account_guid = String(bankAccount.json.guid);
});
afterAll(() => t.close());

/** Every GET /api operation that takes query parameters, with their names. */
function queriedOperations(): [string, string[]][] {
  const paths = isObject(description) && isObject(description.paths) ? description.paths : {};
  return Object.entries(paths).flatMap(([path, item]) => {
    const get = isObject(item) ? item.get : undefined;
    const parameters = isObject(get) && Array.isArray(get.parameters) ? get.parameters : [];
    const names = parameters
      .filter(isObject)
      .flatMap((p) => (p.in === 'query' ? [String(p.name)] : []));
    return path.startsWith('/api/') && names.length > 0 ? [[path, names]] : [];
  });
}

it('answers an /api request whose query parameters are all empty as one without them', async () => {
  const operations = queriedOperations();
  expect(operations.map(([path]) => path).sort()).toEqual([
    '/api/accounts',
    '/api/assets',
    '/api/customers',
    '/api/customers/{customer_guid}',
    '/api/deposit_addresses',
    '/api/external_bank_accounts',
    '/api/external_bank_accounts/{external_bank_account_guid}',
    '/api/external_wallets',
    '/api/identity_verifications',
    '/api/identity_verifications/{identity_verification_guid}',
    '/api/prices',
    '/api/quotes',
    '/api/trades',
    '/api/transfers',
    '/api/workflows',
  ]);
  for (const [template, names] of operations) {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? name);
    const bare = await api(t, token, 'GET', path);
    const empty = await api(
      t,
      token,
      'GET',
      `${path}?${names.map((name) => `${name}=`).join('&')}`,
    );
    expect(bare.statusCode, path).toBe(200);
    expect({ status: empty.statusCode, body: empty.body }, path).toEqual({
      status: 200,
      body: bare.body,
    });
  }
});
