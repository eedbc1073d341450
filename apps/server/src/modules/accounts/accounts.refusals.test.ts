import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectsOf, withoutAccount } from '../../testing/account-flows.js';
import { signedInCustomer, tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api } from '../../testing/trading-flows.js';

/** /api/accounts refusals: bad input, another customer's guids, missing scopes. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bad input and access', () => {
  const body = { type: 'trading', asset: 'XRP', name: 'XRP' };
  it.each([
    ['a fiat account', { ...body, type: 'fiat', asset: 'CAD' }],
    ['a storage account', { ...body, type: 'storage' }],
    ['a CAD trading account', { ...body, asset: 'CAD' }],
    ['an unknown asset', { ...body, asset: 'DOGE' }],
    ['a bad customer guid', { ...body, customer_guid: 'not-a-guid' }],
    ['an unknown field', { ...body, colour: 'red' }],
    ['labels', { ...body, labels: ['savings'] }],
    ['no name', { type: 'trading', asset: 'XRP' }],
    ['an empty name', { ...body, name: '  ' }],
    ['a 129-character name', { ...body, name: 'x'.repeat(129) }],
    ['a number for a name', { ...body, name: 12 }],
    ['no body at all', ''],
    ['broken JSON', '{"type":'],
  ])('POST /api/accounts refuses %s with 400 and writes nothing', async (_case, payload) => {
    const customer = await signedInCustomer(t);
    await withoutAccount(t, customer.guid, 'XRP');
    const before = await tableCounts(t);
    const res = await api(t, customer.tokens.at, 'POST', '/api/accounts', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ status: 400n });
    expect(typeof res.json.message_code).toBe('string');
    expect(typeof res.json.error_message).toBe('string');
    expect(await tableCounts(t)).toEqual(before);
  });

  it.each([
    '/api/accounts?per_page=101',
    '/api/accounts?per_page=0',
    '/api/accounts?page=-1',
    '/api/accounts?customer_guid=xyz',
    '/api/accounts?guid=xyz',
    '/api/accounts?type=savings',
    '/api/accounts?asset=DOGE',
  ])('GET %s answers 400 invalid_value, as every Cybrid list documents', async (url) => {
    const customer = await signedInCustomer(t);
    const res = await api(t, customer.tokens.at, 'GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ status: 400n, message_code: 'invalid_value' });
  });

  it('answers a path that is not a guid 404, the refusal Cybrid documents for getAccount', async () => {
    const customer = await signedInCustomer(t);
    const res = await api(t, customer.tokens.at, 'GET', '/api/accounts/xyz');
    expect(res.json).toEqual({
      status: 404n,
      message_code: 'not_found',
      error_message: 'Account not found',
    });
  });

  it("answers another customer's guid as an unknown one, and lists none of theirs", async () => {
    const owner = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const [account] = objectsOf((await api(t, owner.tokens.at, 'GET', '/api/accounts')).json);
    const before = await tableCounts(t);
    const responses = await Promise.all([
      api(t, other.tokens.at, 'GET', `/api/accounts/${String(account?.guid)}`),
      api(t, other.tokens.at, 'GET', `/api/accounts/${'0'.repeat(32)}`),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json).toMatchObject({ status: 404n, message_code: 'not_found' });
    }
    // createAccount documents no 404: another customer is refused as one that does not exist.
    const opened = await api(t, other.tokens.at, 'POST', '/api/accounts', {
      ...body,
      customer_guid: owner.guid,
    });
    expect(opened.json).toEqual({
      status: 400n,
      message_code: 'invalid_value',
      error_message: 'Customer not found',
    });
    const listed = await api(
      t,
      other.tokens.at,
      'GET',
      `/api/accounts?customer_guid=${owner.guid}`,
    );
    expect(listed.json).toMatchObject({ total: 0n, objects: [] });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('needs the route scope', async () => {
    const customer = await signedInCustomer(t);
    expect((await api(t, customer.tokens.ut, 'GET', '/api/accounts')).statusCode).toBe(401);
    const { sid } = await t.services.tokens.verify('access', customer.tokens.at);
    const readOnly = await t.services.tokens.issue(
      'access',
      { sub: customer.guid, sub_type: 'customer', scope: ['accounts:read'], sid },
      60,
    );
    expect((await api(t, readOnly, 'GET', '/api/accounts')).statusCode).toBe(200);
    const refused = await api(t, readOnly, 'POST', '/api/accounts', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message_code).toBe('invalid_scopes');
  });
});
