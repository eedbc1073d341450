import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../infra/ids.js';
import {
  lastMail,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, preciseCodes } from '../../testing/trading-flows.js';
import { btcWallet, confirmWallet } from '../../testing/wallet-flows.js';

/** External wallets and "this wasn't me", over HTTP. */
let t: TestApp;
let customer: SignedInCustomer;
let other: SignedInCustomer;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInCustomer(t);
  other = await signedInCustomer(t);
});
afterAll(() => t.close());

describe('external wallets', () => {
  // As our web app adds one: with our precise refusal codes (ADR 69).
  const add = (who: SignedInCustomer, body: object) =>
    api(t, who.tokens.at, 'POST', '/api/external_wallets', body, {
      'idempotency-key': newId(),
      ...preciseCodes,
    });

  it('adds a wallet confirmed by a code for it, usable after the cooldown, and announces it', async () => {
    const token = await confirmWallet(t, customer, btcWallet);
    const res = await add(customer, {
      name: 'Cold storage',
      ...btcWallet,
      confirmation_token: token,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Cold storage',
      asset: 'BTC',
      environment: 'sandbox',
      customer_guid: customer.guid,
      address: btcWallet.address,
      tag: null,
      state: 'completed',
      failure_code: null,
    });
    const guid = String(res.json.guid);
    const now = t.clock.now();
    await t.database.db.transaction().execute(async (trx) => {
      const usable = await t.services.wallets.usableWallet(trx, customer.guid, guid);
      expect(usable?.usableAt.getTime()).toBe(now.getTime() + 86_400_000);
      expect(await t.services.wallets.usableWallet(trx, other.guid, guid)).toBeUndefined();
    });
    const mail = await lastMail(t.app, customer.email, 'wallet_added');
    expect(mail.subject).toContain('BTC');
    const again = await add(customer, { name: 'Again', ...btcWallet, confirmation_token: token });
    expect(again.statusCode).toBe(409);
    expect(again.json.message_code).toBe('data_exists');

    const theirs = await api(t, other.tokens.at, 'GET', `/api/external_wallets/${guid}`);
    expect(theirs.statusCode).toBe(404);
    const gone = await api(t, other.tokens.at, 'DELETE', `/api/external_wallets/${guid}`);
    expect(gone.statusCode).toBe(404);
    const list = await api(t, customer.tokens.at, 'GET', '/api/external_wallets?asset=BTC');
    expect(list.json).toMatchObject({ total: 1n });
    const removed = await api(t, customer.tokens.at, 'DELETE', `/api/external_wallets/${guid}`);
    expect(removed.json.state).toBe('deleted');
  });

  it('takes an address in another spelling for the wallet it is', async () => {
    const me = await signedInCustomer(t);
    // One test-network key hash as cashaddr, bare cashaddr and legacy base58 (its checksums valid).
    const spellings = [
      'bchtest:qqps5ygcrunz6dpmgfy4q467v4k8x75p3q2emvrzpc',
      'mfo2P5fbJoKzEJmPmBLj2xE5XrVA3Bj8Gk',
      'QQPS5YGCRUNZ6DPMGFY4Q467V4K8X75P3Q2EMVRZPC',
    ];
    const [first, ...others] = spellings.map((address) => ({ asset: 'BCH', address, tag: null }));
    if (first === undefined) throw new Error('no spelling');
    const added = await add(me, {
      name: 'Cash',
      ...first,
      confirmation_token: await confirmWallet(t, me, first),
    });
    expect(added.statusCode, added.body).toBe(201);
    for (const other of others) {
      const again = await add(me, {
        name: 'Cash again',
        ...other,
        confirmation_token: await confirmWallet(t, me, other),
      });
      expect([again.statusCode, again.json.message_code], other.address).toEqual([
        409,
        'data_exists',
      ]);
    }
  });

  it('refuses a code given for another wallet', async () => {
    const token = await confirmWallet(t, customer, {
      ...btcWallet,
      address: 'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
    });
    const before = await tableCounts(t);
    const swapped = await add(customer, {
      name: 'Swapped',
      ...btcWallet,
      confirmation_token: token,
    });
    // createExternalWallet documents 403 for scopes only: a refused confirmation is its 400.
    expect([swapped.statusCode, swapped.json.message_code]).toEqual([400, 'forbidden']);
    expect(swapped.json.error_message).toContain('another action');
    expect(await tableCounts(t)).toEqual(before);
  });

  it('spends a code once: after the wallet it added is removed, it cannot add it again', async () => {
    const p2wsh = {
      ...btcWallet,
      address: 'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
    };
    const token = await confirmWallet(t, other, p2wsh);
    const first = await add(other, { name: 'Right', ...p2wsh, confirmation_token: token });
    expect(first.statusCode).toBe(201);
    const guid = String(first.json.guid);
    const removed = await api(t, other.tokens.at, 'DELETE', `/api/external_wallets/${guid}`);
    expect(removed.statusCode).toBe(200);
    // The wallet is gone, so this is no duplicate: only the spent code can refuse it.
    const before = await tableCounts(t);
    const reused = await add(other, { name: 'Reused', ...p2wsh, confirmation_token: token });
    expect({ status: reused.statusCode, code: reused.json.message_code }).toEqual({
      status: 400,
      code: 'forbidden',
    });
    expect(reused.json.error_message).toContain('already used');
    expect(await tableCounts(t)).toEqual(before);
    const fresh = await confirmWallet(t, other, p2wsh);
    const again = await add(other, { name: 'Again', ...p2wsh, confirmation_token: fresh });
    expect(again.statusCode).toBe(201);
  });

  it('asks XRP for a tag or the "my own wallet" answer', async () => {
    const xrp = { asset: 'XRP', address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', tag: null };
    const token = await confirmWallet(t, customer, xrp);
    const before = await tableCounts(t);
    const missing = await add(customer, { name: 'Ledger', ...xrp, confirmation_token: token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message_code).toBe('missing_parameter');
    expect(await tableCounts(t)).toEqual(before);
    const own = await add(customer, {
      name: 'Ledger',
      ...xrp,
      no_tag_own_wallet: true,
      confirmation_token: token,
    });
    expect(own.statusCode).toBe(201);
  });

  it('refuses bad, denied and falsely confirmed wallets and unverified customers, writing nothing but the deny-list cases', async () => {
    const unverified = await signedInCustomer(t, { verified: false });
    const before = await tableCounts(t);
    // createExternalWallet documents 422 for an unknown customer only: every refusal here is its
    // 400, our precise code saying which (ADR 69).
    const cases: [SignedInCustomer, object, number, string][] = [
      [customer, { name: 'x', asset: 'BTC', address: 'nonsense' }, 400, 'invalid_address'],
      [
        customer,
        { name: 'x', asset: 'ETH', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' },
        400,
        'prohibited_address',
      ],
      [
        customer,
        { name: 'x', ...btcWallet, address: 'tb1qzyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3r9p0q9' },
        400,
        'invalid_address',
      ],
      [
        customer,
        {
          name: 'x',
          asset: 'BTC',
          address: 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
        },
        400,
        'prohibited_address',
      ],
      [
        customer,
        { name: 'x', asset: 'BCH', address: 'midSACfDe3qAxJZZXA9gkwBZgPqJJUpy1w' },
        400,
        'prohibited_address',
      ],
      [
        customer,
        {
          name: 'x',
          ...btcWallet,
          address: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
          // Without one it would wait for the approval (wallet-approval.test.ts).
          confirmation_token: 'not-a-confirmation',
        },
        400,
        'forbidden',
      ],
      [unverified, { name: 'x', ...btcWallet }, 400, 'unverified_customer'],
      [customer, { name: '', ...btcWallet }, 400, 'invalid_value'],
    ];
    for (const [who, body, status, code] of cases) {
      const res = await add(who, body);
      expect({ status: res.statusCode, code: res.json.message_code }).toEqual({ status, code });
    }
    // What a Cybrid client is told: Cybrid's code, the reason in its words; and another
    // customer's guid is an unknown customer, Cybrid's 422 no_customer.
    const plain = await api(t, customer.tokens.at, 'POST', '/api/external_wallets', {
      name: 'x',
      asset: 'BTC',
      address: 'nonsense',
    });
    expect([plain.statusCode, plain.json.message_code]).toEqual([400, 'invalid_value']);
    const named = await api(t, customer.tokens.at, 'POST', '/api/external_wallets', {
      name: 'x',
      ...btcWallet,
      customer_guid: other.guid,
    });
    expect(named.json).toEqual({
      status: 422n,
      message_code: 'no_customer',
      error_message: 'Customer not found',
    });
    // Only what compliance keeps of the denied addresses: a case each (ADR 29).
    const { compliance_cases: _, ...after } = await tableCounts(t);
    expect({ ...after, compliance_cases: before.compliance_cases }).toEqual(before);
    const denied = await t.database.db
      .selectFrom('compliance_cases')
      .select(sql<string>`report_draft->>'address'`.as('address'))
      .where('customer_guid', '=', customer.guid)
      .where('kind', '=', 'deny_list_hit')
      .execute();
    expect(denied.map((row) => row.address)).toEqual(
      expect.arrayContaining([
        '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
        'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
        'midSACfDe3qAxJZZXA9gkwBZgPqJJUpy1w',
      ]),
    );
  });
});

describe('"this wasn\'t me"', () => {
  it('locks withdrawals and ends every session, once', async () => {
    const victim = await signedInCustomer(t);
    const wallet = {
      asset: 'LTC',
      address: 'tltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c25y4uaa',
      tag: null,
    };
    const token = await confirmWallet(t, victim, wallet);
    const added = await api(t, victim.tokens.at, 'POST', '/api/external_wallets', {
      name: 'Mine?',
      ...wallet,
      confirmation_token: token,
    });
    expect(added.statusCode, added.body).toBe(201);
    const mail = await lastMail(t.app, victim.email, 'wallet_added');
    // A public page: whoever added the wallet may hold the victim's session.
    const link = /\/wallet-alert\?not_me=([^\s"&<]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const alert = decodeURIComponent(link ?? '');
    const first = await t.app.inject({
      method: 'POST',
      url: '/customers/wallet-alerts/not-me',
      payload: { token: alert },
    });
    expect(first.statusCode).toBe(200);
    expect(await t.services.wallets.withdrawalLock(t.database.db, victim.guid)).toBe('reported');
    expect(await t.services.wallets.withdrawalLock(t.database.db, other.guid)).toBeUndefined();
    const afterwards = await api(t, victim.tokens.at, 'GET', '/api/external_wallets');
    expect(afterwards.statusCode).toBe(401);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/customers/wallet-alerts/not-me',
      payload: { token: alert },
    });
    expect(twice.statusCode).toBe(403);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/customers/wallet-alerts/not-me',
      payload: { token: `${alert}x` },
    });
    expect(forged.statusCode).toBe(403);
  });
});

// Last: it moves the clock a day, past every session of the customers above.
describe('the cooldown', () => {
  const add = (who: SignedInCustomer, body: object) =>
    api(t, who.tokens.at, 'POST', '/api/external_wallets', body, { 'idempotency-key': newId() });

  it('keeps a new wallet unusable until the cooldown has passed on the clock', async () => {
    const wallet = {
      asset: 'ETH',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      tag: null,
    };
    const owner = await signedInCustomer(t);
    const token = await confirmWallet(t, owner, wallet);
    const added = await add(owner, { name: 'Hot', ...wallet, confirmation_token: token });
    expect(added.statusCode, added.body).toBe(201);
    const guid = String(added.json.guid);
    const usableNow = async () => {
      const usable = await t.services.wallets.usableWallet(t.database.db, owner.guid, guid);
      return usable !== undefined && usable.usableAt.getTime() <= t.clock.now().getTime();
    };
    expect(await usableNow()).toBe(false);
    t.clock.advance(t.config.wallets.cooldownSeconds - 1);
    expect(await usableNow()).toBe(false);
    t.clock.advance(1);
    expect(await usableNow()).toBe(true);
    await t.services.wallets.externalWallets.remove(owner.guid, guid);
    expect(await t.services.wallets.usableWallet(t.database.db, owner.guid, guid)).toBeUndefined();
  });
});
