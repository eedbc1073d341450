import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import {
  attest,
  attestedFields,
  bankClient,
  bankToken,
  requestBankToken,
} from '../../testing/bank-flows.js';
import { schemaErrors } from '../../testing/cybrid-openapi.js';
import { type SignedInCustomer, signedInCustomer } from '../../testing/flows.js';
import { formsOf } from '../../testing/issued-sins.js';
import { cleanAnswers, fillApplication, uniqueSin } from '../../testing/kyc-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api } from '../../testing/trading-flows.js';
import type { CreatedBankClient } from '../identity/bank-clients.service.js';

/**
 * `GET /api/customers/{guid}?include_pii=true` (docs/decisions/0068): a bank with
 * `customers:pii:read` reads any customer's personal data, each read audited as its client's; a
 * customer reads its own; identification numbers are masked; nothing else changes without it.
 */
let t: TestApp;
let client: CreatedBankClient;
let token: string;
/** A customer who answered the app's flow, and one a bank attested. */
let applicant: SignedInCustomer;
let attested: SignedInCustomer;
const applicantSin = uniqueSin();
const attestedSin = uniqueSin();

beforeAll(async () => {
  t = await createTestApp();
  client = await bankClient(t);
  token = (await requestBankToken(t, client)).json<{ access_token: string }>().access_token;
  applicant = await signedInCustomer(t, { verified: false });
  await fillApplication(t, applicant, cleanAnswers(applicantSin));
  attested = await signedInCustomer(t, { verified: false });
  const res = await attest(t, await bankToken(t), attested.guid, {
    ...attestedFields(attestedSin),
    email_address: 'grace@example.com',
  });
  expect(res.statusCode).toBe(201);
});
afterAll(() => t.close());

const withPii = (guid: string, as = token) =>
  api(t, as, 'GET', `/api/customers/${guid}?include_pii=true`);

/** The audit rows of banks' reads of personal data, oldest first. */
const piiReads = () =>
  t.database.db
    .selectFrom('audit_events')
    .select(['actor_type', 'actor_id', 'action', 'request_id', 'details'])
    .where('action', '=', 'bank.customer_pii_read')
    .orderBy('id')
    .execute();

const personalFields = {
  name: null,
  address: null,
  date_of_birth: null,
  phone_number: null,
  email_address: null,
  identification_numbers: null,
};

const holdsSin = (body: string, sin: string) => formsOf(sin).some((form) => body.includes(form));

describe('a bank token with customers:pii:read', () => {
  it('reads what a customer attested, ID numbers masked, in Cybrid’s Customer; and audits it', async () => {
    const before = (await piiReads()).length;
    const res = await withPii(attested.guid);
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({
      guid: attested.guid,
      bank_guid: platformBankGuid,
      name: { first: 'Grace', middle: 'Brewster', last: 'Hopper', full: 'Grace Brewster Hopper' },
      address: { street: '100 Queen St W', street2: null, city: 'Toronto', subdivision: 'ON' },
      date_of_birth: '1985-12-09',
      phone_number: '+14165550123',
      email_address: 'grace@example.com',
      identification_numbers: [
        {
          type: 'tax_identification_number',
          issuing_country_code: 'CA',
          identification_number: `*** *** ${attestedSin.slice(-3)}`,
        },
        {
          type: 'drivers_license',
          issuing_country_code: 'CA',
          identification_number: '***** 234',
        },
      ],
      aliases: null,
      website: null,
    });
    expect(holdsSin(res.body, attestedSin)).toBe(false);
    expect(res.body).not.toContain('H1234-56789');
    expect(schemaErrors('Customer', res.json)).toEqual([]);
    const reads = await piiReads();
    expect(reads.slice(before)).toEqual([
      {
        actor_type: 'bank',
        actor_id: client.clientId,
        action: 'bank.customer_pii_read',
        request_id: res.headers['x-request-id'],
        details: { customer_guid: attested.guid },
      },
    ]);
  });

  it('reads what a customer answered in the app’s flow, the SIN masked', async () => {
    const res = await withPii(applicant.guid);
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({
      name: { first: 'Ada', middle: null, last: 'Lovelace', full: 'Ada Lovelace' },
      date_of_birth: '1990-12-10',
      phone_number: '+14165550123',
      email_address: null,
      identification_numbers: [
        {
          type: 'tax_identification_number',
          identification_number: `*** *** ${applicantSin.slice(-3)}`,
        },
        { type: 'drivers_license', identification_number: '***** 234' },
      ],
    });
    expect(holdsSin(res.body, applicantSin)).toBe(false);
    expect(schemaErrors('Customer', res.json)).toEqual([]);
  });

  it('reads null personal fields of a customer who has given none yet, audited all the same', async () => {
    const newcomer = await signedInCustomer(t);
    const res = await withPii(newcomer.guid);
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({ guid: newcomer.guid, state: 'verified', ...personalFields });
    expect(schemaErrors('Customer', res.json)).toEqual([]);
    const [last] = (await piiReads()).slice(-1);
    expect(last?.details).toEqual({ customer_guid: newcomer.guid });
  });

  it('is answered 404 for a customer that does not exist, writing nothing', async () => {
    const before = (await piiReads()).length;
    const res = await withPii('f'.repeat(32));
    expect([res.statusCode, res.json.message_code]).toEqual([404, 'not_found']);
    expect(await piiReads()).toHaveLength(before);
  });

  it('gets null personal fields without include_pii or with include_pii=false, unaudited', async () => {
    const before = (await piiReads()).length;
    for (const query of ['', '?include_pii=false']) {
      const res = await api(t, token, 'GET', `/api/customers/${attested.guid}${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.json).toMatchObject(personalFields);
    }
    expect(await piiReads()).toHaveLength(before);
  });
});

describe('a bank token without customers:pii:read', () => {
  it('is refused 403 invalid_scopes with include_pii=true, and reads the customer without it', async () => {
    const res = await requestBankToken(t, client, { scope: 'customers:read' });
    const narrow = res.json<{ access_token: string }>().access_token;
    const before = (await piiReads()).length;
    const refused = await withPii(attested.guid, narrow);
    expect([refused.statusCode, refused.json.message_code]).toEqual([403, 'invalid_scopes']);
    expect(refused.body).not.toContain('Grace');
    expect(await piiReads()).toHaveLength(before);
    const plain = await api(t, narrow, 'GET', `/api/customers/${attested.guid}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.json).toMatchObject(personalFields);
  });
});

describe('a customer token', () => {
  it('reads its own personal data when it asks, unaudited, and null fields otherwise', async () => {
    const before = (await piiReads()).length;
    const own = await withPii(applicant.guid, applicant.tokens.at);
    expect(own.statusCode).toBe(200);
    expect(own.json).toMatchObject({
      name: { first: 'Ada', last: 'Lovelace' },
      date_of_birth: '1990-12-10',
      identification_numbers: [
        { identification_number: `*** *** ${applicantSin.slice(-3)}` },
        { identification_number: '***** 234' },
      ],
    });
    expect(holdsSin(own.body, applicantSin)).toBe(false);
    expect(schemaErrors('Customer', own.json)).toEqual([]);
    for (const query of ['', '?include_pii=false']) {
      const res = await api(
        t,
        applicant.tokens.at,
        'GET',
        `/api/customers/${applicant.guid}${query}`,
      );
      expect(res.json).toMatchObject(personalFields);
    }
    expect(await piiReads()).toHaveLength(before);
  });

  it('never reads another customer’s: 404, as one that does not exist', async () => {
    for (const guid of [attested.guid, 'f'.repeat(32)]) {
      const res = await withPii(guid, applicant.tokens.at);
      expect([res.statusCode, res.json.message_code]).toEqual([404, 'not_found']);
      expect(res.body).not.toContain('Grace');
    }
  });
});

describe('include_pii', () => {
  it.each(['maybe', '1', 'TRUE', 'yes'])('answers 400 invalid_parameter to %s', async (value) => {
    for (const as of [token, applicant.tokens.at]) {
      const guid = as === token ? attested.guid : applicant.guid;
      const res = await api(t, as, 'GET', `/api/customers/${guid}?include_pii=${value}`);
      expect([res.statusCode, res.json.message_code]).toEqual([400, 'invalid_parameter']);
      expect(String(res.json.error_message)).toContain('include_pii must be true or false');
    }
  });
});
