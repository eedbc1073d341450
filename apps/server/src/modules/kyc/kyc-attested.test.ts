import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attest, attestedFields, bankToken } from '../../testing/bank-flows.js';
import {
  countMails,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import { customerState, uniqueSin } from '../../testing/kyc-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api } from '../../testing/trading-flows.js';

/**
 * A bank attests a customer's identity (ADR 18): POST /api/identity_verifications with
 * `method: attested` and a bank token. The customer is verified on the bank's word; the data is
 * sealed, shown masked, and the attesting client is on the audit trail.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await bankToken(t);
});
afterAll(() => t.close());

const newcomer = () => signedInCustomer(t, { verified: false });

describe('an attestation by a bank', () => {
  let customer: SignedInCustomer;
  let guid: string;
  const sin = uniqueSin();
  beforeAll(async () => {
    customer = await newcomer();
    const res = await attest(t, token, customer.guid, attestedFields(sin));
    expect(res.statusCode).toBe(201);
    guid = String(res.json.guid);
  });

  it('completes passed at once, and the customer is verified as a retail investor in Ontario', async () => {
    const one = await api(t, token, 'GET', `/api/identity_verifications/${guid}`);
    expect(one.json).toMatchObject({
      method: 'attested',
      customer_guid: customer.guid,
      state: 'completed',
      outcome: 'passed',
      failure_codes: null,
      compliance_decisions: [
        { type: 'person_attested', state: 'passed', failure_codes: null },
        { type: 'person_tax_id_attested', state: 'passed', failure_codes: null },
        { type: 'person_watchlists', state: 'passed', failure_codes: null },
      ],
      persona_inquiry_id: null,
    });
    expect(await customerState(t, customer.guid)).toBe('verified');
    const seenByBank = await api(t, token, 'GET', `/api/customers/${customer.guid}`);
    expect(seenByBank.json.state).toBe('verified');
    expect(await t.services.kyc.identityOf(customer.guid)).toMatchObject({
      investorCategory: 'retail',
      province: 'ON',
      verifiedAt: expect.any(Date),
    });
    expect(await countMails(t, customer.email, 'kyc_passed')).toBe(1);
  });

  it('records which bank client attested on the audit trail', async () => {
    const [client] = await t.database.db.selectFrom('bank_clients').select('client_id').execute();
    const audit = await t.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'kyc.verification_passed')
      .where('actor_type', '=', 'bank')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: client?.client_id,
      details: { identity_verification_guid: guid, customer_guid: customer.guid },
    });
    expect(audit[0]?.request_id).toEqual(expect.any(String));
  });

  it('shows the attested data only masked, to the bank (audited) and to the customer', async () => {
    for (const who of [token, customer.tokens.at]) {
      const res = await api(t, who, 'GET', `/api/identity_verifications/${guid}?include_pii=true`);
      expect(res.statusCode).toBe(200);
      expect(res.json.pii).toMatchObject({
        name: { first: 'Grace', middle: 'Brewster', last: 'Hopper', full: 'Grace Brewster Hopper' },
        address: { postal_code: 'M5H 2N2', subdivision: 'ON', street2: null },
        date_of_birth: '1985-12-09',
        phone_number: '+14165550123',
        identification_numbers: [
          {
            type: 'tax_identification_number',
            issuing_country_code: 'CA',
            identification_number: `*** *** ${sin.slice(-3)}`,
          },
          {
            type: 'drivers_license',
            issuing_country_code: 'CA',
            identification_number: '***** 234',
          },
        ],
      });
    }
    const reads = await t.database.db
      .selectFrom('audit_events')
      .select(['actor_type', 'details'])
      .where('action', '=', 'kyc.personal_data_read')
      .execute();
    expect(reads).toEqual([
      {
        actor_type: 'bank',
        details: { identity_verification_guid: guid, customer_guid: customer.guid },
      },
    ]);
  });

  it('lets the bank list any customer’s verifications, or those of the customers it names', async () => {
    const other = await newcomer();
    await attest(t, token, other.guid);
    const named = await api(
      t,
      token,
      'GET',
      `/api/identity_verifications?customer_guid=${customer.guid}&per_page=100`,
    );
    expect(named.json.total).toBe(1n);
    const all = await api(t, token, 'GET', '/api/identity_verifications?per_page=100');
    expect(all.json.total).toBe(2n);
    // A customer's token still lists only their own.
    const own = await api(t, other.tokens.at, 'GET', '/api/identity_verifications');
    expect(own.json.total).toBe(1n);
  });

  it('refuses a second attestation of a verified customer, writing nothing', async () => {
    const before = await tableCounts(t);
    // createIdentityVerification documents no 409: its one refusal is 400 (ADR 69).
    const again = await attest(t, token, customer.guid);
    expect(again.statusCode).toBe(400);
    expect(again.json).toMatchObject({
      message_code: 'invalid_parameter',
      error_message: 'This customer’s identity is already verified',
    });
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('refusals', () => {
  it('answers a customer token asking for attested 401 invalid_subject, writing nothing', async () => {
    const customer = await newcomer();
    const before = await tableCounts(t);
    const res = await attest(t, customer.tokens.at, customer.guid);
    expect(res.statusCode).toBe(401);
    expect(res.json).toMatchObject({
      message_code: 'invalid_subject',
      error_message: 'Invalid Subject type. Required: bank',
    });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('needs a customer_guid with a bank token, and one that exists', async () => {
    const before = await tableCounts(t);
    const missing = await api(t, token, 'POST', '/api/identity_verifications', {
      type: 'kyc',
      method: 'attested',
      ...attestedFields(),
    });
    // createIdentityVerification documents no refusal but 400 invalid_parameter (ADR 69).
    expect(missing.statusCode).toBe(400);
    expect(missing.json).toMatchObject({
      message_code: 'invalid_parameter',
      error_message: 'customer_guid is required with a bank token',
    });
    const unknown = await attest(t, token, 'f'.repeat(32));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json).toMatchObject({
      message_code: 'invalid_parameter',
      error_message: 'Customer not found',
    });
    expect(await tableCounts(t)).toEqual(before);
  });

  it.each([
    [
      'without the required fields',
      { name: null, date_of_birth: undefined },
      400,
      'An attested verification needs name, date_of_birth',
    ],
    [
      'with a SIN that fails its checksum',
      {
        identification_numbers: [
          {
            type: 'tax_identification_number',
            issuing_country_code: 'CA',
            identification_number: '123456789',
          },
        ],
      },
      400,
      'This Social Insurance Number is not valid',
    ],
    [
      'without a SIN',
      {
        identification_numbers: [
          { type: 'passport', issuing_country_code: 'CA', identification_number: 'AB123456' },
        ],
      },
      400,
      'must hold the customer’s SIN',
    ],
    [
      'with an address outside Canada',
      { address: { street: '1 Main St', city: 'Buffalo', subdivision: 'NY', country_code: 'US' } },
      400,
      'body.address',
    ],
    ['for a minor', { date_of_birth: '2015-01-01' }, 400, 'the age of majority in ON'],
    ['born in the future', { date_of_birth: '2999-01-01' }, 400, 'not a real date of birth'],
  ])('refuses an attestation %s, writing nothing', async (_case, change, status, message) => {
    const customer = await newcomer();
    const before = await tableCounts(t);
    const res = await attest(t, token, customer.guid, { ...attestedFields(), ...change });
    expect(res.statusCode).toBe(status);
    expect(String(res.json.error_message)).toContain(message);
    expect(await tableCounts(t)).toEqual(before);
    expect(await customerState(t, customer.guid)).toBe('unverified');
  });

  it('refuses a bank token on a customer-only route with 401 invalid_subject', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/deposit_addresses', undefined],
      ['GET', '/api/external_bank_accounts', undefined],
      ['POST', '/api/deposit_addresses', { account_guid: '0'.repeat(32) }],
    ] as const) {
      const res = await api(t, token, method, url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json).toMatchObject({
        message_code: 'invalid_subject',
        error_message: 'Invalid Subject type. Required: customer',
      });
    }
  });
});

describe('a SIN another customer holds', () => {
  it('sends the attestation to a person instead of passing it', async () => {
    const sin = uniqueSin();
    const first = await newcomer();
    expect((await attest(t, token, first.guid, attestedFields(sin))).statusCode).toBe(201);
    const second = await newcomer();
    const res = await attest(t, token, second.guid, attestedFields(sin));
    expect(res.json).toMatchObject({ state: 'reviewing', outcome: null });
    expect(await customerState(t, second.guid)).toBe('unverified');
    const staff = await t.services.staff.create({
      email: 'reviewer@maple.test',
      displayName: 'Rita',
      role: 'compliance',
    });
    const review = await t.services.kyc.review.detail(String(res.json.guid), {
      staffId: staff.id,
      requestId: null,
    });
    expect(review.answers.tax).toEqual({ sin_masked: `*** *** ${sin.slice(-3)}` });
    expect(review.verification.complianceChecks).toContainEqual({
      type: 'person_tax_id_attested',
      outcome: 'failed',
      failure_codes: ['duplicate_person_check_failure'],
    });
  });
});
