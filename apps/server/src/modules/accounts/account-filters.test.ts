import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import { objectsOf } from '../../testing/account-flows.js';
import { type SignedInCustomer, signedInCustomer } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api } from '../../testing/trading-flows.js';

/**
 * The filters Cybrid documents for GET /api/accounts beyond guid, type and asset
 * (accounts.routes.test.ts): the bank, the customer, the owner and labels.
 */
let t: TestApp;
let customer: SignedInCustomer;
let other: SignedInCustomer;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInCustomer(t);
  other = await signedInCustomer(t);
});
afterAll(() => t.close());

async function count(query: string): Promise<number> {
  const res = await api(t, customer.tokens.at, 'GET', `/api/accounts?per_page=100&${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.json.total).toBe(BigInt(objectsOf(res.json).length));
  return objectsOf(res.json).length;
}

describe('GET /api/accounts filters', () => {
  it("bank_guid: every account is the platform bank's", async () => {
    expect(await count(`bank_guid=${platformBankGuid}`)).toBe(7);
    expect(await count(`bank_guid=${'0'.repeat(32)},${platformBankGuid}`)).toBe(7);
    expect(await count(`bank_guid=${'0'.repeat(32)}`)).toBe(0);
  });

  it("customer_guid: a list naming the caller lists the caller's accounts", async () => {
    expect(await count(`customer_guid=${other.guid},${customer.guid}`)).toBe(7);
    const others = await api(
      t,
      customer.tokens.at,
      'GET',
      `/api/accounts?customer_guid=${other.guid}`,
    );
    // A list naming only others lists nothing: Cybrid documents no 404 for lists.
    expect(others.statusCode).toBe(200);
    expect(others.json).toMatchObject({ total: 0n, objects: [] });
  });

  it("owner: a customer's accounts are owned by the customer, none by the bank", async () => {
    expect(await count('owner=customer')).toBe(7);
    expect(await count('owner=bank')).toBe(0);
    const res = await api(t, customer.tokens.at, 'GET', '/api/accounts?owner=someone');
    expect(res.statusCode).toBe(400);
  });

  it('label: no account carries labels', async () => {
    expect(await count('label=savings')).toBe(0);
  });
});
