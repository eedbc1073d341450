import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createdEach, IdempotentPosts } from '../../infra/api-kit/idempotency.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { api, fundedCustomer } from '../../testing/trading-flows.js';
import { ledgerViolations } from '../ledger/invariants.js';
import type { TradeRequest } from './trade.service.js';
import { tradeModel } from './trading.models.js';

/**
 * A quote's expiry is decided by the database's clock as the trade commits (docs/decisions/0013):
 * a transaction that stalls until its quote has expired cannot execute it, and moves no money.
 * The database's clock cannot be moved, so these quotes live 2 s by the wall clock and the
 * tests wait, inside the stalled transaction, until the database's clock says they expired.
 * (PGlite is one session, so here the stall is the transaction's own; server-faults.test.ts
 * stalls a real server's trade from another session on PostgreSQL.)
 */
const TTL_SECONDS = 2;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trading: { ...testConfig.trading, quoteTtlSeconds: TTL_SECONDS } });
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await ledgerViolations(t.database.db)).toEqual({});
});

/** A quote issued at the wall clock's time, so that the database's clock expires it. */
async function quoteByTheWallClock(token: string): Promise<string> {
  t.clock.set(new Date());
  const quote = await api(t, token, 'POST', '/api/quotes', {
    symbol: 'BTC-CAD',
    side: 'buy',
    deliver_amount: 10_00n,
  });
  expect(quote.statusCode).toBe(201);
  return String(quote.json.guid);
}

/** Resolves once the database's clock (as `db`, perhaps a transaction, sees it) has passed it. */
function expiredByTheDatabaseClock(db: Kysely<Schema>, quoteGuid: string) {
  return vi.waitUntil(
    async () => {
      const { rows } = await sql<{ expired: boolean }>`
        SELECT clock_timestamp() >= expires_at AS expired FROM quotes WHERE guid = ${quoteGuid}
      `.execute(db);
      return rows[0]?.expired === true;
    },
    { timeout: (TTL_SECONDS + 10) * 1000, interval: 50 },
  );
}

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

describe('a trade whose quote expires while its transaction stalls', () => {
  it('cannot commit, and leaves the quote, the money and the books as they were', async () => {
    const customer = await fundedCustomer(t, 100_00n);
    const quoteGuid = await quoteByTheWallClock(customer.tokens.at);
    const before = await tableCounts(t);

    const committed = t.database.db.transaction().execute(async (trx) => {
      const [outcome] = await t.services.trades.executeAll(trx, [
        { customerGuid: customer.guid, quoteGuid },
      ]);
      // Claimed and executed while the quote was valid; then the transaction stalls.
      expect(outcome?.ok && outcome.value.state).toBe('settling');
      await expiredByTheDatabaseClock(trx, quoteGuid);
    });

    const refusal = t.services.trades.refusalAtCommit(await committed.catch((error) => error));
    expect(refusal?.code).toBe('quote_expired');
    expect(await tableCounts(t)).toEqual(before);
  });

  it('is answered 422 alone, and in a batch the others still execute', async () => {
    const customer = await fundedCustomer(t, 100_00n);
    const other = await fundedCustomer(t, 100_00n);
    const lone = await quoteByTheWallClock(customer.tokens.at);
    // The trades endpoint's batching, with a stall before COMMIT until the quote has expired.
    const batchSizes: number[] = [];
    const stallUntilExpired = (quoteGuid: string) =>
      new IdempotentPosts(
        { db: t.database.db, clock: t.clock },
        {
          endpoint: 'POST /api/trades',
          perform: async (trx, requests: readonly TradeRequest[]) => {
            batchSizes.push(requests.length);
            const outcomes = await t.services.trades.executeAll(trx, requests);
            await expiredByTheDatabaseClock(trx, quoteGuid);
            return createdEach(outcomes, tradeModel);
          },
          atomic: true,
          maxBatch: 100,
          maxInFlight: 2,
          refusalAtCommit: (error) => t.services.trades.refusalAtCommit(error),
        },
      );
    const before = await tableCounts(t);

    const alone = stallUntilExpired(lone).submit({
      customerGuid: customer.guid,
      key: 'lone',
      body: { quote_guid: lone },
      input: { customerGuid: customer.guid, quoteGuid: lone },
    });
    expect(codeOf(await alone.catch((error) => error))).toBe('quote_expired');
    // Refused, its key was given back: nothing of it was written.
    expect(await tableCounts(t)).toEqual(before);

    const expiring = await quoteByTheWallClock(customer.tokens.at);
    const lasting = await quoteByTheWallClock(other.tokens.at);
    await t.database.db
      .updateTable('quotes')
      .set({ expires_at: new Date(Date.now() + 3_600_000) })
      .where('guid', '=', lasting)
      .execute();
    const batch = stallUntilExpired(expiring);
    const [refused, executed] = await Promise.allSettled([
      batch.submit({
        customerGuid: customer.guid,
        key: 'expiring',
        body: { quote_guid: expiring },
        input: { customerGuid: customer.guid, quoteGuid: expiring },
      }),
      batch.submit({
        customerGuid: other.guid,
        key: 'lasting',
        body: { quote_guid: lasting },
        input: { customerGuid: other.guid, quoteGuid: lasting },
      }),
    ]);
    // The batch's COMMIT was refused; each request then ran alone (docs/decisions/0049).
    expect(batchSizes).toEqual([1, 2, 1, 1]);
    expect(refused?.status === 'rejected' && codeOf(refused.reason)).toBe('quote_expired');
    expect(executed?.status === 'fulfilled' && executed.value.status).toBe(201);
    const trades = await t.database.db
      .selectFrom('trades')
      .select('quote_guid')
      .where('quote_guid', 'in', [lone, expiring, lasting])
      .execute();
    expect(trades).toEqual([{ quote_guid: lasting }]);
  });
});

describe('a trade’s times', () => {
  it('are the database’s when the app’s clock lags behind it', async () => {
    const customer = await fundedCustomer(t, 100_00n);
    const quoteGuid = await quoteByTheWallClock(customer.tokens.at);
    const before = Date.now();
    // The app’s clock a minute behind the database’s.
    t.clock.set(new Date(before - 60_000));
    const trade = await api(t, customer.tokens.at, 'POST', '/api/trades', {
      quote_guid: quoteGuid,
    });
    expect(trade.statusCode).toBe(201);
    const stored = await t.database.db
      .selectFrom('trades')
      .select(['created_at', 'executed_at', 'settles_at'])
      .where('guid', '=', String(trade.json.guid))
      .executeTakeFirstOrThrow();
    const executedAt = stored.executed_at?.getTime() ?? 0;
    expect(executedAt).toBeGreaterThanOrEqual(before);
    expect(executedAt).toBeLessThanOrEqual(Date.now());
    expect(stored.created_at.getTime()).toBe(executedAt);
    expect(trade.json.created_at).toBe(stored.created_at.toISOString());
    expect(stored.settles_at?.getTime()).toBe(executedAt + 5_000);
  });
});
