import type { KycApplication, KycStatus } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countMails, signedInCustomer, tableCounts } from '../../testing/flows.js';
import {
  cleanAnswers,
  customerState,
  fillApplication,
  putStep,
  startVerification,
  submit,
  submittedApplication,
  uniqueSin,
} from '../../testing/kyc-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, preciseCodes } from '../../testing/trading-flows.js';

/** The built-in flow end to end over HTTP: steps, files, submission and what follows. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function status(token: string): Promise<KycStatus> {
  const res = await t.app.inject({ url: '/customers/kyc', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: KycStatus }>().data;
}

const auditActions = async (guid: string) =>
  (
    await t.database.db
      .selectFrom('audit_events')
      .select(['action', 'actor_type', 'details'])
      .orderBy('id')
      .execute()
  ).filter((event) => event.details.identity_verification_guid === guid);

describe('the identity verification flow', () => {
  it('starts waiting, moves to pending with the first step, and lists what is missing', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const none = await status(customer.tokens.ut);
    expect(none).toEqual({
      customer_state: 'unverified',
      investor_category: null,
      verification: null,
      edd: null,
    });
    const guid = await startVerification(t, customer);
    const waiting = (await status(customer.tokens.ut)).verification;
    expect(waiting).toMatchObject({ identity_verification_guid: guid, state: 'waiting' });
    expect(waiting?.missing).toEqual([
      'identity',
      'address',
      'employment',
      'tax',
      'document',
      'declarations',
      'questionnaire',
      'id_front',
      'id_back',
      'selfie',
    ]);

    const saved = await putStep(t, customer, guid, 'identity', cleanAnswers().identity);
    expect(saved.statusCode).toBe(200);
    const application = saved.json<{ data: KycApplication }>().data;
    expect(application.state).toBe('pending');
    expect(application.steps.identity).toEqual(cleanAnswers().identity);
    expect(application.missing).not.toContain('identity');
  });

  it('normalises what was typed and shows the SIN only masked', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const sin = uniqueSin();
    const guid = await fillApplication(t, customer, cleanAnswers(sin));
    const res = await t.app.inject({
      url: `/customers/kyc/${guid}`,
      headers: bearer(customer.tokens.ut),
    });
    const { steps, missing, files } = res.json<{ data: KycApplication }>().data;
    expect(missing).toEqual([]);
    expect(steps.tax).toEqual({ sin_masked: `*** *** ${sin.slice(-3)}` });
    expect(steps.address?.address.postal_code).toBe('M5H 2N2');
    expect(steps.address?.phone_number).toBe('+14165550123');
    expect(steps.document?.number).toBe('L12345678901234');
    expect(files.map((file) => [file.kind, file.content_type])).toEqual([
      ['id_front', 'image/png'],
      ['id_back', 'image/png'],
      ['selfie', 'image/png'],
    ]);
    expect(res.body).not.toContain(sin);
  });

  it('passes a clean application at once: the customer is verified, told, and audited', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const application = await submittedApplication(t, customer);
    expect(application).toMatchObject({ state: 'completed', outcome: 'passed', reasons: [] });
    expect(await customerState(t, customer.guid)).toBe('verified');

    const standing = await status(customer.tokens.ut);
    expect(standing.customer_state).toBe('verified');
    // 75k–200k of income makes an eligible investor (NI 45-106).
    expect(standing.investor_category).toBe('eligible');
    const identity = await t.services.kyc.identityOf(customer.guid);
    expect(identity).toMatchObject({ investorCategory: 'eligible', province: 'ON' });
    expect(identity?.verifiedAt).toBeInstanceOf(Date);
    expect(await countMails(t, customer.email, 'kyc_passed')).toBe(1);
    expect(await auditActions(application.identity_verification_guid)).toEqual([
      expect.objectContaining({ action: 'kyc.verification_passed', actor_type: 'system' }),
    ]);

    // A verified customer cannot start another identity verification: our app hears why, at
    // the 400 createIdentityVerification documents (ADR 69), and nothing is written.
    const before = await tableCounts(t);
    const again = await api(
      t,
      customer.tokens.at,
      'POST',
      '/api/identity_verifications',
      { type: 'kyc', method: 'id_and_selfie' },
      preciseCodes,
    );
    expect(await tableCounts(t)).toEqual(before);
    expect(again.statusCode).toBe(400);
    expect(again.json).toMatchObject({
      message_code: 'data_exists',
      error_message: 'This customer’s identity is already verified',
    });
  });

  it('sends a politically exposed person to review, telling them so', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const answers = cleanAnswers();
    answers.declarations = { ...answers.declarations, politically_exposed: true };
    const application = await submittedApplication(t, customer, answers);
    expect(application.state).toBe('reviewing');
    expect(application.outcome).toBeNull();
    expect(application.reasons).toEqual([
      { code: 'politically_exposed_person', message: expect.stringMatching(/review/) },
    ]);
    expect(await customerState(t, customer.guid)).toBe('unverified');
    expect(await countMails(t, customer.email, 'kyc_in_review')).toBe(1);

    // Under review, nothing changes and no second verification starts.
    const late = await putStep(t, customer, application.identity_verification_guid, 'employment', {
      occupation: 'Pilot',
      employer: 'Air',
    });
    expect(late.statusCode).toBe(409);
    const before = await tableCounts(t);
    const another = await api(
      t,
      customer.tokens.at,
      'POST',
      '/api/identity_verifications',
      { type: 'kyc', method: 'id_and_selfie' },
      preciseCodes,
    );
    expect(await tableCounts(t)).toEqual(before);
    expect(another.statusCode).toBe(400);
    expect(another.json.message_code).toBe('data_exists');
    expect(another.json.error_message).toMatch(/being reviewed/);
  });

  it('sends a second customer with the same SIN to review as a duplicate person', async () => {
    const sin = uniqueSin();
    const first = await signedInCustomer(t, { verified: false });
    expect((await submittedApplication(t, first, cleanAnswers(sin))).outcome).toBe('passed');

    const second = await signedInCustomer(t, { verified: false });
    const application = await submittedApplication(t, second, cleanAnswers(sin));
    expect(application.state).toBe('reviewing');
    expect(application.reasons.map((reason) => reason.code)).toEqual([
      'duplicate_person_check_failure',
    ]);
    const detail = await api(
      t,
      second.tokens.at,
      'GET',
      `/api/identity_verifications/${application.identity_verification_guid}`,
    );
    expect(detail.json.compliance_checks).toContainEqual({
      type: 'person_tax_id_verification',
      outcome: 'failed',
      failure_codes: ['duplicate_person_check_failure'],
    });
    expect(await customerState(t, second.guid)).toBe('unverified');
  });

  it('sends a name on the sanctions list to review without saying why', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const answers = cleanAnswers();
    answers.identity = { name: { first: 'Petrák', last: 'ZORVAN' }, date_of_birth: '1961-03-12' };
    const application = await submittedApplication(t, customer, answers);
    expect(application.state).toBe('reviewing');
    expect(application.reasons.map((reason) => reason.code)).toEqual(['manual_review']);
    const detail = await api(
      t,
      customer.tokens.at,
      'GET',
      `/api/identity_verifications/${application.identity_verification_guid}`,
    );
    expect(detail.body).not.toMatch(/prohibited|sanction/);
    expect(detail.json.compliance_checks).toContainEqual({
      type: 'person_watchlists',
      outcome: 'inconclusive',
      failure_codes: null,
    });
  });

  it('refuses a submission with anything missing, naming it, and changes nothing', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const guid = await startVerification(t, customer);
    await putStep(t, customer, guid, 'identity', cleanAnswers().identity);
    const res = await submit(t, customer, guid);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Complete these before submitting: address, employment, tax, document, declarations, questionnaire, id_front, id_back, selfie',
    );
    const after = await t.services.kyc.application(customer.guid, guid);
    expect(after.state).toBe('pending');
  });

  it('shows the newest verification when a customer starts another', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const first = await startVerification(t, customer);
    t.clock.advance(1);
    const second = await startVerification(t, customer);
    expect(second).not.toBe(first);
    expect((await status(customer.tokens.ut)).verification?.identity_verification_guid).toBe(
      second,
    );
  });
});
