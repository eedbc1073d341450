import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import { bankToken } from '../../testing/bank-flows.js';
import { type SignedInCustomer, signedInCustomer, tableCounts } from '../../testing/flows.js';
import { postTransfer, quoteGuid } from '../../testing/funding-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fundedCustomer } from '../../testing/trading-flows.js';

/**
 * PATCH /api/transfers/{guid} (Cybrid's participants): every transfer here is its customer's for
 * the whole amount, so a PATCH naming exactly that changes nothing and answers the transfer; any
 * other is refused with Cybrid's documented `invalid_value` reasons, writing nothing.
 */
let t: TestApp;
let me: SignedInCustomer;
let transfer: { guid: string; amount: bigint; json: Record<string, unknown> };
beforeAll(async () => {
  t = await createTestApp();
  me = await fundedCustomer(t, 500_00n);
  const bank = await linkBankAccount(t.services, t.database.db, me.guid);
  const quote = await quoteGuid(t, me, 'withdrawal', 200_00n);
  const created = await postTransfer(t, me, {
    quote_guid: quote,
    transfer_type: 'funding',
    external_bank_account_guid: bank.guid,
  });
  expect(created.statusCode).toBe(201);
  transfer = { guid: String(created.json.guid), amount: 200_00n, json: created.json };
});
afterAll(() => t.close());

const patch = (token: string, body: unknown, guid = transfer.guid) =>
  api(t, token, 'PATCH', `/api/transfers/${guid}`, body);
const customerFor = (amount: bigint, guid = me.guid) => [{ type: 'customer', guid, amount }];

describe('PATCH /api/transfers/{guid}', () => {
  it('answers the transfer as it stands when the customer is named for the whole amount', async () => {
    const res = await patch(me.tokens.at, { destination_participants: customerFor(200_00n) });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual(
      (await api(t, me.tokens.at, 'GET', `/api/transfers/${transfer.guid}`)).json,
    );
    const asBank = await patch(await bankToken(t), {
      source_participants: customerFor(200_00n),
      destination_participants: customerFor(200_00n),
    });
    expect(asBank.statusCode).toBe(200);
    expect(asBank.json.guid).toBe(transfer.guid);
  });

  const one = (type: string, guid: string, amount: number) => ({
    destination_participants: [{ type, guid, amount }],
  });
  it.each([
    ['nobody', () => ({}), 'Participants must be specified'],
    [
      'empty lists',
      () => ({ source_participants: [], destination_participants: null }),
      'Participants must be specified',
    ],
    [
      'a counterparty',
      () => one('counterparty', 'c'.repeat(32), 20000),
      'Participant types not supported',
    ],
    ['another customer', () => one('customer', 'f'.repeat(32), 20000), 'Participants not found'],
    [
      'the customer for part of it',
      () => one('customer', me.guid, 100),
      'Participants already set',
    ],
  ])('refuses %s with 422 invalid_value', async (_case, body, reason) => {
    const before = await tableCounts(t);
    const res = await patch(me.tokens.at, body());
    expect(res.statusCode).toBe(422);
    expect(res.json).toMatchObject({
      status: 422n,
      message_code: 'invalid_value',
      error_message: reason,
    });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('answers 404 for another customer’s transfer and one that does not exist', async () => {
    const other = await signedInCustomer(t);
    for (const [token, guid] of [
      [other.tokens.at, transfer.guid],
      [me.tokens.at, 'f'.repeat(32)],
    ] as const) {
      const res = await patch(token, { destination_participants: customerFor(200_00n) }, guid);
      expect(res.statusCode).toBe(404);
      expect(res.json.message_code).toBe('not_found');
    }
  });

  it.each([
    { destination_participants: [{ type: 'customer', guid: 'x', amount: 1 }] },
    { destination_participants: [{ type: 'customer', amount: 1 }] },
    { destination_participants: [{ type: 'customer', guid: 'a'.repeat(32), amount: -1 }] },
    { destination_participants: 'me' },
    { labels: ['x'] },
  ])(
    'answers a malformed body %j with 422 invalid_value, the refusal patchTransfer documents',
    async (body) => {
      const res = await patch(me.tokens.at, body);
      expect([res.statusCode, res.json.message_code]).toEqual([422, 'invalid_value']);
    },
  );
});
