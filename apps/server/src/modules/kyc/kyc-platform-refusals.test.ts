import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attest, attestedFields, bankToken } from '../../testing/bank-flows.js';
import { cybridDescription, schemaErrors } from '../../testing/cybrid-openapi.js';
import { type SignedInCustomer, signedInCustomer, tableCounts } from '../../testing/flows.js';
import { cleanAnswers, submittedApplication } from '../../testing/kyc-flows.js';
import { isObject } from '../../testing/openapi-diff.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, preciseCodes } from '../../testing/trading-flows.js';

/**
 * Every refusal of /api/identity_verifications is a status and `message_code` its operation
 * documents (ADR 69): createIdentityVerification documents none but its 400 `invalid_parameter`
 * (listed in `inputRefusalsBeyondCybrid`), so each of its refusals is that, our precise reason
 * in the message (and in the code, to a caller preferring ours). A refusal is an ErrorResponse
 * in words a person can act on, and writes nothing.
 */
let t: TestApp;
let newcomer: SignedInCustomer;
let verified: SignedInCustomer;
let reviewed: SignedInCustomer;
let bank: string;
let unscoped: string;
beforeAll(async () => {
  t = await createTestApp();
  newcomer = await signedInCustomer(t, { verified: false });
  verified = await signedInCustomer(t);
  reviewed = await signedInCustomer(t, { verified: false });
  const answers = cleanAnswers();
  answers.declarations = { ...answers.declarations, politically_exposed: true };
  await submittedApplication(t, reviewed, answers);
  bank = await bankToken(t);
  const { sid } = await t.services.tokens.verify('access', newcomer.tokens.at);
  unscoped = await t.services.tokens.issue(
    'access',
    { sub: newcomer.guid, sub_type: 'customer', scope: [], sid },
    60,
  );
});
afterAll(() => t.close());

/** The `status message_code` pairs Cybrid documents: one operation's, or all of them. */
function documentedPairs(only?: { method: string; path: string }): Set<string> {
  const pairs = new Set<string>();
  const paths = isObject(cybridDescription.paths) ? cybridDescription.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item) || (only !== undefined && path !== only.path)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (only !== undefined && method !== only.method) continue;
      const responses = isObject(operation) ? operation.responses : undefined;
      for (const [status, response] of Object.entries(isObject(responses) ? responses : {})) {
        const json = isObject(response) ? response.content : undefined;
        const media = isObject(json) ? json['application/json'] : undefined;
        const examples = isObject(media) ? media.examples : undefined;
        for (const example of Object.values(isObject(examples) ? examples : {})) {
          const value = isObject(example) ? example.value : undefined;
          if (isObject(value)) pairs.add(`${status} ${String(value.message_code)}`);
        }
      }
    }
  }
  return pairs;
}

const collection = '/api/identity_verifications';
const one = '/api/identity_verifications/{identity_verification_guid}';
const stranger = 'f'.repeat(32);

interface Refusal {
  who: () => string;
  method: 'GET' | 'POST';
  url: string;
  body?: () => unknown;
  status: number;
  code: string;
  message: RegExp;
  /** Cybrid's operation, when it documents this very refusal. */
  documentedFor?: { method: string; path: string };
}

const refusals: Record<string, Refusal> = {
  'a second identity verification of a verified customer': {
    who: () => verified.tokens.at,
    method: 'POST',
    url: collection,
    body: () => ({ type: 'kyc', method: 'id_and_selfie' }),
    status: 400,
    code: 'invalid_parameter',
    message: /^This customer’s identity is already verified$/,
  },
  'another while one is reviewed': {
    who: () => reviewed.tokens.at,
    method: 'POST',
    url: collection,
    body: () => ({ type: 'kyc', method: 'id_and_selfie' }),
    status: 400,
    code: 'invalid_parameter',
    message: /is being reviewed: wait for its outcome/,
  },
  'due diligence before the identity is verified': {
    who: () => newcomer.tokens.at,
    method: 'POST',
    url: collection,
    body: () => ({ type: 'kyc', method: 'enhanced_due_diligence' }),
    status: 400,
    code: 'invalid_parameter',
    message: /for verified customers: verify your identity first/,
  },
  'an unknown method': {
    who: () => newcomer.tokens.at,
    method: 'POST',
    url: collection,
    body: () => ({ type: 'kyc', method: 'telepathy' }),
    status: 400,
    code: 'invalid_parameter',
    message: /method must be one of id_and_selfie/,
  },
  'another customer named': {
    who: () => newcomer.tokens.at,
    method: 'POST',
    url: collection,
    body: () => ({ type: 'kyc', method: 'id_and_selfie', customer_guid: stranger }),
    status: 400,
    code: 'invalid_parameter',
    message: /^Customer not found$/,
  },
  'a bank naming no customer': {
    who: () => bank,
    method: 'POST',
    url: collection,
    body: () => ({ type: 'kyc', method: 'id_and_selfie' }),
    status: 400,
    code: 'invalid_parameter',
    message: /^customer_guid is required with a bank token$/,
  },
  'a bank attesting a minor': {
    who: () => bank,
    method: 'POST',
    url: collection,
    body: () => ({
      type: 'kyc',
      method: 'attested',
      customer_guid: newcomer.guid,
      ...attestedFields(),
      date_of_birth: '2015-01-01',
    }),
    status: 400,
    code: 'invalid_parameter',
    message: /^The customer is under 18, the age of majority in ON$/,
  },
  'a guid that is not one': {
    who: () => newcomer.tokens.at,
    method: 'GET',
    url: `${collection}/not-a-guid`,
    status: 404,
    code: 'not_found',
    message: /^Identity verification not found$/,
    documentedFor: { method: 'get', path: one },
  },
  'another customer’s verification': {
    who: () => newcomer.tokens.at,
    method: 'GET',
    url: `${collection}/${stranger}`,
    status: 404,
    code: 'not_found',
    message: /^Identity verification not found$/,
    documentedFor: { method: 'get', path: one },
  },
  'a page too large': {
    who: () => newcomer.tokens.at,
    method: 'GET',
    url: `${collection}?per_page=101`,
    status: 400,
    code: 'invalid_value',
    message: /per_page must be at most 100/,
    documentedFor: { method: 'get', path: collection },
  },
  'a token without the scope': {
    who: () => unscoped,
    method: 'GET',
    url: collection,
    status: 403,
    code: 'invalid_scopes',
    message: /^Insufficient scopes$/,
    documentedFor: { method: 'get', path: collection },
  },
  'a token without the scope to create': {
    who: () => unscoped,
    method: 'POST',
    url: collection,
    body: () => ({ type: 'kyc', method: 'id_and_selfie' }),
    status: 403,
    code: 'invalid_scopes',
    message: /^Insufficient scopes$/,
    documentedFor: { method: 'post', path: collection },
  },
};

describe('refusals of /api/identity_verifications', () => {
  it.each(Object.entries(refusals))(
    'refuses %s with Cybrid’s code, writing nothing',
    async (_, r) => {
      const before = await tableCounts(t);
      const res = await api(t, r.who(), r.method, r.url, r.body?.());
      expect(res.statusCode, res.body).toBe(r.status);
      const answer: unknown = JSON.parse(res.body);
      expect(schemaErrors('ErrorResponse', answer)).toEqual([]);
      expect(res.json).toMatchObject({ status: BigInt(r.status), message_code: r.code });
      expect(String(res.json.error_message)).toMatch(r.message);
      expect(documentedPairs(r.documentedFor)).toContain(`${r.status} ${r.code}`);
      expect(await tableCounts(t)).toEqual(before);
    },
  );

  it('lists nothing, rather than refusing, when a customer names only other customers', async () => {
    const res = await api(t, newcomer.tokens.at, 'GET', `${collection}?customer_guid=${stranger}`);
    expect(res.statusCode).toBe(200);
    expect(schemaErrors('IdentityVerificationList', JSON.parse(res.body))).toEqual([]);
    expect(res.json).toMatchObject({ total: 0n, objects: [] });
  });

  it('answers a bank attesting a customer already verified as the customer’s own request', async () => {
    const before = await tableCounts(t);
    const res = await attest(t, bank, verified.guid);
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({
      message_code: 'invalid_parameter',
      error_message: 'This customer’s identity is already verified',
    });
    expect(await tableCounts(t)).toEqual(before);
  });

  it.each([
    [
      'a second verification of a verified customer',
      () => verified,
      'id_and_selfie',
      'data_exists',
    ],
    [
      'due diligence before the identity is verified',
      () => newcomer,
      'enhanced_due_diligence',
      'unverified_customer',
    ],
  ])('names %s precisely to our own app, at the same status', async (_, who, method, code) => {
    const before = await tableCounts(t);
    const body = { type: 'kyc', method };
    const res = await api(t, who().tokens.at, 'POST', collection, body, preciseCodes);
    expect(res.statusCode).toBe(400);
    expect(res.headers['preference-applied']).toBe('maple-message-codes');
    expect(res.json.message_code).toBe(code);
    expect(await tableCounts(t)).toEqual(before);
  });
});
