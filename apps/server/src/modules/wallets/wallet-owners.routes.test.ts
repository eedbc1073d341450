import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addedWallet,
  confirmCryptoWithdrawal,
  cryptoQuoteGuid,
  cryptoWithdrawalSettings,
} from '../../testing/crypto-withdrawal-flows.js';
import { bearer, type SignedInCustomer } from '../../testing/flows.js';
import { postTransfer } from '../../testing/funding-flows.js';
import { after, taxYearOf } from '../../testing/tax-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fund, fundedCustomer } from '../../testing/trading-flows.js';
import { torontoYear } from '../tax/tax-year.js';

/**
 * Whose wallet each external wallet is (docs/product/tax.md, "What is a disposition"), through
 * the real app: the customer says it and may change it, each change audited; nobody else can;
 * and the tax year follows it for the withdrawals the travel rule did not ask about.
 */
let t: TestApp;
let me: SignedInCustomer;
let wallet: string;

beforeAll(async () => {
  t = await createTestApp(cryptoWithdrawalSettings);
  me = await fundedCustomer(t, 0n);
  await fund(t, me.guid, 'ETH', 10n ** 17n);
  wallet = await addedWallet(t, me, 'ETH');
  await after(t, 61);
}, 60_000);
afterAll(() => t.close());

const owners = (who: SignedInCustomer) =>
  t.app.inject({ url: '/customers/external-wallets/owners', headers: bearer(who.tokens.ut) });
const say = (who: SignedInCustomer, guid: string, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/customers/external-wallets/${guid}/owner`,
    headers: { ...bearer(who.tokens.ut), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function auditRows(): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<{ details: Record<string, unknown> }>`
    SELECT details FROM audit_events WHERE action = 'customer.wallet_owner_stated'
    ORDER BY id`.execute(t.database.db);
  return rows.map((row) => row.details);
}

/** An ETH withdrawal to the wallet, with the travel-rule answer given, confirmed on the chain. */
async function withdrawal(travelRule?: object): Promise<string> {
  const quote = await cryptoQuoteGuid(t, me, 'ETH', 10n ** 16n);
  const sent = await postTransfer(t, me, {
    quote_guid: quote,
    transfer_type: 'crypto',
    external_wallet_guid: wallet,
    confirmation_token: await confirmCryptoWithdrawal(t, me, quote, wallet),
    ...(travelRule === undefined ? {} : { travel_rule: travelRule }),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  for (let block = 0; block < 15; block += 1) await after(t, 12);
  return String(sent.json.guid);
}

describe('whose wallet it is', () => {
  it('is not said at first, then said, changed and unsaid, each change audited', async () => {
    expect((await owners(me)).json()).toEqual({
      data: [{ external_wallet_guid: wallet, owner: null }],
    });
    for (const owner of ['own', 'third_party', null]) {
      const res = await say(me, wallet, { owner });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: { external_wallet_guid: wallet, owner } });
    }
    expect((await owners(me)).json().data).toEqual([{ external_wallet_guid: wallet, owner: null }]);
    expect(await auditRows()).toEqual([
      { external_wallet_guid: wallet, before: null, after: 'own' },
      { external_wallet_guid: wallet, before: 'own', after: 'third_party' },
      { external_wallet_guid: wallet, before: 'third_party', after: null },
    ]);
  });

  it('refuses another customer’s wallet, bad input and no session, writing nothing', async () => {
    const before = await auditRows();
    const other = await fundedCustomer(t, 0n, { secondFactor: false });
    const theirs = await say(other, wallet, { owner: 'own' });
    expect(theirs.statusCode).toBe(404);
    for (const [guid, body] of [
      ['not-a-guid', { owner: 'own' }],
      [wallet, { owner: 'mine' }],
      [wallet, {}],
      [wallet, { owner: 'own', extra: true }],
      [wallet, 'own'],
    ] as const) {
      const res = await say(me, guid, body);
      expect({ guid, body, status: res.statusCode }).toEqual({ guid, body, status: 400 });
    }
    const anonymous = await t.app.inject({ url: '/customers/external-wallets/owners' });
    expect(anonymous.statusCode).toBe(401);
    expect(await auditRows()).toEqual(before);
    expect((await owners(me)).json().data).toEqual([{ external_wallet_guid: wallet, owner: null }]);
  });

  it('makes an unanswered withdrawal to an own wallet no disposition in the tax year', async () => {
    const sent = await withdrawal();
    const year = torontoYear(t.clock.now());
    const refs = async () => (await taxYearOf(t, me, year)).dispositions.map((row) => row.ref);
    expect(await refs()).toEqual([sent]);
    expect((await say(me, wallet, { owner: 'own' })).statusCode).toBe(200);
    expect(await refs()).toEqual([]);
    // A withdrawal's own travel-rule answer speaks for it before what was said of the wallet.
    const toJane = await withdrawal({
      party: 'third_party',
      name: 'Jane Q. Doe',
      address: '1 Main St, Ottawa ON',
    });
    expect(await refs()).toEqual([toJane]);
    expect((await say(me, wallet, { owner: 'third_party' })).statusCode).toBe(200);
    expect(await refs()).toEqual([sent, toJane]);
  });
});
