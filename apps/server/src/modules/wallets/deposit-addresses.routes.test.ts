import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInCustomer, signedInCustomer, tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api } from '../../testing/trading-flows.js';

/** Deposit addresses over HTTP: one per account, and who may have one. */
let t: TestApp;
let customer: SignedInCustomer;
let other: SignedInCustomer;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInCustomer(t);
  other = await signedInCustomer(t);
});
afterAll(() => t.close());

async function accountOf(who: SignedInCustomer, asset: string): Promise<string> {
  const list = await api(t, who.tokens.at, 'GET', `/api/accounts?asset=${asset}&type=trading`);
  const [account] = list.json.objects as { guid: string }[];
  if (account === undefined) throw new Error(`no ${asset} account`);
  return account.guid;
}

describe('deposit addresses', () => {
  it('derives one address per account, answering it again when asked twice', async () => {
    const accountGuid = await accountOf(customer, 'BTC');
    const first = await api(t, customer.tokens.at, 'POST', '/api/deposit_addresses', {
      account_guid: accountGuid,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json).toMatchObject({
      customer_guid: customer.guid,
      account_guid: accountGuid,
      asset: 'BTC',
      state: 'created',
      format: 'standard',
      labels: null,
    });
    expect(String(first.json.address)).toMatch(/^tb1q/);
    const again = await api(t, customer.tokens.at, 'POST', '/api/deposit_addresses', {
      account_guid: accountGuid,
    });
    expect(again.json.guid).toBe(first.json.guid);
    const one = await api(
      t,
      customer.tokens.at,
      'GET',
      `/api/deposit_addresses/${first.json.guid}`,
    );
    expect(one.json.address).toBe(first.json.address);
    const list = await api(t, customer.tokens.at, 'GET', '/api/deposit_addresses?per_page=100');
    expect(list.json).toMatchObject({ total: 1n });
    const theirs = await api(
      t,
      other.tokens.at,
      'GET',
      `/api/deposit_addresses/${first.json.guid}`,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('gives ETH and USDC one address, and XRP the platform address with a tag per customer', async () => {
    const post = async (who: SignedInCustomer, asset: string) =>
      (
        await api(t, who.tokens.at, 'POST', '/api/deposit_addresses', {
          account_guid: await accountOf(who, asset),
        })
      ).json;
    const eth = await post(customer, 'ETH');
    const usdc = await post(customer, 'USDC');
    expect(usdc.address).toBe(eth.address);
    expect(String(eth.address)).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const mine = await post(customer, 'XRP');
    const theirs = await post(other, 'XRP');
    expect(mine.address).toBe(theirs.address);
    expect(mine.tag).not.toBe(theirs.tag);
    const ltc = await post(other, 'LTC');
    const bch = await post(other, 'BCH');
    expect(String(ltc.address)).toMatch(/^tltc1q/);
    expect(String(bch.address)).toMatch(/^bchtest:q/);
  });

  it('allocates indexes without gaps or repeats when customers ask at once', async () => {
    const many = await Promise.all([1, 2, 3, 4].map(() => signedInCustomer(t)));
    const answers = await Promise.all(
      many.map(async (who) =>
        api(t, who.tokens.at, 'POST', '/api/deposit_addresses', {
          account_guid: await accountOf(who, 'BTC'),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const rows = await t.database.db
      .selectFrom('wallet_derivation_indexes')
      .select('derivation_index')
      .where('family', '=', 'BTC')
      .orderBy('derivation_index')
      .execute();
    expect(rows.map((r) => r.derivation_index)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(answers.map((a) => a.json.address)).size).toBe(4);
  });

  it('refuses an unverified customer, a CAD account and another customer’s account, writing nothing', async () => {
    const unverified = await signedInCustomer(t, { verified: false });
    const before = await tableCounts(t);
    const refused = await api(t, unverified.tokens.at, 'POST', '/api/deposit_addresses', {
      account_guid: await accountOf(unverified, 'BTC'),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json.message_code).toBe('unverified_customer');
    const cad = await api(t, customer.tokens.at, 'GET', '/api/accounts?asset=CAD');
    const [cadAccount] = cad.json.objects as { guid: string }[];
    const fiat = await api(t, customer.tokens.at, 'POST', '/api/deposit_addresses', {
      account_guid: cadAccount?.guid,
    });
    expect(fiat.statusCode).toBe(400);
    const foreign = await api(t, customer.tokens.at, 'POST', '/api/deposit_addresses', {
      account_guid: await accountOf(other, 'BTC'),
    });
    expect([foreign.statusCode, foreign.json.message_code]).toEqual([400, 'invalid_parameter']);
    const malformed = await api(t, customer.tokens.at, 'POST', '/api/deposit_addresses', {
      account_guid: 'nope',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);
  });
});
