import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import {
  cleanAnswers,
  pngBytes,
  putFile,
  putStep,
  startVerification,
  submit,
} from '../../testing/kyc-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Every refusal of the flow's endpoints: a clear 4xx naming the problem, never a 5xx, and
 * nothing stored (the row counts of every table, the verification's state) after it.
 */
let t: TestApp;
let owner: SignedInCustomer;
let stranger: SignedInCustomer;
let guid: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInCustomer(t, { verified: false });
  stranger = await signedInCustomer(t, { verified: false });
  guid = await startVerification(t, owner);
});
afterAll(() => t.close());

const answers = cleanAnswers();
const longText = 'x'.repeat(101);

/** Runs `request`, expects `status` and a message matching `message`, and that nothing changed. */
async function refused(
  request: () => Promise<{ statusCode: number; json(): unknown; body: string }>,
  status: number,
  message: RegExp,
) {
  const before = await tableCounts(t);
  const state = (await t.services.kyc.application(owner.guid, guid)).state;
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ message: expect.stringMatching(message) });
  expect(await tableCounts(t)).toEqual(before);
  expect((await t.services.kyc.application(owner.guid, guid)).state).toBe(state);
}

describe('a step', () => {
  it.each<[string, string, unknown, RegExp]>([
    ['missing name', 'identity', { date_of_birth: '1990-01-01' }, /name/],
    [
      'a first name too long',
      'identity',
      { ...answers.identity, name: { first: longText, last: 'L' } },
      /at most 100/,
    ],
    [
      'digits in a name',
      'identity',
      { ...answers.identity, name: { first: 'R2D2', last: 'L' } },
      /letters/,
    ],
    [
      'an impossible date',
      'identity',
      { ...answers.identity, date_of_birth: '1990-02-30' },
      /YYYY-MM-DD/,
    ],
    [
      'a date of birth in the future',
      'identity',
      { ...answers.identity, date_of_birth: '2999-01-01' },
      /real date of birth/,
    ],
    ['an extra field', 'identity', { ...answers.identity, nickname: 'Ada' }, /nickname/],
    ['a bad SIN checksum', 'tax', { sin: '046 454 287' }, /not valid: check the digits/],
    ['a SIN of 8 digits', 'tax', { sin: '04645428' }, /9 digits/],
    ['a business number as SIN', 'tax', { sin: '800000002' }, /not a Social Insurance Number/],
    [
      'an address outside Canada',
      'address',
      {
        ...answers.address,
        address: {
          street: '1 Main St',
          city: 'Buffalo',
          subdivision: 'NY',
          postal_code: '14201',
          country_code: 'US',
        },
      },
      /province|Canada/,
    ],
    [
      'a postal code of another province',
      'address',
      {
        ...answers.address,
        address: { ...(answers.address.address as object), postal_code: 'V6B 1A1' },
      },
      /not in the province/,
    ],
    [
      'a phone number that cannot be dialled',
      'address',
      { ...answers.address, phone_number: '123' },
      /phone number/,
    ],
    [
      'an ID number with symbols',
      'document',
      { ...answers.document, number: '<script>' },
      /ID number/,
    ],
    [
      'an unknown photo ID',
      'document',
      { ...answers.document, type: 'library_card' },
      /type of photo ID/,
    ],
    [
      'the risk statement unacknowledged',
      'declarations',
      { ...answers.declarations, risk_statement_acknowledged: false },
      /risk statement/,
    ],
    [
      'a questionnaire answer out of range',
      'questionnaire',
      { ...answers.questionnaire, net_income: 'a lot' },
      /yearly income/,
    ],
    ['an unknown step', 'favourite_colour', {}, /Unknown step/],
    ['a step of another method', 'edd', {}, /no edd step/],
    ['a body that is not an object', 'identity', ['Ada'], /body/],
  ])('refuses %s', async (_what, step, body, message) => {
    await refused(
      () => putStep(t, owner, guid, step, body),
      /no edd/.test(message.source) ? 422 : 400,
      message,
    );
  });

  it('refuses malformed JSON', async () => {
    await refused(
      () =>
        t.app.inject({
          method: 'PUT',
          url: `/customers/kyc/${guid}/steps/identity`,
          headers: { ...bearer(owner.tokens.ut), 'content-type': 'application/json' },
          payload: '{"name": {',
        }),
      400,
      /not valid JSON/,
    );
  });
});

describe('the age of majority, once the date of birth and the province are both known', () => {
  const minor = { ...answers.identity, date_of_birth: '2012-05-05' };

  it('refuses the address when a minor’s date of birth was saved first', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const started = await startVerification(t, customer);
    expect((await putStep(t, customer, started, 'identity', minor)).statusCode).toBe(200);
    const res = await putStep(t, customer, started, 'address', answers.address);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'You must be at least 18 years old, the age of majority in ON, to open an account',
    );
    expect((await t.services.kyc.application(customer.guid, started)).steps.address).toBeNull();
  });

  it('refuses the date of birth when the address was saved first, with 19 in British Columbia', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const started = await startVerification(t, customer);
    const bc = {
      ...answers.address,
      address: {
        street: '1 Main St',
        city: 'Vancouver',
        subdivision: 'BC',
        postal_code: 'V6B 1A1',
        country_code: 'CA',
      },
    };
    expect((await putStep(t, customer, started, 'address', bc)).statusCode).toBe(200);
    const eighteen = `${Number(t.clock.now().toISOString().slice(0, 4)) - 18}-01-01`;
    const res = await putStep(t, customer, started, 'identity', {
      ...answers.identity,
      date_of_birth: eighteen,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/at least 19 years old/);
    expect((await t.services.kyc.application(customer.guid, started)).steps.identity).toBeNull();
  });
});

describe('someone else’s verification, or none', () => {
  const missing = '0'.repeat(32);

  it.each([
    [
      'read',
      (id: string) =>
        t.app.inject({ url: `/customers/kyc/${id}`, headers: bearer(stranger.tokens.ut) }),
    ],
    ['a step', (id: string) => putStep(t, stranger, id, 'identity', answers.identity)],
    ['a file', (id: string) => putFile(t, stranger, id, 'selfie', pngBytes(), 'image/png')],
    ['a submission', (id: string) => submit(t, stranger, id)],
  ])('answers 404 to %s, exactly as for a guid that does not exist', async (_what, request) => {
    await refused(() => request(guid), 404, /^Identity verification not found$/);
    await refused(() => request(missing), 404, /^Identity verification not found$/);
  });

  it('answers 400 to a malformed guid and 401 without a user token', async () => {
    await refused(() => putStep(t, owner, 'not-a-guid', 'identity', answers.identity), 400, /guid/);
    await refused(
      () => t.app.inject({ method: 'POST', url: `/customers/kyc/${guid}/submit` }),
      401,
      /bearer token/,
    );
    await refused(
      () => t.app.inject({ url: '/customers/kyc', headers: bearer(owner.tokens.at) }),
      401,
      /./,
    );
  });
});
