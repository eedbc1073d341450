import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../infra/errors.js';
import { tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fund, fundedCustomer, preciseCodes } from '../../testing/trading-flows.js';
import { ledgerViolations } from '../ledger/invariants.js';

/**
 * The investment limit inside the trade batch (docs/product/limits.md, docs/decisions/0017): net
 * purchases of XRP over 12 months, CAD 30,000 for a customer without a known profile (retail). On
 * PGlite and, with DATABASE_URL, on PostgreSQL, where two batches really run at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await ledgerViolations(t.database.db)).toEqual({});
});

const quote = async (token: string, body: Record<string, unknown>) => {
  const answer = await api(t, token, 'POST', '/api/quotes', body);
  expect(answer.statusCode).toBe(201);
  return answer.json;
};
const buyXrp = (token: string, cadCents: bigint) =>
  quote(token, { symbol: 'XRP-CAD', side: 'buy', deliver_amount: cadCents });
// As our web app trades: createTrade answers the limit at 400, our precise code naming it (ADR 69).
const trade = (token: string, quoteGuid: unknown, key = `trade-${String(quoteGuid)}`) =>
  api(
    t,
    token,
    'POST',
    '/api/trades',
    { quote_guid: quoteGuid },
    { 'idempotency-key': key, ...preciseCodes },
  );

async function usageOf(customerGuid: string): Promise<bigint> {
  const rows = await t.database.db
    .selectFrom('limit_usage')
    .select('amount')
    .where('customer_guid', '=', customerGuid)
    .execute();
  return rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
}

describe('the investment limit on XRP trades', () => {
  it('lets exactly the trades that fit through 50 concurrent ones; the rest get 400', async () => {
    const customer = await fundedCustomer(t, 100_000_00n);
    const token = customer.tokens.at;
    const quotes: unknown[] = [];
    for (let i = 0; i < 50; i += 1) quotes.push((await buyXrp(token, 1_000_00n)).guid);

    const answers = await Promise.all(quotes.map((guid) => trade(token, guid)));

    const executed = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(executed).toHaveLength(30);
    expect(executed.every((answer) => answer.json.state === 'settling')).toBe(true);
    expect(refused).toHaveLength(20);
    for (const answer of refused) {
      expect(answer.json).toMatchObject({ message_code: 'limit_exceeded' });
      expect(String(answer.json.error_message)).toContain(
        'investment limit on net purchases of XRP over 12 months of $30,000.00',
      );
    }
    expect(await usageOf(customer.guid)).toBe(30_000_00n);
    const { limits } = await t.services.limits.summary(customer.guid);
    expect(limits.find((limit) => limit.name === 'investment_12m')).toMatchObject({
      used: 30_000_00n,
      remaining: 0n,
    });
    const unclaimed = await t.database.db
      .selectFrom('quotes')
      .select('guid')
      .where('customer_guid', '=', customer.guid)
      .where('trade_guid', 'is', null)
      .execute();
    expect(unclaimed).toHaveLength(20);
  }, 60_000);

  it('never lets two transactions at once both pass: 50 trades, each its own batch', async () => {
    // As when several instances (ADR 14) each run a batch for the same customer at once.
    const customer = await fundedCustomer(t, 100_000_00n);
    const quotes: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      quotes.push(String((await buyXrp(customer.tokens.at, 1_000_00n)).guid));
    }

    const outcomes = await Promise.all(
      quotes.map((quoteGuid) =>
        t.database.db
          .transaction()
          .execute((trx) =>
            t.services.trades.executeAll(trx, [{ customerGuid: customer.guid, quoteGuid }]),
          ),
      ),
    );

    const codes = outcomes
      .flat()
      .map((outcome) =>
        outcome.ok ? outcome.value.state : outcome.error instanceof AppError && outcome.error.code,
      );
    expect(codes.filter((code) => code === 'settling')).toHaveLength(30);
    expect(codes.filter((code) => code === 'limit_exceeded')).toHaveLength(20);
    expect(await usageOf(customer.guid)).toBe(30_000_00n);
  }, 60_000);

  it('refuses alone, writing nothing, and says when the amount fits again', async () => {
    const customer = await fundedCustomer(t, 40_000_00n);
    const token = customer.tokens.at;
    const first = await buyXrp(token, 25_000_00n);
    expect((await trade(token, first.guid)).statusCode).toBe(201);
    const boughtAt = t.clock.now();
    t.clock.advance(60);
    const over = await buyXrp(token, 6_000_00n);
    const before = await tableCounts(t);

    const refused = await trade(token, over.guid);

    expect(refused.statusCode).toBe(400);
    const fitsAgain = new Date(boughtAt);
    fitsAgain.setUTCFullYear(fitsAgain.getUTCFullYear() + 1);
    expect(refused.json.error_message).toBe(
      'This would exceed your investment limit on net purchases of XRP over 12 months of ' +
        `$30,000.00. It resets for this amount at ${fitsAgain.toISOString()}.`,
    );
    expect(await tableCounts(t)).toEqual(before);
    // The key was given back with the refusal: nothing was stored under it.
    const again = await trade(token, over.guid);
    expect(again.statusCode).toBe(400);
  });

  it('counts sales against purchases, and neither BTC nor a trade that failed for funds', async () => {
    const customer = await fundedCustomer(t, 31_000_00n);
    const token = customer.tokens.at;
    await fund(t, customer.guid, 'XRP', 10_000_000_000n);
    const bought = await buyXrp(token, 29_000_00n);
    expect((await trade(token, bought.guid)).statusCode).toBe(201);
    const btc = await quote(token, { symbol: 'BTC-CAD', side: 'buy', deliver_amount: 1_500_00n });
    // Quoted while CAD 2,000 is there; once the BTC buy leaves CAD 500, it fails for want of
    // funds and buys nothing.
    const unfunded = await buyXrp(token, 900_00n);
    expect((await trade(token, btc.guid)).statusCode).toBe(201);
    expect((await trade(token, unfunded.guid)).json.state).toBe('failed');
    expect(await usageOf(customer.guid)).toBe(29_000_00n);

    const sold = await quote(token, {
      symbol: 'XRP-CAD',
      side: 'sell',
      deliver_amount: 3_000_000_000n,
    });
    expect((await trade(token, sold.guid)).statusCode).toBe(201);
    const proceeds = BigInt(String(sold.receive_amount));
    expect(await usageOf(customer.guid)).toBe(29_000_00n - proceeds);
    await fund(t, customer.guid, 'CAD', 10_000_00n);
    const within = await buyXrp(token, 1_000_00n + proceeds);
    expect((await trade(token, within.guid)).statusCode).toBe(201);
    expect(await usageOf(customer.guid)).toBe(30_000_00n);
  });
});
