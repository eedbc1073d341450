import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../infra/ids.js';
import { bankToken } from '../../testing/bank-flows.js';
import {
  bearer,
  countMails,
  lastMail,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api } from '../../testing/trading-flows.js';
import { confirmWallet } from '../../testing/wallet-flows.js';

/**
 * Wallets added with Cybrid's own body, without Maple's `confirmation_token`
 * (docs/decisions/0058-cybrid-requests-wait-for-the-customer.md): `pending`, receiving nothing,
 * until the customer approves them in the app; unapproved in time, `failed`
 * `customer_action_required`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WINDOW = 1800;

/** Two valid testnet addresses (BIP 173 and BIP 350 test vectors), neither on the deny list. */
const addresses = [
  'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
];

async function pendingWallet(who: SignedInCustomer, address = addresses[0] ?? '') {
  const wallet = { asset: 'BTC', address, tag: null };
  const res = await api(
    t,
    who.tokens.at,
    'POST',
    '/api/external_wallets',
    { name: 'Cold storage', ...wallet },
    { 'idempotency-key': newId() },
  );
  expect(res.statusCode).toBe(201);
  return { wallet, guid: String(res.json.guid), json: res.json };
}

const approve = (who: SignedInCustomer, guid: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/customers/external-wallets/${guid}/approval`,
    headers: bearer(who.tokens.ut),
    payload,
  });

const usable = (who: SignedInCustomer, guid: string) =>
  t.database.db
    .transaction()
    .execute((trx) => t.services.wallets.usableWallet(trx, who.guid, guid));

describe('a wallet added with Cybrid’s body', () => {
  it('waits pending, receives nothing, and asks the customer to approve it', async () => {
    const me = await signedInCustomer(t);
    const { json, guid } = await pendingWallet(me);
    expect(json).toMatchObject({ state: 'pending', failure_code: null });
    expect(Object.keys(json)).not.toContain('approval_expires_at');
    expect(await usable(me, guid)).toBeUndefined();
    const mail = await lastMail(t.app, me.email, 'wallet_approval_needed');
    expect(mail.subject).toBe('Approve the new BTC wallet “Cold storage”');
    expect(mail.text).toContain('tb1q…jzsx');
    expect(mail.text).toContain('http://maple.test/approvals');
    expect(await countMails(t, me.email, 'wallet_added')).toBe(0);
  });

  it('is added once approved, its cooldown counted from the approval, and announced', async () => {
    const me = await signedInCustomer(t);
    const { wallet, guid } = await pendingWallet(me);
    t.clock.advance(600);
    const approved = await approve(me, guid, {
      confirmation_token: await confirmWallet(t, me, wallet),
    });
    expect(approved.statusCode).toBe(200);
    const usableAt = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    expect(approved.json().data).toEqual({
      external_wallet_guid: guid,
      state: 'completed',
      usable_at: usableAt,
    });
    expect((await usable(me, guid))?.usableAt.toISOString()).toBe(usableAt);
    expect(await countMails(t, me.email, 'wallet_added')).toBe(1);
    const again = await approve(me, guid, {
      confirmation_token: await confirmWallet(t, me, wallet),
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'conflict']);
  });

  it('takes only an approval for that very wallet, from its own customer', async () => {
    const me = await signedInCustomer(t);
    const { wallet, guid } = await pendingWallet(me);
    const forOther = await confirmWallet(t, me, { ...wallet, address: addresses[1] ?? '' });
    const refused = await approve(me, guid, { confirmation_token: forOther });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
    const stranger = await signedInCustomer(t);
    const theirs = await approve(stranger, guid, {
      confirmation_token: await confirmWallet(t, stranger, wallet),
    });
    expect(theirs.statusCode).toBe(404);
    expect(await usable(me, guid)).toBeUndefined();
  });

  it('fails customer_action_required when nobody approves it', async () => {
    const me = await signedInCustomer(t);
    const { guid } = await pendingWallet(me);
    t.clock.advance(WINDOW - 1);
    expect(await t.services.wallets.externalWallets.approvals.expire(guid)).toBe(false);
    t.clock.advance(1);
    expect(await t.services.wallets.externalWallets.approvals.expire(guid)).toBe(true);
    // (The customer's tokens have expired meanwhile: read through the service.)
    expect(await t.services.wallets.externalWallets.get(me.guid, guid)).toMatchObject({
      state: 'failed',
      failure_code: 'customer_action_required',
    });
    const late = t.services.wallets.externalWallets.approvals.approve(me.guid, guid, 'any');
    await expect(late).rejects.toMatchObject({ code: 'conflict' });
  });

  it('approved twice at once, is added once', async () => {
    const me = await signedInCustomer(t);
    const { wallet, guid } = await pendingWallet(me);
    const first = await confirmWallet(t, me, wallet);
    const second = await confirmWallet(t, me, wallet);
    const answers = await Promise.all([
      approve(me, guid, { confirmation_token: first }),
      approve(me, guid, { confirmation_token: second }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await countMails(t, me.email, 'wallet_added')).toBe(1);
  });

  it('answers bad approval requests with a clear 4xx', async () => {
    const me = await signedInCustomer(t);
    const { guid } = await pendingWallet(me);
    for (const [url, payload] of [
      [guid, {}],
      [guid, { confirmation_token: '' }],
      [guid, { confirmation_token: 'a', more: true }],
      ['nope', { confirmation_token: 'a' }],
    ] as const) {
      const res = await approve(me, url, payload);
      expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_parameter']);
    }
    const forged = await approve(me, guid, { confirmation_token: 'forged' });
    expect(forged.statusCode).toBe(403);
    expect(await usable(me, guid)).toBeUndefined();
  });
});

describe('a wallet the customer’s bank adds with a bank token (ADR 60)', () => {
  const post = (token: string, body: object) =>
    api(t, token, 'POST', '/api/external_wallets', body, { 'idempotency-key': newId() });
  const wallet = { name: 'Treasury', asset: 'BTC', address: addresses[1], tag: null };

  it('is completed at once on the bank’s word, announced, audited, and waits out its cooldown', async () => {
    const me = await signedInCustomer(t);
    const token = await bankToken(t);
    const res = await post(token, { ...wallet, customer_guid: me.guid });
    expect(res.statusCode).toBe(201);
    expect(res.json).toMatchObject({ state: 'completed', customer_guid: me.guid });
    const guid = String(res.json.guid);
    expect(await countMails(t, me.email, 'wallet_added')).toBe(1);
    expect(await countMails(t, me.email, 'wallet_approval_needed')).toBe(0);
    expect(await usable(me, guid)).toMatchObject({ usableAt: expect.any(Date) });
    const [client] = await t.database.db.selectFrom('bank_clients').select('client_id').execute();
    const events = await t.database.db
      .selectFrom('audit_events')
      .select(['actor_type', 'actor_id', 'details'])
      .where('action', '=', 'bank.external_wallet_attested')
      .execute();
    expect(events.filter((e) => e.details.external_wallet_guid === guid)).toEqual([
      {
        actor_type: 'bank',
        actor_id: client?.client_id,
        details: { customer_guid: me.guid, external_wallet_guid: guid, asset: 'BTC' },
      },
    ]);
  });

  it('must name the customer, an existing one, and writes nothing when refused', async () => {
    const token = await bankToken(t);
    const before = await tableCounts(t);
    const unnamed = await post(token, wallet);
    expect([unnamed.statusCode, unnamed.json.message_code]).toEqual([400, 'missing_parameter']);
    const unknown = await post(token, { ...wallet, customer_guid: 'f'.repeat(32) });
    // Cybrid's createExternalWallet documents an unknown customer as 422 no_customer (ADR 69).
    expect(unknown.json).toEqual({
      status: 422n,
      message_code: 'no_customer',
      error_message: 'Customer not found',
    });
    expect(await tableCounts(t)).toEqual(before);
  });
});
