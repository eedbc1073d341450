import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import { objectsOf, withoutAccount } from '../../testing/account-flows.js';
import { tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fund, fundedCustomer } from '../../testing/trading-flows.js';
import { ledgerViolations } from '../ledger/invariants.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await ledgerViolations(t.database.db)).toEqual({});
});

describe('GET /api/accounts', () => {
  it("lists the customer's seven accounts with their ledger balances", async () => {
    const customer = await fundedCustomer(t, 250_00n);
    await fund(t, customer.guid, 'ETH', 10n ** 18n + 1n);
    const res = await api(
      t,
      customer.tokens.at,
      'GET',
      `/api/accounts?customer_guid=${customer.guid}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({ total: 7n, page: 0n, per_page: 10n });
    const accounts = objectsOf(res.json);
    expect(accounts.map((account) => account.asset)).toEqual([
      'CAD',
      'BCH',
      'BTC',
      'ETH',
      'LTC',
      'USDC',
      'XRP',
    ]);
    expect(accounts[0]).toEqual({
      type: 'fiat',
      guid: expect.stringMatching(/^[0-9a-f]{32}$/),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      asset: 'CAD',
      name: 'CAD fiat account',
      bank_guid: platformBankGuid,
      customer_guid: customer.guid,
      platform_balance: 250_00n,
      platform_available: 250_00n,
      state: 'created',
      labels: null,
    });
    // Wei beyond 2^53 arrive as exact JSON integers.
    expect(accounts.find((account) => account.asset === 'ETH')).toMatchObject({
      type: 'trading',
      platform_balance: 10n ** 18n + 1n,
      platform_available: 10n ** 18n + 1n,
    });
  });

  it('filters by guid, type and asset, and pages', async () => {
    const customer = await fundedCustomer(t, 0n);
    const token = customer.tokens.at;
    const all = objectsOf((await api(t, token, 'GET', '/api/accounts')).json);
    const [first, second] = all;
    const byGuid = await api(t, token, 'GET', `/api/accounts?guid=${first?.guid},${second?.guid}`);
    expect(byGuid.json.total).toBe(2n);
    const trading = await api(t, token, 'GET', '/api/accounts?type=trading');
    expect(trading.json.total).toBe(6n);
    const coins = await api(t, token, 'GET', '/api/accounts?asset=BTC,ETH&type=trading');
    expect(objectsOf(coins.json).map((account) => account.asset)).toEqual(['BTC', 'ETH']);
    const page = await api(t, token, 'GET', '/api/accounts?per_page=3&page=2');
    expect(page.json).toMatchObject({ total: 7n, page: 2n, per_page: 3n });
    expect(objectsOf(page.json).map((account) => account.asset)).toEqual(['XRP']);
    const beyond = await api(t, token, 'GET', '/api/accounts?page=9');
    expect(beyond.json).toMatchObject({ total: 7n, objects: [] });
  });
});

describe('GET /api/accounts/{guid}', () => {
  it('answers one account with its balance and available amount', async () => {
    const customer = await fundedCustomer(t, 12_34n);
    const [cad] = objectsOf(
      (await api(t, customer.tokens.at, 'GET', '/api/accounts?type=fiat')).json,
    );
    const res = await api(t, customer.tokens.at, 'GET', `/api/accounts/${String(cad?.guid)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual(cad);
  });
});

describe('POST /api/accounts', () => {
  it('opens a missing trading account, in state created, with its ledger account', async () => {
    const customer = await fundedCustomer(t, 0n);
    await withoutAccount(t, customer.guid, 'XRP');
    const res = await api(t, customer.tokens.at, 'POST', '/api/accounts', {
      type: 'trading',
      customer_guid: customer.guid,
      asset: 'XRP',
      name: 'My XRP',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json).toMatchObject({
      type: 'trading',
      asset: 'XRP',
      name: 'My XRP',
      customer_guid: customer.guid,
      bank_guid: platformBankGuid,
      state: 'created',
      platform_balance: 0n,
      platform_available: 0n,
    });
    const ledger = await t.database.db
      .selectFrom('ledger_accounts')
      .select(['kind', 'asset'])
      .where('account_guid', '=', String(res.json.guid))
      .execute();
    expect(ledger).toEqual([{ kind: 'customer', asset: 'XRP' }]);
    // The new account can be funded and read back like the others.
    await fund(t, customer.guid, 'XRP', 5_000_000n);
    const read = await api(t, customer.tokens.at, 'GET', `/api/accounts/${String(res.json.guid)}`);
    expect(read.json).toMatchObject({ platform_balance: 5_000_000n });
  });

  it('replays a retried creation with the same Idempotency-Key', async () => {
    const customer = await fundedCustomer(t, 0n);
    await withoutAccount(t, customer.guid, 'LTC');
    const send = () =>
      api(
        t,
        customer.tokens.at,
        'POST',
        '/api/accounts',
        { type: 'trading', asset: 'LTC', name: 'Litecoin' },
        { 'idempotency-key': 'open-ltc' },
      );
    const first = await send();
    const retry = await send();
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.body).toBe(first.body);
  });

  it('answers 400 invalid_parameter for a second account of an asset, writing nothing', async () => {
    const customer = await fundedCustomer(t, 0n);
    const before = await tableCounts(t);
    const res = await api(t, customer.tokens.at, 'POST', '/api/accounts', {
      type: 'trading',
      asset: 'BTC',
      name: 'Another BTC',
    });
    // Cybrid documents no 409 for creating an account: a value it refuses is a 400.
    expect(res.json).toEqual({
      status: 400n,
      message_code: 'invalid_value',
      error_message: 'The customer already has a BTC trading account (one per asset)',
    });
    expect(await tableCounts(t)).toEqual(before);
  });
});
