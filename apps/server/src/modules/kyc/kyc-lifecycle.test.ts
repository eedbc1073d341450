import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attest, bankToken } from '../../testing/bank-flows.js';
import { schemaErrors } from '../../testing/cybrid-openapi.js';
import {
  bearer,
  type SignedInCustomer,
  signedInCustomer,
  signInAgain,
} from '../../testing/flows.js';
import {
  cleanAnswers,
  eddAnswers,
  pdfBytes,
  pngBytes,
  putFile,
  putStep,
  submit,
} from '../../testing/kyc-flows.js';
import { complianceOfficer } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api } from '../../testing/trading-flows.js';

/**
 * A client that knows Cybrid's description and nothing of our backend follows a verification
 * through `/api` alone, with the customer's token, as Cybrid's own SDKs do: it reads `state` and
 * `persona_state`, and where Cybrid's client would open Persona's flow with the inquiry id, it
 * sends the customer to `/identity-verification?inquiry_id=…` (ADR 65). The customer answers in
 * the flow, through its own backend, as the page does. Every answer is checked against Cybrid's
 * schemas.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Cybrid's IdentityVerificationWithDetails, the fields the client reads. */
interface Detail {
  guid: string;
  state: string;
  outcome: string | null;
  persona_inquiry_id: string | null;
  persona_state: string | null;
}

/**
 * What Cybrid's SDKs do next with a verification (cybrid-sdk-web's identity-verification
 * component): done once completed; otherwise by `persona_state`, open the inquiry's flow, wait
 * for the platform, or start again once expired. Anything else leaves the client stuck.
 */
function nextStepOf(detail: Detail): 'done' | 'open_flow' | 'wait' | 'start_again' | 'stuck' {
  if (detail.state === 'completed') return 'done';
  switch (detail.persona_state) {
    case 'waiting':
    case 'pending':
      return 'open_flow';
    case 'reviewing':
    case 'processing':
    case 'completed':
      return 'wait';
    case 'expired':
      return 'start_again';
    default:
      return 'stuck';
  }
}

/** POST /api/identity_verifications as the client sends it; answers Cybrid's IdentityVerification. */
async function start(token: string, body: Record<string, unknown>): Promise<string> {
  const res = await api(t, token, 'POST', '/api/identity_verifications', { type: 'kyc', ...body });
  expect(res.statusCode, res.body).toBe(201);
  expect(schemaErrors('IdentityVerification', JSON.parse(res.body))).toEqual([]);
  return String(res.json.guid);
}

/** GET one and the list, as the client polls them, both checked against Cybrid's schemas. */
async function read(token: string, guid: string): Promise<Detail> {
  const res = await api(t, token, 'GET', `/api/identity_verifications/${guid}`);
  expect(res.statusCode, res.body).toBe(200);
  const detail: unknown = JSON.parse(res.body);
  expect(schemaErrors('IdentityVerificationWithDetails', detail)).toEqual([]);
  const list = await api(t, token, 'GET', `/api/identity_verifications?guid=${guid}`);
  const listed: unknown = JSON.parse(list.body);
  expect(schemaErrors('IdentityVerificationList', listed)).toEqual([]);
  const { state, outcome, persona_inquiry_id, persona_state } = res.json;
  expect(list.json.objects).toEqual([expect.objectContaining({ guid, state, outcome })]);
  return {
    guid,
    state: String(state),
    outcome: outcome === null ? null : String(outcome),
    persona_inquiry_id: persona_inquiry_id === null ? null : String(persona_inquiry_id),
    persona_state: persona_state === null ? null : String(persona_state),
  };
}

/** Where the client sends the customer; the page reads the application the inquiry names. */
async function openFlow(customer: SignedInCustomer, detail: Detail) {
  expect(nextStepOf(detail)).toBe('open_flow');
  const url = new URL(
    `/identity-verification?inquiry_id=${encodeURIComponent(String(detail.persona_inquiry_id))}`,
    'https://maple.test',
  );
  const inquiryId = url.searchParams.get('inquiry_id') ?? '';
  const res = await t.app.inject({
    url: `/customers/kyc/inquiries/${encodeURIComponent(inquiryId)}`,
    headers: bearer(customer.tokens.ut),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.identity_verification_guid).toBe(detail.guid);
}

/** The customer answers every step and sends the three images of the identity flow. */
async function answerEverything(
  customer: SignedInCustomer,
  guid: string,
  answers = cleanAnswers(),
): Promise<void> {
  for (const [step, body] of Object.entries(answers)) {
    expect((await putStep(t, customer, guid, step, body)).statusCode).toBe(200);
  }
  for (const kind of ['id_front', 'id_back', 'selfie'] as const) {
    expect((await putFile(t, customer, guid, kind, pngBytes(), 'image/png')).statusCode).toBe(200);
  }
}

const lifecycle = (detail: Detail) => [detail.state, detail.persona_state, detail.outcome];

describe('an id_and_selfie verification, followed through /api', () => {
  it('waits for the customer, then is pending as they answer, then completed once passed', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const token = customer.tokens.at;
    const guid = await start(token, { method: 'id_and_selfie', customer_guid: customer.guid });
    const created = await read(token, guid);
    expect(lifecycle(created)).toEqual(['waiting', 'waiting', null]);
    expect(created.persona_inquiry_id).toBe(`inq_${guid}`);
    await openFlow(customer, created);

    await putStep(t, customer, guid, 'identity', cleanAnswers().identity);
    const started = await read(token, guid);
    expect(lifecycle(started)).toEqual(['pending', 'pending', null]);
    // A customer who left comes back to the same inquiry, where they stopped.
    await openFlow(customer, started);

    await answerEverything(customer, guid);
    expect(lifecycle(await read(token, guid))).toEqual(['pending', 'pending', null]);
    expect((await submit(t, customer, guid)).statusCode).toBe(200);
    const passed = await read(token, guid);
    expect(lifecycle(passed)).toEqual(['completed', 'completed', 'passed']);
    expect(nextStepOf(passed)).toBe('done');
  });

  it('is reviewing while a person looks at it, then completed with their decision', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const token = customer.tokens.at;
    const guid = await start(token, { method: 'id_and_selfie' });
    const answers = cleanAnswers();
    answers.declarations = {
      ...answers.declarations,
      acting_for_third_party: true,
      third_party_details: 'My employer',
    };
    await answerEverything(customer, guid, answers);
    await submit(t, customer, guid);
    const reviewing = await read(token, guid);
    expect(lifecycle(reviewing)).toEqual(['reviewing', 'reviewing', null]);
    expect(nextStepOf(reviewing)).toBe('wait');

    const officer = await complianceOfficer(t, 'req-lifecycle');
    await t.services.kyc.review.decide(guid, officer, {
      decision: 'approve',
      reason: 'Employer confirmed',
    });
    expect(lifecycle(await read(token, guid))).toEqual(['completed', 'completed', 'passed']);
  });

  it('expires when the customer does not finish within the hour, and a new one can start', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const guid = await start(customer.tokens.at, { method: 'id_and_selfie' });
    await putStep(t, customer, guid, 'identity', cleanAnswers().identity);

    t.clock.advance(3600);
    const tokens = await signInAgain(t, customer);
    // Expired as soon as its time is up, before its job has run, and the same after.
    const expired = await read(tokens.at, guid);
    expect(lifecycle(expired)).toEqual(['expired', 'expired', null]);
    expect(nextStepOf(expired)).toBe('start_again');
    expect(await t.services.kyc.expire(guid)).toBe(true);
    expect(lifecycle(await read(tokens.at, guid))).toEqual(['expired', 'expired', null]);

    const again = await read(tokens.at, await start(tokens.at, { method: 'id_and_selfie' }));
    expect(lifecycle(again)).toEqual(['waiting', 'waiting', null]);
    expect(again.persona_inquiry_id).not.toBe(expired.persona_inquiry_id);
  });

  it('is completed at once when the sandbox is asked to decide it', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const token = customer.tokens.at;
    const guid = await start(token, {
      method: 'id_and_selfie',
      expected_behaviours: ['failed_immediately'],
    });
    expect(lifecycle(await read(token, guid))).toEqual(['completed', 'completed', 'failed']);
  });
});

describe('other methods', () => {
  it('runs enhanced due diligence through its inquiry, to review', async () => {
    const customer = await signedInCustomer(t);
    const token = customer.tokens.at;
    const guid = await start(token, { method: 'enhanced_due_diligence' });
    const created = await read(token, guid);
    expect(lifecycle(created)).toEqual(['waiting', 'waiting', null]);
    await openFlow(customer, created);
    await putStep(t, customer, guid, 'edd', eddAnswers());
    await putFile(t, customer, guid, 'supporting_document', pdfBytes(), 'application/pdf');
    expect(lifecycle(await read(token, guid))).toEqual(['pending', 'pending', null]);
    await submit(t, customer, guid);
    expect(lifecycle(await read(token, guid))).toEqual(['reviewing', 'reviewing', null]);
  });

  it('has no inquiry where the customer answers none: a bank’s attestation, documents', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const attested = await attest(t, await bankToken(t), customer.guid);
    const detail = await read(customer.tokens.at, String(attested.json.guid));
    expect(detail).toMatchObject({
      state: 'completed',
      persona_inquiry_id: null,
      persona_state: null,
    });

    const other = await signedInCustomer(t, { verified: false });
    const documents = await start(other.tokens.at, { method: 'document_submission' });
    expect(await read(other.tokens.at, documents)).toMatchObject({
      state: 'waiting',
      persona_inquiry_id: null,
      persona_state: null,
    });
  });
});

describe('the inquiry id', () => {
  it('opens the signed-in customer’s own verification only', async () => {
    const owner = await signedInCustomer(t, { verified: false });
    const guid = await start(owner.tokens.at, { method: 'id_and_selfie' });
    const stranger = await signedInCustomer(t, { verified: false });
    for (const inquiryId of [`inq_${guid}`, guid, 'inq_made_up', 'x'.repeat(100)]) {
      const res = await t.app.inject({
        url: `/customers/kyc/inquiries/${inquiryId}`,
        headers: bearer(stranger.tokens.ut),
      });
      expect(res.statusCode, inquiryId).toBe(404);
      expect(res.json().message).toBe('Identity verification not found');
    }
    const unsigned = await t.app.inject({ url: `/customers/kyc/inquiries/inq_${guid}` });
    expect(unsigned.statusCode).toBe(401);
  });
});
