import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newId } from '../../infra/ids.js';
import { bankClient, requestBankToken } from '../../testing/bank-flows.js';
import { type SignedInCustomer, signedInCustomer, tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api } from '../../testing/trading-flows.js';

/**
 * GET /api/workflows (Cybrid's list), and a bank's backend making and reading workflows for the
 * customer it names, as Cybrid's banks link their customers' accounts.
 */
let t: TestApp;
let bank: { token: string; clientId: string };
beforeAll(async () => {
  t = await createTestApp();
  const client = await bankClient(t);
  const token = (await requestBankToken(t, client)).json<{ access_token: string }>().access_token;
  bank = { token, clientId: client.clientId };
});
afterAll(() => t.close());

const create = { type: 'plaid', kind: 'link_token_create', language: 'en' };

async function workflowOf(who: SignedInCustomer): Promise<string> {
  const res = await api(t, who.tokens.at, 'POST', '/api/workflows', create, {
    'idempotency-key': newId(),
  });
  expect(res.statusCode).toBe(201);
  return String(res.json.guid);
}

const list = (token: string, query = '') => api(t, token, 'GET', `/api/workflows${query}`);

/** The guids a list answer holds, in order. */
const guidsIn = (answer: { json: Record<string, unknown> }): string[] =>
  z
    .array(z.object({ guid: z.string() }))
    .parse(answer.json.objects)
    .map((workflow) => workflow.guid);

describe('GET /api/workflows', () => {
  it('lists the customer’s own, newest first, in Cybrid’s envelope and pages', async () => {
    const me = await signedInCustomer(t);
    const first = await workflowOf(me);
    t.clock.advance(1);
    const second = await workflowOf(me);
    const res = await list(me.tokens.at);
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({ total: 2n, page: 0n, per_page: 10n });
    expect(guidsIn(res)).toEqual([second, first]);
    // A list shows no link token; the workflow's own GET does.
    expect(JSON.stringify(res.json.objects)).not.toContain('plaid_link_token');
    const paged = await list(me.tokens.at, '?per_page=1&page=1');
    expect(paged.json).toMatchObject({ total: 2n, page: 1n, per_page: 1n });
    expect(guidsIn(paged)).toEqual([first]);
    const one = await list(me.tokens.at, `?guid=${second}`);
    expect(one.json.total).toBe(1n);
  });

  it('shows a customer nobody else’s: naming another customer lists nothing', async () => {
    const me = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    await workflowOf(other);
    const res = await list(me.tokens.at, `?customer_guid=${other.guid}`);
    expect(res.json).toMatchObject({ total: 0n, objects: [] });
    expect((await list(me.tokens.at)).json.total).toBe(0n);
  });
});

describe('a bank’s backend and its customers’ workflows', () => {
  it('makes one for the customer it names, audited, and reads it back', async () => {
    const me = await signedInCustomer(t);
    const res = await api(
      t,
      bank.token,
      'POST',
      '/api/workflows',
      { ...create, customer_guid: me.guid },
      { 'idempotency-key': newId() },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json).toMatchObject({ customer_guid: me.guid, state: 'completed' });
    const guid = String(res.json.guid);
    const detail = await api(t, bank.token, 'GET', `/api/workflows/${guid}`);
    expect(detail.json.plaid_link_token).toMatch(/^link-sandbox-/);
    const events = await t.database.db
      .selectFrom('audit_events')
      .select(['actor_type', 'actor_id', 'details'])
      .where('action', '=', 'bank.workflow_created')
      .execute();
    expect(events.filter((e) => e.details.workflow_guid === guid)).toEqual([
      {
        actor_type: 'bank',
        actor_id: bank.clientId,
        details: { customer_guid: me.guid, workflow_guid: guid },
      },
    ]);
    const filtered = await list(bank.token, `?customer_guid=${me.guid}`);
    expect(guidsIn(filtered)).toEqual([guid]);
    const all = await list(bank.token, '?per_page=100');
    expect(guidsIn(all)).toContain(guid);
  });

  it('must name a customer that exists, writing nothing otherwise', async () => {
    const before = await tableCounts(t);
    const post = (body: object) =>
      api(t, bank.token, 'POST', '/api/workflows', body, { 'idempotency-key': newId() });
    const unnamed = await post(create);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json.error_message).toMatch(/customer_guid is required/);
    const unknown = await post({ ...create, customer_guid: 'f'.repeat(32) });
    expect([unknown.statusCode, unknown.json.message_code]).toEqual([422, 'invalid_parameter']);
    expect(await tableCounts(t)).toEqual(before);
  });
});
