import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedBankAccount,
  linkedBankAccount,
  manualBody,
  sandboxLink,
  statementAmounts,
} from '../../testing/banking-flows.js';
import {
  customerTokens,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
  verifiedCustomer,
} from '../../testing/flows.js';
import { eventually } from '../../testing/jobs.js';
import { submittedApplication } from '../../testing/kyc-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, preciseCodes } from '../../testing/trading-flows.js';

/** POST/GET /api/workflows: link tokens for the bank-link screen, and their refusals. */
let t: TestApp;
let customer: SignedInCustomer;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInCustomer(t);
});
afterAll(() => t.close());

const post = (who: SignedInCustomer, body: unknown, headers: Record<string, string> = {}) =>
  api(t, who.tokens.at, 'POST', '/api/workflows', body, headers);
const create = { type: 'plaid', kind: 'link_token_create', language: 'en' };

describe('creating a workflow', () => {
  it('completes at once; its GET shows the link token', async () => {
    const res = await post(customer, { ...create, customer_guid: customer.guid });
    expect(res.statusCode).toBe(201);
    expect(res.json).toEqual({
      guid: expect.stringMatching(/^[0-9a-f]{32}$/),
      bank_guid: expect.stringMatching(/^[0-9a-f]{32}$/),
      customer_guid: customer.guid,
      type: 'plaid',
      state: 'completed',
      failure_code: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const detail = await api(t, customer.tokens.at, 'GET', `/api/workflows/${res.json.guid}`);
    expect(detail.json).toEqual({
      ...res.json,
      plaid_link_token: expect.stringMatching(/^link-sandbox-[0-9a-f-]{36}$/),
    });
  });

  it('answers a retry with the same Idempotency-Key once, with the same workflow', async () => {
    const headers = { 'idempotency-key': 'workflow-retry-1' };
    const first = await post(customer, create, headers);
    const again = await post(customer, create, headers);
    expect(again.json.guid).toBe(first.json.guid);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('re-links an aggregator-linked account of the customer’s', async () => {
    const guid = String((await linkedBankAccount(t, customer)).json.guid);
    const res = await post(customer, {
      ...create,
      kind: 'link_token_update',
      external_bank_account_guid: guid,
    });
    expect(res.json.state).toBe('completed');
  });
});

describe('refusals', () => {
  it('refuses bad input, unknown or foreign accounts with 422 invalid_parameter, writing nothing', async () => {
    const stranger = await signedInCustomer(t);
    const manual = await approvedBankAccount(t, stranger, manualBody());
    const guid = String(manual.json.guid);
    // The rail's job writes the deposits: counts are taken once it has.
    await eventually('the micro-deposits', async () =>
      (await statementAmounts(t, stranger, guid)).length === 2 ? true : undefined,
    );
    const before = await tableCounts(t);
    const bad: unknown[] = [
      {},
      { ...create, type: 'persona' },
      { ...create, kind: 'link_token_update' },
      { ...create, external_bank_account_guid: '0'.repeat(32) },
      { ...create, language: 'es' },
      { ...create, customer_guid: 'nope' },
      { ...create, surprise: true },
    ];
    for (const body of bad) {
      const res = await post(customer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json.message_code).toBe('invalid_parameter');
    }
    const update = { ...create, kind: 'link_token_update' };
    const unknown = await post(customer, { ...update, external_bank_account_guid: '0'.repeat(32) });
    expect([unknown.statusCode, unknown.json.message_code]).toEqual([422, 'invalid_parameter']);
    const foreign = await post(customer, {
      ...update,
      external_bank_account_guid: String(manual.json.guid),
    });
    expect([foreign.statusCode, foreign.json.message_code]).toEqual([422, 'invalid_parameter']);
    const manualRelink = await post(stranger, {
      ...update,
      external_bank_account_guid: String(manual.json.guid),
    });
    expect(manualRelink.statusCode).toBe(422);
    expect((await post(customer, { ...create, customer_guid: stranger.guid })).statusCode).toBe(
      422,
    );
    expect(await tableCounts(t)).toEqual(before);
  });

  it("answers 404 for another customer's workflow", async () => {
    const stranger = await signedInCustomer(t);
    const theirs = await post(stranger, create);
    const res = await api(t, customer.tokens.at, 'GET', `/api/workflows/${theirs.json.guid}`);
    expect(res.json).toMatchObject({ status: 404n, message_code: 'not_found' });
  });

  it('refuses an unverified customer: unverified_customer to our app, Cybrid’s 422 to a client', async () => {
    const newcomer = await signedInCustomer(t, { verified: false });
    const mine = await post(newcomer, create, preciseCodes);
    expect(mine.json).toMatchObject({ status: 422n, message_code: 'unverified_customer' });
    const cybrid = await post(newcomer, create);
    expect(cybrid.json).toMatchObject({ status: 422n, message_code: 'invalid_parameter' });
  });
});

describe('the holder name', () => {
  it('is the legal name identity verification established, not the sign-up name', async () => {
    const { email, password } = await verifiedCustomer(t, { display_name: 'Ada' });
    const tokens = await customerTokens(t.app, email, password);
    const guid = Buffer.from(tokens.guid, 'base64url').toString();
    const person = { email, password, tokens, guid };
    await submittedApplication(t, person);
    const link = await sandboxLink(t, person);
    expect(link.accounts.map((account) => account.holder_name)).toEqual([
      'Ada Lovelace',
      'Ada Lovelace',
    ]);
    const res = await linkedBankAccount(t, person);
    expect(res.json.state).toBe('completed');
  });
});
