import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblems, type SentAnswer } from './cybrid-answers.js';
import { bearer, type SignedInCustomer, signedInCustomer } from './flows.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The check every test app makes of its `/api` answers (ADR 69), on answers made up to fail it. */
const answer = (overrides: Partial<SentAnswer>): SentAnswer => ({
  method: 'GET',
  route: '/api/trades/:trade_guid',
  status: 404,
  body: { status: 404, error_message: 'trade not found', message_code: 'not_found' },
  preferenceApplied: false,
  ...overrides,
});

const refusal = (status: number, code: string) => ({
  status,
  body: { status, error_message: 'refused', message_code: code },
});

describe('answerProblems', () => {
  it('takes a refusal the operation documents, and a transport refusal anywhere', () => {
    expect(answerProblems(answer({}))).toEqual([]);
    expect(answerProblems(answer(refusal(503, 'service_unavailable')))).toEqual([]);
    expect(
      answerProblems(
        answer({ method: 'POST', route: '/api/transfers', ...refusal(422, 'invalid_value') }),
      ),
    ).toEqual([]);
  });

  it('names an undocumented status or an unknown code, with the operation', () => {
    expect(answerProblems(answer(refusal(400, 'invalid_parameter')))).toEqual([
      'GET /api/trades/{trade_guid} answered 400, which it does not document',
    ]);
    expect(
      answerProblems(
        answer({ method: 'POST', route: '/api/quotes', ...refusal(422, 'limit_exceeded') }),
      ),
    ).toEqual(['POST /api/quotes answered 422 limit_exceeded, which it does not document']);
    expect(answerProblems(answer(refusal(500, 'internal_error')))).toEqual([
      'GET /api/trades/{trade_guid} answered 500, which it does not document',
    ]);
  });

  it('lets our precise code through only where the caller preferred it, never a new status', () => {
    const preferred = { method: 'POST', route: '/api/transfers', preferenceApplied: true };
    expect(answerProblems(answer({ ...preferred, ...refusal(422, 'limit_exceeded') }))).toEqual([]);
    expect(answerProblems(answer({ ...preferred, ...refusal(400, 'limit_exceeded') }))).toEqual([
      'POST /api/transfers answered 400, which it does not document',
    ]);
  });

  it('names every field a success carries that Cybrid’s schema does not declare, nested too', () => {
    const quote = { guid: 'q', product_type: 'crypto_transfer', travel_rule_required: true };
    expect(
      answerProblems(answer({ route: '/api/quotes/:quote_guid', status: 200, body: quote })),
    ).toEqual(['GET /api/quotes/{quote_guid} 200.travel_rule_required is not declared']);
    const list = { total: 1, page: 0, per_page: 10, objects: [{ guid: 'w', usable_at: 'now' }] };
    expect(
      answerProblems(answer({ route: '/api/external_wallets', status: 200, body: list })),
    ).toEqual(['GET /api/external_wallets 200.objects[0].usable_at is not declared']);
  });

  it('holds operations Cybrid does not describe to its vocabulary', () => {
    const cancel = { method: 'DELETE', route: '/api/transfers/:transfer_guid' };
    expect(answerProblems(answer({ ...cancel, ...refusal(422, 'invalid_value') }))).toEqual([]);
    expect(answerProblems(answer({ ...cancel, ...refusal(409, 'conflict') }))).toEqual([
      "DELETE /api/transfers/{transfer_guid} answered 409 conflict, outside Cybrid's vocabulary",
    ]);
  });

  it('leaves every other surface alone', () => {
    expect(
      answerProblems(answer({ route: '/customers/funding', ...refusal(409, 'conflict') })),
    ).toEqual([]);
    expect(answerProblems(answer({ route: undefined, ...refusal(404, 'not_found') }))).toEqual([]);
  });
});

describe('a test app', () => {
  let t: TestApp;
  let me: SignedInCustomer;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signedInCustomer(t);
  });
  afterAll(() => t.close());

  it('records each /api answer beyond Cybrid’s description, for the test to fail on', async () => {
    // A list's refusal Cybrid documents (400 invalid_value): nothing to record.
    const res = await t.app.inject({
      url: '/api/trades?per_page=1000',
      headers: bearer(me.tokens.at),
    });
    expect([res.statusCode, res.json().message_code]).toEqual([400, 'invalid_value']);
    expect(t.answerProblems).toEqual([]);
    // Our web app's preference: the precise code, and the header saying so.
    const preferred = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: {
        ...bearer(me.tokens.at),
        'content-type': 'application/json',
        prefer: 'maple-message-codes',
      },
      payload: '{',
    });
    expect(preferred.headers['preference-applied']).toBe('maple-message-codes');
    expect([preferred.statusCode, preferred.json().message_code]).toEqual([400, 'invalid_json']);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { ...bearer(me.tokens.at), 'content-type': 'application/json' },
      payload: '{',
    });
    expect(plain.headers['preference-applied']).toBeUndefined();
    expect([plain.statusCode, plain.json().message_code]).toEqual([400, 'invalid_parameter']);
    expect(t.answerProblems).toEqual([]);
  });
});
