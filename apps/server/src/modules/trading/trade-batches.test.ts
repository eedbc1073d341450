import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ItemOutcome } from '../../infra/db/batch-queue.js';
import { AppError } from '../../infra/errors.js';
import { withoutAccount } from '../../testing/account-flows.js';
import { tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fundedCustomer } from '../../testing/trading-flows.js';
import { ledgerViolations } from '../ledger/invariants.js';

/**
 * Trades run in batches (docs/decisions/0049): a batch must answer each request exactly as if
 * it had run alone, one after the other, and write nothing for the ones it refuses.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await ledgerViolations(t.database.db)).toEqual({});
});

const buyQuote = async (token: string, cadCents: bigint, symbol = 'BTC-CAD') => {
  const quote = await api(t, token, 'POST', '/api/quotes', {
    symbol,
    side: 'buy',
    deliver_amount: cadCents,
  });
  return String(quote.json.guid);
};

const errorCode = (outcome: ItemOutcome<unknown>) =>
  outcome.ok
    ? undefined
    : outcome.error instanceof AppError
      ? outcome.error.code
      : 'not an AppError';

describe('a batch of trades', () => {
  it('answers each request as if alone: executed, refused or failed for want of funds', async () => {
    const rich = await fundedCustomer(t, 100_00n);
    const poor = await fundedCustomer(t, 30_00n);
    const stranger = await fundedCustomer(t, 100_00n);
    const expired = await buyQuote(rich.tokens.at, 10_00n);
    t.clock.advance(10);
    const fresh = await buyQuote(rich.tokens.at, 10_00n);
    const strangers = await buyQuote(stranger.tokens.at, 10_00n);
    const firstOfPoor = await buyQuote(poor.tokens.at, 20_00n);
    const secondOfPoor = await buyQuote(poor.tokens.at, 20_00n);

    const outcomes = await t.database.db.transaction().execute((trx) =>
      t.services.trades.executeAll(trx, [
        { customerGuid: rich.guid, quoteGuid: fresh },
        { customerGuid: rich.guid, quoteGuid: fresh },
        { customerGuid: rich.guid, quoteGuid: expired },
        { customerGuid: rich.guid, quoteGuid: strangers },
        { customerGuid: poor.guid, quoteGuid: firstOfPoor },
        { customerGuid: poor.guid, quoteGuid: secondOfPoor },
      ]),
    );

    expect(outcomes.map(errorCode)).toEqual([
      undefined,
      'data_exists',
      'quote_expired',
      'not_found',
      undefined,
      undefined,
    ]);
    expect(outcomes.map((outcome) => (outcome.ok ? outcome.value.state : 'refused'))).toEqual([
      'settling',
      'refused',
      'refused',
      'refused',
      'settling',
      'failed',
    ]);
    const failed = outcomes[5];
    expect(failed?.ok && failed.value.failureCode).toBe('non_sufficient_funds');

    const quotes = await t.database.db
      .selectFrom('quotes')
      .select(['guid', 'trade_guid'])
      .where('guid', 'in', [expired, strangers])
      .execute();
    expect(quotes.map((quote) => quote.trade_guid)).toEqual([null, null]);
    const trades = await api(t, stranger.tokens.at, 'GET', '/api/trades');
    expect(trades.json.total).toBe(0n);
  });

  it('refuses a trade without an account alone, and executes the others around it', async () => {
    const lacking = await fundedCustomer(t, 100_00n);
    await withoutAccount(t, lacking.guid, 'LTC');
    const others = await Promise.all([
      fundedCustomer(t, 100_00n),
      fundedCustomer(t, 100_00n),
      fundedCustomer(t, 100_00n),
    ]);
    const refused = await buyQuote(lacking.tokens.at, 10_00n, 'LTC-CAD');
    const quotes = await Promise.all(others.map((other) => buyQuote(other.tokens.at, 10_00n)));
    const before = await tableCounts(t);

    const answers = await Promise.all([
      api(t, lacking.tokens.at, 'POST', '/api/trades', { quote_guid: refused }),
      ...others.map((other, index) =>
        api(t, other.tokens.at, 'POST', '/api/trades', { quote_guid: quotes[index] }),
      ),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 201, 201, 201]);
    const after = await tableCounts(t);
    expect(after.trades).toBe((before.trades ?? 0) + 3);
    const claimed = await t.database.db
      .selectFrom('quotes')
      .select('trade_guid')
      .where('guid', '=', refused)
      .executeTakeFirstOrThrow();
    expect(claimed.trade_guid).toBeNull();
  });
});
