import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
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
