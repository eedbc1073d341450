import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, buyQuote, fundedCustomer, preciseCodes } from '../../testing/trading-flows.js';
import { ledgerViolations } from '../ledger/invariants.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await ledgerViolations(t.database.db)).toEqual({});
});

describe('Idempotency-Key', () => {
  it('answers a retried trade with the first answer and executes it once', async () => {
    const customer = await fundedCustomer(t, 100_00n);
    const quote = await buyQuote(t, customer.tokens.at, 10_00n);
    const send = () =>
      api(
        t,
        customer.tokens.at,
        'POST',
        '/api/trades',
        { quote_guid: quote.json.guid },
        { 'idempotency-key': `trade-${String(quote.json.guid)}` },
      );
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    const list = await api(t, customer.tokens.at, 'GET', '/api/trades');
    expect(list.json.total).toBe(1n);
  });

  it('refuses the same key with a different body', async () => {
    const customer = await fundedCustomer(t, 100_00n);
    const headers = { 'idempotency-key': 'quote-once' };
    const first = await api(
      t,
      customer.tokens.at,
      'POST',
      '/api/quotes',
      { symbol: 'BTC-CAD', side: 'buy', deliver_amount: 10_00n },
      headers,
    );
    const replay = await api(
      t,
      customer.tokens.at,
      'POST',
      '/api/quotes',
      { symbol: 'BTC-CAD', side: 'buy', deliver_amount: 10_00n },
      headers,
    );
    const before = await tableCounts(t);
    const changed = await api(
      t,
      customer.tokens.at,
      'POST',
      '/api/quotes',
      { symbol: 'BTC-CAD', side: 'buy', deliver_amount: 20_00n },
      headers,
    );
    expect(first.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
    // createQuote documents its refusals of state at 400, as Cybrid's invalid_value (ADR 69).
    expect(changed.statusCode).toBe(400);
    expect(changed.json.message_code).toBe('invalid_value');
    expect(await tableCounts(t)).toEqual(before);
  });

  it('names a reused key with a different body precisely to our own app', async () => {
    const customer = await fundedCustomer(t, 100_00n);
    const send = (deliver_amount: bigint) =>
      api(
        t,
        customer.tokens.at,
        'POST',
        '/api/quotes',
        { symbol: 'BTC-CAD', side: 'buy', deliver_amount },
        { 'idempotency-key': 'quote-once-precise', ...preciseCodes },
      );
    expect((await send(10_00n)).statusCode).toBe(201);
    const before = await tableCounts(t);
    const changed = await send(20_00n);
    expect(changed.statusCode).toBe(400);
    expect(changed.json.message_code).toBe('unprocessable_entity');
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('bad input', () => {
  const quoteBody = { symbol: 'BTC-CAD', side: 'buy' };
  it.each([
    ['a fraction', '{"symbol":"BTC-CAD","side":"buy","deliver_amount":10.5}'],
    ['a fraction as text', { ...quoteBody, deliver_amount: '10.5' }],
    ['an exponent', '{"symbol":"BTC-CAD","side":"buy","deliver_amount":1e3}'],
    ['a negative amount', '{"symbol":"BTC-CAD","side":"buy","deliver_amount":-1000}'],
    ['zero', { ...quoteBody, deliver_amount: 0n }],
    ['10^80', { ...quoteBody, deliver_amount: 10n ** 80n }],
    ['both amounts', { ...quoteBody, deliver_amount: 1000n, receive_amount: 1000n }],
    ['neither amount', quoteBody],
    ['an unknown symbol', { ...quoteBody, symbol: 'DOGE-CAD', deliver_amount: 1000n }],
    ['a wrong side', { ...quoteBody, side: 'hold', deliver_amount: 1000n }],
    ['a bad customer guid', { ...quoteBody, customer_guid: 'not-a-guid', deliver_amount: 1000n }],
    ['another product', { ...quoteBody, product_type: 'funding', deliver_amount: 1000n }],
    ['an unknown field', { ...quoteBody, deliver_amount: 1000n, discount: true }],
    ['a trade under CAD 5', { ...quoteBody, deliver_amount: 499n }],
    [
      'a duplicate key',
      '{"symbol":"BTC-CAD","side":"buy","deliver_amount":1000,"deliver_amount":2000}',
    ],
    ['broken JSON', '{"symbol":'],
  ])('POST /api/quotes refuses %s with 400 and writes nothing', async (_case, body) => {
    const customer = await fundedCustomer(t, 100_00n);
    const before = await tableCounts(t);
    const res = await api(t, customer.tokens.at, 'POST', '/api/quotes', body);
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ status: 400n });
    expect(typeof res.json.message_code).toBe('string');
    expect(typeof res.json.error_message).toBe('string');
    expect(await tableCounts(t)).toEqual(before);
  });

  it('names the minimum a quote is under, with Cybrid’s code for a refused value', async () => {
    const customer = await fundedCustomer(t, 100_00n);
    const res = await buyQuote(t, customer.tokens.at, 499n);
    expect(res.json).toEqual({
      status: 400n,
      message_code: 'invalid_parameter',
      error_message: 'The trade is below the minimum of CAD 5.00',
    });
  });

  it.each([
    ['no quote', {}],
    ['a bad guid', { quote_guid: 'abc' }],
    ['a number', { quote_guid: 12 }],
    ['an unknown field', { quote_guid: '0'.repeat(32), force: true }],
  ])('POST /api/trades refuses %s with 400 and writes nothing', async (_case, body) => {
    const customer = await fundedCustomer(t, 100_00n);
    const before = await tableCounts(t);
    const res = await api(t, customer.tokens.at, 'POST', '/api/trades', body);
    expect(res.statusCode).toBe(400);
    expect(res.json.message_code).toBe('invalid_parameter');
    expect(await tableCounts(t)).toEqual(before);
  });

  it.each([
    '/api/trades?per_page=101',
    '/api/trades?per_page=0',
    '/api/trades?page=-1',
    '/api/trades?state=lost',
    '/api/trades?guid=xyz',
    '/api/trades?created_at_gte=yesterday',
  ])('GET %s answers 400 invalid_value, as every Cybrid list refuses its query', async (url) => {
    const customer = await fundedCustomer(t, 0n);
    const res = await api(t, customer.tokens.at, 'GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json.message_code).toBe('invalid_value');
  });

  it.each([
    ['/api/quotes/xyz', 'Quote not found'],
    ['/api/trades/xyz', 'Trade not found'],
  ])(
    'GET %s answers 404, the refusal Cybrid documents for a path that names nothing',
    async (url, message) => {
      const customer = await fundedCustomer(t, 0n);
      const res = await api(t, customer.tokens.at, 'GET', url);
      expect(res.json).toEqual({ status: 404n, message_code: 'not_found', error_message: message });
    },
  );

  it('needs a valid access token with the route scope', async () => {
    const customer = await fundedCustomer(t, 0n);
    expect((await api(t, customer.tokens.ut, 'GET', '/api/trades')).statusCode).toBe(401);
    const { sid } = await t.services.tokens.verify('access', customer.tokens.at);
    const pricesOnly = await t.services.tokens.issue(
      'access',
      { sub: customer.guid, sub_type: 'customer', scope: ['prices:read'], sid },
      60,
    );
    const refused = await api(t, pricesOnly, 'GET', '/api/trades');
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message_code).toBe('invalid_scopes');
  });
});
