import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../infra/ids.js';
import { objectsOf } from '../../testing/account-flows.js';
import { bankClient, requestBankToken } from '../../testing/bank-flows.js';
import { type SignedInCustomer, tableCounts } from '../../testing/flows.js';
import { expectSoundBooks } from '../../testing/funding-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fundedCustomer, preciseCodes } from '../../testing/trading-flows.js';
import type { CreatedBankClient } from '../identity/bank-clients.service.js';

/**
 * Trades a bank's own backend makes for its customer with its bank token
 * (docs/decisions/0066-banks-trade-for-their-customers.md): the quote names the customer, the
 * trade is the quote's customer's, each one is audited as the bank client's, and every rule of
 * the customer's own trade still applies.
 */
let t: TestApp;
let client: CreatedBankClient;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  client = await bankClient(t);
  token = (await requestBankToken(t, client)).json<{ access_token: string }>().access_token;
});
afterAll(() => t.close());

const post = (url: string, body: object, key = newId(), as = token) =>
  api(t, as, 'POST', url, body, { 'idempotency-key': key });
const get = (url: string, as = token) => api(t, as, 'GET', url);

const btcBuy = { product_type: 'trading', symbol: 'BTC-CAD', side: 'buy', deliver_amount: 10_00n };
const buyBtc = (who: SignedInCustomer, cadCents: bigint) =>
  post('/api/quotes', { ...btcBuy, deliver_amount: cadCents, customer_guid: who.guid });
/** The same, asking for our precise refusal codes (ADR 69). */
const buyBtcPrecisely = (who: SignedInCustomer, cadCents: bigint) =>
  api(
    t,
    token,
    'POST',
    '/api/quotes',
    { ...btcBuy, deliver_amount: cadCents, customer_guid: who.guid },
    { 'idempotency-key': newId(), ...preciseCodes },
  );

/** The bank's trade of a fresh quote, failing the test if either is refused. */
async function bankTrade(who: SignedInCustomer, cadCents: bigint) {
  const quote = await buyBtc(who, cadCents);
  expect(quote.statusCode).toBe(201);
  const trade = await post('/api/trades', { quote_guid: quote.json.guid });
  expect(trade.statusCode).toBe(201);
  return { quote: quote.json, trade: trade.json };
}

/** The attestations the bank's trades left, for one trade. */
async function attestations(tradeGuid: unknown) {
  const events = await t.database.db
    .selectFrom('audit_events')
    .select(['actor_type', 'actor_id', 'details'])
    .where('action', '=', 'bank.trade_attested')
    .execute();
  return events.filter((event) => event.details.trade_guid === tradeGuid);
}

const countAttestations = async () =>
  (
    await t.database.db
      .selectFrom('audit_events')
      .select('id')
      .where('action', '=', 'bank.trade_attested')
      .execute()
  ).length;

/** The customer's accounts by asset, as the bank reads them. */
async function accountsOf(who: SignedInCustomer) {
  const listed = await get(`/api/accounts?customer_guid=${who.guid}&per_page=100`);
  expect(listed.statusCode).toBe(200);
  return new Map(objectsOf(listed.json).map((account) => [String(account.asset), account]));
}

const guidsOf = (json: Record<string, unknown>) =>
  objectsOf(json)
    .map((object) => String(object.guid))
    .sort();

describe('a trade a bank asks for with its token', () => {
  it('executes for the quote’s customer, settles, moves exactly what the quote showed, audited', async () => {
    const me = await fundedCustomer(t, 1_000_00n);
    const { quote, trade } = await bankTrade(me, 100_00n);
    expect(quote).toMatchObject({ customer_guid: me.guid, deliver_amount: 100_00n, fee: 0n });
    const coins = quote.receive_amount;
    if (typeof coins !== 'bigint') throw new Error('receive_amount is not an integer');
    expect(trade).toMatchObject({
      customer_guid: me.guid,
      quote_guid: quote.guid,
      side: 'buy',
      state: 'settling',
      receive_amount: coins,
      deliver_amount: 100_00n,
    });
    expect(await attestations(trade.guid)).toEqual([
      {
        actor_type: 'bank',
        actor_id: client.clientId,
        details: {
          customer_guid: me.guid,
          trade_guid: trade.guid,
          quote_guid: quote.guid,
          symbol: 'BTC-CAD',
          side: 'buy',
          state: 'settling',
          deliver_amount: '10000',
          receive_amount: coins.toString(),
          fee: '0',
        },
      },
    ]);

    t.clock.advance(5);
    await t.services.settlement.settleDue();
    const settled = await get(`/api/trades/${String(trade.guid)}`);
    expect(settled.json).toMatchObject({ state: 'completed', customer_guid: me.guid });
    expect((await get(`/api/quotes/${String(quote.guid)}`)).json.trade_guid).toBe(trade.guid);
    const accounts = await accountsOf(me);
    expect(accounts.get('CAD')).toMatchObject({
      platform_balance: 900_00n,
      platform_available: 900_00n,
    });
    expect(accounts.get('BTC')).toMatchObject({
      platform_balance: coins,
      platform_available: coins,
    });
    // The customer sees the trade the bank made as their own.
    const own = await get('/api/trades', me.tokens.at);
    expect(guidsOf(own.json)).toEqual([trade.guid]);
    await expectSoundBooks(t);
  });

  it('is the quote’s customer’s, whoever the bank meant: a quote cannot change hands', async () => {
    const owner = await fundedCustomer(t, 100_00n);
    const quote = await buyBtc(owner, 10_00n);
    const trade = await post('/api/trades', { quote_guid: quote.json.guid });
    expect(trade.json.customer_guid).toBe(owner.guid);
  });
});

describe('what a bank reads', () => {
  it('every customer’s quotes, trades and accounts, or those customer_guid names', async () => {
    const [a, b] = [await fundedCustomer(t, 100_00n), await fundedCustomer(t, 100_00n)];
    const ofA = await bankTrade(a, 10_00n);
    const ofB = await bankTrade(b, 10_00n);
    const both = [String(ofA.trade.guid), String(ofB.trade.guid)].sort();
    const everyone = await get('/api/trades?per_page=100');
    expect(guidsOf(everyone.json)).toEqual(expect.arrayContaining(both));
    expect(guidsOf((await get(`/api/trades?customer_guid=${a.guid}`)).json)).toEqual([
      ofA.trade.guid,
    ]);
    expect(guidsOf((await get(`/api/trades?customer_guid=${a.guid},${b.guid}`)).json)).toEqual(
      both,
    );
    const quotes = await get(`/api/quotes?customer_guid=${b.guid}`);
    expect(quotes.json).toMatchObject({ total: 1n, page: 0n, per_page: 10n });
    expect(guidsOf(quotes.json)).toEqual([ofB.quote.guid]);
    expect(guidsOf((await get('/api/quotes?per_page=100')).json)).toEqual(
      expect.arrayContaining([ofA.quote.guid, ofB.quote.guid]),
    );
    const accounts = await get(`/api/accounts?customer_guid=${a.guid},${b.guid}&per_page=100`);
    expect(accounts.json.total).toBe(14n);
    // An account filter keeps the trades that moved that customer's account only.
    const btcOfA = (await accountsOf(a)).get('BTC');
    const moved = await get(`/api/trades?per_page=100&account_guid=${String(btcOfA?.guid)}`);
    expect(guidsOf(moved.json)).toEqual([ofA.trade.guid]);
    const one = await get(`/api/accounts/${String(btcOfA?.guid)}`);
    expect(one.json).toEqual(btcOfA);
  });

  it('while a customer token still reads only its own: another customer’s guid is 404, an empty list, or a refused value', async () => {
    const [a, b] = [await fundedCustomer(t, 100_00n), await fundedCustomer(t, 100_00n)];
    const ofB = await bankTrade(b, 10_00n);
    const btcOfB = (await accountsOf(b)).get('BTC');
    for (const url of [
      `/api/trades?customer_guid=${b.guid}`,
      `/api/quotes?customer_guid=${b.guid}`,
      `/api/accounts?customer_guid=${b.guid}`,
    ]) {
      const res = await get(url, a.tokens.at);
      expect([res.statusCode, res.json.total], url).toEqual([200, 0n]);
    }
    for (const url of [
      `/api/trades/${String(ofB.trade.guid)}`,
      `/api/quotes/${String(ofB.quote.guid)}`,
      `/api/accounts/${String(btcOfB?.guid)}`,
    ]) {
      const res = await get(url, a.tokens.at);
      expect([res.statusCode, res.json.message_code], url).toEqual([404, 'not_found']);
    }
    expect((await get('/api/trades', a.tokens.at)).json.total).toBe(0n);
    expect((await get('/api/quotes', a.tokens.at)).json.total).toBe(0n);
    const named = await post(
      '/api/quotes',
      { ...btcBuy, customer_guid: b.guid },
      newId(),
      a.tokens.at,
    );
    // createQuote documents no 404: another customer is refused as one that does not exist.
    expect(named.json).toEqual({
      status: 400n,
      message_code: 'invalid_value',
      error_message: 'Customer not found',
    });
  });
});

describe('what a bank may not do', () => {
  it('write without naming the customer, or for one or a quote that does not exist (400), writing nothing', async () => {
    const before = await tableCounts(t);
    const attested = await countAttestations();
    const unnamed = await post('/api/quotes', btcBuy);
    expect(unnamed.json).toEqual({
      status: 400n,
      message_code: 'missing_parameter',
      error_message: 'customer_guid is required with a bank token',
    });
    const unknown = await post('/api/quotes', { ...btcBuy, customer_guid: 'f'.repeat(32) });
    // createQuote and createTrade document no 404: what names nothing is a refused value.
    expect(unknown.json).toEqual({
      status: 400n,
      message_code: 'invalid_value',
      error_message: 'Customer not found',
    });
    const noQuote = await post('/api/trades', { quote_guid: 'e'.repeat(32) });
    expect(noQuote.json).toEqual({
      status: 400n,
      message_code: 'invalid_value',
      error_message: 'Quote not found',
    });
    expect(await tableCounts(t)).toEqual(before);
    expect(await countAttestations()).toBe(attested);
  });

  it('trade without the scopes it asks for', async () => {
    const me = await fundedCustomer(t, 100_00n);
    const quote = await buyBtc(me, 10_00n);
    const res = await requestBankToken(t, client, { scope: 'quotes:execute' });
    const narrow = res.json<{ access_token: string }>().access_token;
    const before = await tableCounts(t);
    for (const refused of [
      await post('/api/trades', { quote_guid: quote.json.guid }, newId(), narrow),
      await get('/api/trades', narrow),
      await get('/api/quotes', narrow),
      await get('/api/accounts', narrow),
    ]) {
      expect([refused.statusCode, refused.json.message_code]).toEqual([403, 'invalid_scopes']);
    }
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('every rule of the customer’s own trade', () => {
  it('holds for the bank: verified, funds, expiry, one execution, writing nothing when refused', async () => {
    const unverified = await fundedCustomer(t, 100_00n, { verified: false });
    const me = await fundedCustomer(t, 100_00n);
    const quote = await buyBtc(me, 10_00n);
    // Past its 10 seconds (and earlier tests' trades settled, so only refusals are left to count).
    t.clock.advance(10);
    const before = await tableCounts(t);
    const attested = await countAttestations();
    // createQuote answers its refusals at 400 (ADR 69); our precise codes say which rule.
    const refusals = [
      [await buyBtcPrecisely(unverified, 10_00n), 400, 'unverified_customer'],
      [await buyBtcPrecisely(me, 100_01n), 400, 'insufficient_balance'],
      [await buyBtcPrecisely(me, 4_99n), 400, 'invalid_parameter'],
      // What a Cybrid client is told of the first: Cybrid's code, the rule in its words.
      [await buyBtc(unverified, 10_00n), 400, 'invalid_value'],
    ] as const;
    for (const [res, status, code] of refusals) {
      expect([res.statusCode, res.json.message_code]).toEqual([status, code]);
    }
    const late = await post('/api/trades', { quote_guid: quote.json.guid });
    expect([late.statusCode, late.json.message_code]).toEqual([422, 'quote_expired']);
    expect(await tableCounts(t)).toEqual(before);
    expect(await countAttestations()).toBe(attested);

    const fresh = await buyBtc(me, 10_00n);
    const key = newId();
    const first = await post('/api/trades', { quote_guid: fresh.json.guid }, key);
    const replay = await post('/api/trades', { quote_guid: fresh.json.guid }, key);
    expect(replay.body).toBe(first.body);
    const again = await post('/api/trades', { quote_guid: fresh.json.guid });
    expect([again.statusCode, again.json.message_code]).toEqual([409, 'data_exists']);
    expect(await attestations(first.json.guid)).toHaveLength(1);
  });

  it('holds the investment limit: an XRP purchase over it is refused, nothing written', async () => {
    const me = await fundedCustomer(t, 40_000_00n);
    const quote = await post('/api/quotes', {
      product_type: 'trading',
      symbol: 'XRP-CAD',
      side: 'buy',
      deliver_amount: 30_000_01n,
      customer_guid: me.guid,
    });
    expect(quote.statusCode).toBe(201);
    const before = await tableCounts(t);
    const attested = await countAttestations();
    const trade = await post('/api/trades', { quote_guid: quote.json.guid });
    // createTrade documents 422 for an expired quote only: the limit is a refused value (ADR 69).
    expect([trade.statusCode, trade.json.message_code]).toEqual([400, 'invalid_value']);
    expect(String(trade.json.error_message)).toContain('investment limit');
    const precise = await api(
      t,
      token,
      'POST',
      '/api/trades',
      { quote_guid: quote.json.guid },
      {
        'idempotency-key': newId(),
        ...preciseCodes,
      },
    );
    expect([precise.statusCode, precise.json.message_code]).toEqual([400, 'limit_exceeded']);
    expect(await tableCounts(t)).toEqual(before);
    expect(await countAttestations()).toBe(attested);
  });

  it('records a trade that failed for want of funds as the bank’s too', async () => {
    const me = await fundedCustomer(t, 100_00n);
    const [first, second] = [await buyBtc(me, 60_00n), await buyBtc(me, 60_00n)];
    await post('/api/trades', { quote_guid: first.json.guid });
    const failed = await post('/api/trades', { quote_guid: second.json.guid });
    expect(failed.json).toMatchObject({ state: 'failed', failure_code: 'non_sufficient_funds' });
    const [event] = await attestations(failed.json.guid);
    expect(event?.details).toMatchObject({ state: 'failed', customer_guid: me.guid });
    await expectSoundBooks(t);
  });
});
