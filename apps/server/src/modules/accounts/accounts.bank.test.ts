import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectsOf, withoutAccount } from '../../testing/account-flows.js';
import { bankToken } from '../../testing/bank-flows.js';
import { signedInCustomer, tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api } from '../../testing/trading-flows.js';

/**
 * /api/accounts with a bank token (docs/decisions/0066-banks-trade-for-their-customers.md): the
 * bank reads any customer's accounts and opens one for the customer it names.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await bankToken(t);
});
afterAll(() => t.close());

const open = { type: 'trading', asset: 'XRP', name: 'XRP for savings' };

describe('a bank opening an account for its customer', () => {
  it('opens the missing one for the customer it names, once per Idempotency-Key', async () => {
    const me = await signedInCustomer(t);
    await withoutAccount(t, me.guid, 'XRP');
    const send = () =>
      api(
        t,
        token,
        'POST',
        '/api/accounts',
        { ...open, customer_guid: me.guid },
        {
          'idempotency-key': `open-xrp-${me.guid}`,
        },
      );
    const created = await send();
    expect(created.statusCode).toBe(201);
    expect(created.json).toMatchObject({
      customer_guid: me.guid,
      asset: 'XRP',
      name: 'XRP for savings',
      platform_balance: 0n,
      platform_available: 0n,
    });
    expect((await send()).body).toBe(created.body);
    const mine = await api(t, me.tokens.at, 'GET', '/api/accounts?asset=XRP');
    expect(objectsOf(mine.json)).toEqual([created.json]);
  });

  it('must name a customer that exists, writing nothing otherwise', async () => {
    const me = await signedInCustomer(t);
    const before = await tableCounts(t);
    const unnamed = await api(t, token, 'POST', '/api/accounts', open);
    expect(unnamed.json).toEqual({
      status: 400n,
      message_code: 'missing_parameter',
      error_message: 'customer_guid is required with a bank token',
    });
    const unknown = await api(t, token, 'POST', '/api/accounts', {
      ...open,
      customer_guid: 'f'.repeat(32),
    });
    // createAccount documents no 404: an unknown customer is a refused value (ADR 69).
    expect([unknown.statusCode, unknown.json.message_code]).toEqual([400, 'invalid_value']);
    const twice = await api(t, token, 'POST', '/api/accounts', { ...open, customer_guid: me.guid });
    expect([twice.statusCode, twice.json.message_code]).toEqual([400, 'invalid_value']);
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('a bank reading accounts', () => {
  it('reads every customer’s, those customer_guid names, and any one; never the platform’s own', async () => {
    const [a, b] = [await signedInCustomer(t), await signedInCustomer(t)];
    const named = await api(t, token, 'GET', `/api/accounts?customer_guid=${a.guid}&per_page=100`);
    expect(named.json.total).toBe(7n);
    expect(objectsOf(named.json).every((account) => account.customer_guid === a.guid)).toBe(true);
    const all = await api(t, token, 'GET', '/api/accounts?type=fiat&per_page=100');
    const owners = objectsOf(all.json).map((account) => account.customer_guid);
    expect(owners).toEqual(expect.arrayContaining([a.guid, b.guid]));
    const [cadOfB] = objectsOf(
      (await api(t, token, 'GET', `/api/accounts?customer_guid=${b.guid}&type=fiat`)).json,
    );
    const one = await api(t, token, 'GET', `/api/accounts/${String(cadOfB?.guid)}`);
    expect(one.json).toEqual(cadOfB);
    const platform = await api(t, token, 'GET', '/api/accounts?owner=bank');
    expect(platform.json).toEqual({ total: 0n, page: 0n, per_page: 10n, objects: [] });
  });
});
