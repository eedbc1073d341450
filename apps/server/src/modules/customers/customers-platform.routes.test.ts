import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import { bankToken } from '../../testing/bank-flows.js';
import { signedInCustomer } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api } from '../../testing/trading-flows.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/customers/{guid}', () => {
  it('answers the customer without personal data', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const res = await api(t, customer.tokens.at, 'GET', `/api/customers/${customer.guid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({
      guid: customer.guid,
      bank_guid: platformBankGuid,
      type: 'individual',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      state: 'unverified',
      name: null,
      address: null,
      aliases: null,
      website: null,
      date_of_birth: null,
      phone_number: null,
      email_address: null,
      labels: null,
      compliance_decisions: [],
      identification_numbers: null,
      activity_limits: [],
    });
  });

  it("answers 404 for another customer's guid and for one that does not exist", async () => {
    const owner = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    for (const guid of [owner.guid, 'f'.repeat(32)]) {
      const res = await api(t, other.tokens.at, 'GET', `/api/customers/${guid}`);
      expect(res.statusCode).toBe(404);
      expect(res.json).toMatchObject({ status: 404n, message_code: 'not_found' });
    }
  });

  it.each(['xyz', 'F'.repeat(32), '0'.repeat(33)])('answers 400 to the guid %s', async (guid) => {
    const customer = await signedInCustomer(t);
    const res = await api(t, customer.tokens.at, 'GET', `/api/customers/${guid}`);
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ status: 400n, message_code: 'invalid_parameter' });
  });

  it('needs customers:read', async () => {
    const customer = await signedInCustomer(t);
    const { sid } = await t.services.tokens.verify('access', customer.tokens.at);
    const pricesOnly = await t.services.tokens.issue(
      'access',
      { sub: customer.guid, sub_type: 'customer', scope: ['prices:read'], sid },
      60,
    );
    const res = await api(t, pricesOnly, 'GET', `/api/customers/${customer.guid}`);
    expect(res.statusCode).toBe(403);
    expect(res.json.message_code).toBe('invalid_scopes');
  });
});

describe('GET /api/customers', () => {
  const guidsIn = (json: Record<string, unknown>): string[] =>
    z
      .array(z.object({ guid: z.string() }))
      .parse(json.objects)
      .map((customer) => customer.guid);

  it('lists only the customer itself to its own token', async () => {
    const me = await signedInCustomer(t);
    await signedInCustomer(t);
    const res = await api(t, me.tokens.at, 'GET', '/api/customers');
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({ total: 1n, page: 0n, per_page: 10n });
    expect(guidsIn(res.json)).toEqual([me.guid]);
    expect(res.json.objects).toEqual([
      expect.objectContaining({ guid: me.guid, name: null, email_address: null }),
    ]);
  });

  it('lists nothing to a customer token naming only others', async () => {
    const me = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const res = await api(t, me.tokens.at, 'GET', `/api/customers?guid=${other.guid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({ total: 0n, objects: [] });
  });

  it('lists any customer to a bank, newest first, by guid and type', async () => {
    const token = await bankToken(t);
    const first = await signedInCustomer(t);
    t.clock.advance(1);
    const second = await signedInCustomer(t);
    const named = await api(t, token, 'GET', `/api/customers?guid=${first.guid},${second.guid}`);
    expect(named.statusCode).toBe(200);
    expect(named.json.total).toBe(2n);
    expect(guidsIn(named.json)).toEqual([second.guid, first.guid]);
    const all = await api(t, token, 'GET', '/api/customers?per_page=1');
    expect(all.json.total).toBeGreaterThanOrEqual(2n);
    const businesses = await api(t, token, 'GET', '/api/customers?type=business');
    expect(businesses.json).toMatchObject({ total: 0n, objects: [] });
    const otherBank = await api(t, token, 'GET', `/api/customers?bank_guid=${'a'.repeat(32)}`);
    expect(otherBank.json).toMatchObject({ total: 0n, objects: [] });
  });

  it('answers 400 to a malformed filter', async () => {
    const me = await signedInCustomer(t);
    for (const query of ['guid=xyz', 'type=robot', 'per_page=0', 'page=-1']) {
      const res = await api(t, me.tokens.at, 'GET', `/api/customers?${query}`);
      expect(res.statusCode).toBe(400);
    }
  });
});
