import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countMails,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import {
  cleanAnswers,
  customerState,
  eddAnswers,
  fillApplication,
  pdfBytes,
  putFile,
  putStep,
  startVerification,
  submit,
  uniqueSin,
} from '../../testing/kyc-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { api, preciseCodes } from '../../testing/trading-flows.js';

/** POST/GET /api/identity_verifications: methods, sandbox behaviours, lists, details, refusals. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (customer: SignedInCustomer, body: unknown, headers: Record<string, string> = {}) =>
  api(t, customer.tokens.at, 'POST', '/api/identity_verifications', body, headers);

describe('creating a verification', () => {
  it('opens the built-in flow for an hour, waiting, with our inquiry id', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const res = await create(customer, {
      type: 'kyc',
      method: 'id_and_selfie',
      customer_guid: customer.guid,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json).toMatchObject({
      type: 'kyc',
      method: 'id_and_selfie',
      customer_guid: customer.guid,
      state: 'waiting',
      outcome: null,
      failure_codes: null,
      compliance_decisions: [],
    });
    const detail = await api(
      t,
      customer.tokens.at,
      'GET',
      `/api/identity_verifications/${res.json.guid}`,
    );
    expect(detail.json).toMatchObject({
      persona_inquiry_id: `inq_${res.json.guid}`,
      persona_state: 'waiting',
    });
    const application = await t.services.kyc.application(customer.guid, String(res.json.guid));
    expect(Date.parse(application.expires_at) - t.clock.now().getTime()).toBe(3600_000);
  });

  it('passes at once in the sandbox when asked: the customer is verified as retail', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const res = await create(customer, {
      type: 'kyc',
      method: 'id_and_selfie',
      expected_behaviours: ['passed_immediately'],
    });
    expect(res.json).toMatchObject({ state: 'completed', outcome: 'passed', failure_codes: null });
    expect(await customerState(t, customer.guid)).toBe('verified');
    expect(await t.services.kyc.identityOf(customer.guid)).toMatchObject({
      investorCategory: 'retail',
      province: null,
    });
    expect(await countMails(t, customer.email, 'kyc_passed')).toBe(1);
  });

  it('fails at once in the sandbox when asked: the customer is rejected', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const res = await create(customer, {
      type: 'kyc',
      method: 'id_and_selfie',
      expected_behaviours: ['failed_immediately'],
    });
    expect(res.json).toMatchObject({
      state: 'completed',
      outcome: 'failed',
      failure_codes: ['requested_failure'],
    });
    expect(await customerState(t, customer.guid)).toBe('rejected');
    expect(await countMails(t, customer.email, 'kyc_failed')).toBe(1);
  });

  it('runs enhanced due diligence for a verified customer, always to review', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    // Our app's view: createIdentityVerification documents its refusals at 400 only (ADR 69).
    const refused = await create(
      customer,
      { type: 'kyc', method: 'enhanced_due_diligence' },
      preciseCodes,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json.message_code).toBe('unverified_customer');

    await create(customer, {
      type: 'kyc',
      method: 'id_and_selfie',
      expected_behaviours: ['passed_immediately'],
    });
    const guid = await startVerification(t, customer, 'enhanced_due_diligence');
    expect((await submit(t, customer, guid)).json().message).toBe(
      'Complete these before submitting: edd, supporting_document',
    );
    expect((await putStep(t, customer, guid, 'edd', eddAnswers())).statusCode).toBe(200);
    expect((await putFile(t, customer, guid, 'supporting_document', pdfBytes())).statusCode).toBe(
      200,
    );
    const submitted = await submit(t, customer, guid);
    expect(submitted.json().data).toMatchObject({ state: 'reviewing', missing: [] });
    const detail = await api(t, customer.tokens.at, 'GET', `/api/identity_verifications/${guid}`);
    expect(detail.json.supporting_files).toEqual([
      expect.objectContaining({
        type: 'supporting_document',
        files: [expect.objectContaining({ content_type: 'application/pdf' })],
      }),
    ]);
    expect(await countMails(t, customer.email, 'kyc_in_review')).toBe(1);
  });

  it('takes documents for a week, proof of address required, then reviews them', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const guid = await startVerification(t, customer, 'document_submission');
    const application = await t.services.kyc.application(customer.guid, guid);
    expect(Date.parse(application.expires_at) - t.clock.now().getTime()).toBe(7 * 24 * 3600_000);
    expect(application.missing).toEqual(['proof_of_address']);
    await putFile(t, customer, guid, 'proof_of_address', pdfBytes(), 'application/pdf');
    expect((await submit(t, customer, guid)).json().data.state).toBe('reviewing');
  });

  it.each<[string, unknown, number, RegExp]>([
    [
      'attestation, which needs a bank token',
      { type: 'kyc', method: 'attested' },
      401,
      /^Invalid Subject type\. Required: bank$/,
    ],
    ['another type', { type: 'bank_account', method: 'id_and_selfie' }, 400, /type must be kyc/],
    ['no method', { type: 'kyc' }, 400, /method/],
    ['an unknown method', { type: 'kyc', method: 'telepathy' }, 400, /method must be one of/],
    [
      'another country',
      { type: 'kyc', method: 'id_and_selfie', country_code: 'US' },
      400,
      /country_code must be CA/,
    ],
    ['an unknown field', { type: 'kyc', method: 'id_and_selfie', nickname: 'x' }, 400, /nickname/],
    [
      'an unknown behaviour',
      { type: 'kyc', method: 'id_and_selfie', expected_behaviours: ['explode'] },
      400,
      /expected_behaviours/,
    ],
    [
      'both sandbox outcomes',
      {
        type: 'kyc',
        method: 'id_and_selfie',
        expected_behaviours: ['passed_immediately', 'failed_immediately'],
      },
      400,
      /cannot hold both/,
    ],
    [
      'another customer',
      { type: 'kyc', method: 'id_and_selfie', customer_guid: '0'.repeat(32) },
      400,
      /Customer not found/,
    ],
    ['a body that is not JSON', '{"type":', 400, /not valid JSON/],
  ])('refuses %s, writing nothing', async (_what, body, status, message) => {
    const customer = await signedInCustomer(t, { verified: false });
    const before = await tableCounts(t);
    const res = await create(customer, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(String(res.json.error_message)).toMatch(message);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('answers a retried POST with its first answer, and refuses the key for another body', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const key = { 'idempotency-key': 'kyc-start-1' };
    const body = { type: 'kyc', method: 'document_submission' };
    const first = await create(customer, body, key);
    const again = await create(customer, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json.guid).toBe(first.json.guid);
    const before = await tableCounts(t);
    const other = await create(customer, { ...body, method: 'id_and_selfie' }, key);
    expect(other.statusCode).toBe(400);
    expect(other.json.message_code).toBe('invalid_parameter');
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('sandbox behaviours in production', () => {
  it('refuses them', async () => {
    const production = await createTestApp({
      kyc: { ...testConfig.kyc, sandboxBehaviours: false },
    });
    try {
      const customer = await signedInCustomer(production, { verified: false });
      const res = await api(production, customer.tokens.at, 'POST', '/api/identity_verifications', {
        type: 'kyc',
        method: 'id_and_selfie',
        expected_behaviours: ['passed_immediately'],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json.error_message).toBe('expected_behaviours are only honoured in the sandbox');
      expect(await customerState(production, customer.guid)).toBe('unverified');
    } finally {
      await production.close();
    }
  });
});

describe('reading verifications', () => {
  let owner: SignedInCustomer;
  let guids: string[];
  const sin = uniqueSin();
  beforeAll(async () => {
    owner = await signedInCustomer(t, { verified: false });
    const filled = await fillApplication(t, owner, cleanAnswers(sin));
    t.clock.advance(1);
    const documents = await startVerification(t, owner, 'document_submission');
    guids = [documents, filled];
  });

  it('lists the customer’s own, newest first, with filters and pages', async () => {
    const list = (query: string) =>
      api(t, owner.tokens.at, 'GET', `/api/identity_verifications${query}`);
    const all = await list('?per_page=100');
    expect(all.json).toMatchObject({ total: 2n, page: 0n, per_page: 100n });
    expect((all.json.objects as { guid: string }[]).map((v) => v.guid)).toEqual(guids);
    expect((await list(`?customer_guid=${owner.guid}&type=kyc&state=pending`)).json.total).toBe(1n);
    expect((await list(`?guid=${guids[1]}`)).json.total).toBe(1n);
    expect((await list('?type=bank_account')).json.total).toBe(0n);
    const second = await list('?per_page=1&page=1');
    expect((second.json.objects as { guid: string }[]).map((v) => v.guid)).toEqual([guids[1]]);
    // Another customer's verifications are none of this customer's: an empty list, not a 404.
    const others = await list(`?customer_guid=${'0'.repeat(32)}`);
    expect(others.statusCode).toBe(200);
    expect(others.json).toMatchObject({ total: 0n, objects: [] });
    expect((await list('?state=dreaming')).statusCode).toBe(400);
  });

  it('shows one with its documents and, when asked, masked personal data', async () => {
    const url = `/api/identity_verifications/${guids[1]}`;
    const plain = await api(t, owner.tokens.at, 'GET', url);
    expect(plain.json.pii).toBeNull();
    const withPii = await api(t, owner.tokens.at, 'GET', `${url}?include_pii=true`);
    expect(withPii.json.pii).toMatchObject({
      name: { first: 'Ada', last: 'Lovelace', full: 'Ada Lovelace' },
      date_of_birth: '1990-12-10',
      address: { city: 'Toronto', subdivision: 'ON', postal_code: 'M5H 2N2', country_code: 'CA' },
      identification_numbers: [
        {
          type: 'tax_identification_number',
          issuing_country_code: 'CA',
          identification_number: `*** *** ${sin.slice(-3)}`,
        },
        { type: 'drivers_license', issuing_country_code: 'CA', identification_number: '***** 234' },
      ],
    });
    expect(withPii.body).not.toContain(sin);
    expect(withPii.body).not.toContain('L12345678901234');
    expect(withPii.json.documents).toEqual([
      expect.objectContaining({
        type: 'drivers_license',
        files: [
          expect.objectContaining({ type: 'drivers_license_front' }),
          expect.objectContaining({ type: 'drivers_license_back' }),
        ],
      }),
      expect.objectContaining({ type: 'selfie' }),
    ]);
    // Cybrid documents no refusal of getIdentityVerification's query but its 404 (ADR 69).
    const badValue = await api(t, owner.tokens.at, 'GET', `${url}?include_pii=yes`);
    expect(badValue.statusCode).toBe(404);
    expect(badValue.json.message_code).toBe('not_found');
    expect(badValue.json.pii).toBeUndefined();
  });

  it('answers 404 for another customer’s verification', async () => {
    const stranger = await signedInCustomer(t, { verified: false });
    const res = await api(t, stranger.tokens.at, 'GET', `/api/identity_verifications/${guids[1]}`);
    expect(res.statusCode).toBe(404);
    expect(res.json.error_message).toBe('Identity verification not found');
  });
});
