import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ItemOutcome } from '../../infra/db/batch-queue.js';
import { AppError } from '../../infra/errors.js';
import { tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fundedCustomer, preciseCodes } from '../../testing/trading-flows.js';
import { setCustomerState } from '../customers/customers.repo.js';
import { ledgerViolations } from '../ledger/invariants.js';

/**
 * Only customers whose identity is verified may quote and trade
 * (docs/product/identity-verification.md).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  vi.restoreAllMocks();
  expect(await ledgerViolations(t.database.db)).toEqual({});
});

const quoteBody = { symbol: 'BTC-CAD', side: 'buy', deliver_amount: 10_00n };
// What our web app is told (it prefers our precise codes): createQuote and createTrade answer a
// refusal of state at 400 (ADR 69).
const refusal = {
  status: 400n,
  message_code: 'unverified_customer',
  error_message: 'Verify your identity before you trade.',
};

const codeOf = (outcome: ItemOutcome<unknown>) =>
  outcome.ok ? 'ok' : outcome.error instanceof AppError ? outcome.error.code : 'not an AppError';

describe('an unverified customer', () => {
  it('gets no quote: 400 unverified_customer, nothing written', async () => {
    const customer = await fundedCustomer(t, 100_00n, { verified: false });
    const before = await tableCounts(t);

    const quote = await api(t, customer.tokens.at, 'POST', '/api/quotes', quoteBody, {
      'idempotency-key': 'gate-quote-1',
      ...preciseCodes,
    });

    expect(quote.statusCode).toBe(400);
    expect(quote.json).toEqual(refusal);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('cannot execute a quote taken while verified; the quote stays usable', async () => {
    const customer = await fundedCustomer(t, 100_00n);
    const token = customer.tokens.at;
    const quote = await api(t, token, 'POST', '/api/quotes', quoteBody);
    expect(quote.statusCode).toBe(201);
    await setCustomerState(t.database.db, customer.guid, 'frozen', t.clock.now());
    const before = await tableCounts(t);

    const trade = await api(
      t,
      token,
      'POST',
      '/api/trades',
      { quote_guid: quote.json.guid },
      preciseCodes,
    );

    expect(trade.statusCode).toBe(400);
    expect(trade.json).toEqual(refusal);
    expect(await tableCounts(t)).toEqual(before);
    await setCustomerState(t.database.db, customer.guid, 'verified', t.clock.now());
    const retried = await api(t, token, 'POST', '/api/trades', { quote_guid: quote.json.guid });
    expect(retried.statusCode).toBe(201);
  });

  it('is refused quotes once the second a quote trusts a verification has passed', async () => {
    const customer = await fundedCustomer(t, 100_00n);
    const token = customer.tokens.at;
    expect((await api(t, token, 'POST', '/api/quotes', quoteBody)).statusCode).toBe(201);
    await setCustomerState(t.database.db, customer.guid, 'frozen', t.clock.now());
    // Within the second: a quote, which moves no money; its trade is refused.
    const quote = await api(t, token, 'POST', '/api/quotes', quoteBody);
    expect(quote.statusCode).toBe(201);
    const trade = await api(
      t,
      token,
      'POST',
      '/api/trades',
      { quote_guid: quote.json.guid },
      preciseCodes,
    );
    expect(trade.json).toEqual(refusal);
    t.clock.advance(1);
    const later = await api(t, token, 'POST', '/api/quotes', quoteBody, preciseCodes);
    expect(later.json).toEqual(refusal);
  });
});

describe('the gate in a batch', () => {
  it('asks once for all quotes and refuses only the unverified ones', async () => {
    const verified = await fundedCustomer(t, 100_00n);
    const unverified = await fundedCustomer(t, 0n, { verified: false });
    const asked = vi.spyOn(t.services.customers, 'unverifiedAmong');
    const request = (customerGuid: string) => ({
      customerGuid,
      side: 'buy' as const,
      asset: 'BTC' as const,
      amount: { deliver: 10_00n },
    });

    const outcomes = await t.services.quotes.createAll(t.database.db, [
      request(verified.guid),
      request(unverified.guid),
      request(verified.guid),
    ]);

    expect(outcomes.map(codeOf)).toEqual(['ok', 'unverified_customer', 'ok']);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('asks once for all trades and executes the verified ones around a refusal', async () => {
    const verified = await fundedCustomer(t, 100_00n);
    const later = await fundedCustomer(t, 100_00n);
    const quoteOf = async (token: string) =>
      String((await api(t, token, 'POST', '/api/quotes', quoteBody)).json.guid);
    const first = await quoteOf(verified.tokens.at);
    const refused = await quoteOf(later.tokens.at);
    const second = await quoteOf(verified.tokens.at);
    await setCustomerState(t.database.db, later.guid, 'unverified', t.clock.now());
    const asked = vi.spyOn(t.services.customers, 'unverifiedAmong');

    const outcomes = await t.database.db.transaction().execute((trx) =>
      t.services.trades.executeAll(trx, [
        { customerGuid: verified.guid, quoteGuid: first },
        { customerGuid: later.guid, quoteGuid: refused },
        { customerGuid: verified.guid, quoteGuid: second },
      ]),
    );

    expect(outcomes.map(codeOf)).toEqual(['ok', 'unverified_customer', 'ok']);
    expect(asked).toHaveBeenCalledTimes(1);
    const quote = await t.database.db
      .selectFrom('quotes')
      .select('trade_guid')
      .where('guid', '=', refused)
      .executeTakeFirstOrThrow();
    expect(quote.trade_guid).toBeNull();
  });
});
