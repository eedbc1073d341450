import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultDatabaseTimeouts } from './infra/config.js';
import { openDatabase } from './infra/db/database.js';
import { ledgerViolations } from './modules/ledger/invariants.js';
import { writeBuiltWebApp } from './testing/built-web-app.js';
import {
  carefulPost,
  createdQuote,
  nothingSeen,
  prepareTraders,
  refusal,
  type Traded,
  type Trader,
  tradeUntilStopped,
} from './testing/careful-client.js';
import { type ServerProcess, startServer } from './testing/server-process.js';
import { testConfig } from './testing/test-app.js';
import { startThrowawayPostgres, type ThrowawayPostgres } from './testing/throwaway-postgres.js';

/**
 * The server process on a PostgreSQL of this file's own that ends its sessions, stops, restarts
 * and stalls (docs/decisions/0013): the process stays up, answers 503 with Retry-After while it
 * cannot reach the database (never a reset connection, never a 500), is back by itself within
 * seconds, and no trade is lost, doubled or executed on a quote that expired.
 */
const QUOTE_TTL_SECONDS = 2;
const webDir = writeBuiltWebApp();
let cluster: ThrowawayPostgres;
let databaseUrl: string;
let server: ServerProcess;
let baseUrl: string;
let traders: Trader[];

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  databaseUrl = await cluster.createDatabase('maple');
  server = startServer({
    DATABASE_URL: databaseUrl,
    PORT: '0',
    WEB_DIST_DIR: webDir,
    DEMO_ACCOUNTS: 'false',
    TOKEN_SECRET: testConfig.tokens.secret,
    RATE_LIMIT_PER_MINUTE: '100000',
    QUOTE_TTL_SECONDS: String(QUOTE_TTL_SECONDS),
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
  });
  baseUrl = await server.listening();
  traders = await prepareTraders(databaseUrl, 7, 100_000_00n);
}, 120_000);
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await cluster?.destroy();
  rmSync(webDir, { recursive: true, force: true });
});

const alive = () => server.child.exitCode === null && server.child.signalCode === null;
const get = (path: string, token?: string) =>
  fetch(
    `${baseUrl}${path}`,
    token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } },
  );
const readyAgain = () =>
  vi.waitUntil(async () => (await get('/readyz')).status === 200, {
    timeout: 10_000,
    interval: 50,
  });

describe('PostgreSQL ending the server’s idle sessions', () => {
  it('leaves the process up, serving on new sessions', async () => {
    expect((await get('/readyz')).status).toBe(200);
    await vi.waitUntil(
      async () => {
        const [row] = await cluster.query<{ idle: string; busy: string }>(
          `SELECT count(*) FILTER (WHERE state = 'idle') AS idle,
                  count(*) FILTER (WHERE state <> 'idle') AS busy
           FROM pg_stat_activity WHERE datname = 'maple'`,
        );
        return Number(row?.idle) > 0 && Number(row?.busy) === 0;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(await cluster.terminateSessions('maple')).toBeGreaterThan(0);

    await readyAgain();
    expect((await get('/api/trades', traders[0]?.token)).status).toBe(200);
    expect(alive()).toBe(true);
  });
});

describe('PostgreSQL down', () => {
  it('is answered 503 with Retry-After on every surface, and served again once it is back', async () => {
    await cluster.stop();
    const readiness = await get('/readyz');
    expect(readiness.status).toBe(503);
    expect(readiness.headers.get('retry-after')).toBe('1');
    const platform = await get('/api/trades', traders[0]?.token);
    expect(platform.status).toBe(503);
    expect(platform.headers.get('retry-after')).toBe('1');
    expect(await platform.json()).toEqual({
      status: 503,
      error_message: expect.any(String),
      message_code: 'service_unavailable',
    });
    const signIn = await fetch(`${baseUrl}/identity/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.ca', password: 'quartz-lantern-pivot-92' }),
    });
    expect(signIn.status).toBe(503);
    expect(signIn.headers.get('retry-after')).toBe('1');
    expect(await signIn.json()).toMatchObject({
      code: 'service_unavailable',
      request_id: expect.any(String),
    });
    expect(alive()).toBe(true);

    await cluster.start();
    await readyAgain();
    expect((await get('/api/trades', traders[0]?.token)).status).toBe(200);
  });
});

describe('PostgreSQL failing under trade load', () => {
  it('keeps trading through ended sessions and a restart, losing and doubling nothing', async () => {
    const seen = nothingSeen();
    const traded: Traded = { executed: [], unexpected: [] };
    let stopped = false;
    const load = traders
      .slice(0, 6)
      .map((trader) => tradeUntilStopped(baseUrl, trader, () => stopped, seen, traded));
    /** Resolves once `more` trades have executed since it was called (or a trader gave up). */
    const executed = (more: number) => {
      const target = traded.executed.length + more;
      return vi.waitUntil(() => traded.executed.length >= target || traded.unexpected.length > 0, {
        timeout: 15_000,
        interval: 20,
      });
    };

    await executed(20);
    expect(await cluster.terminateSessions('maple')).toBeGreaterThan(0);
    await executed(20);
    expect(await cluster.terminateSessions('maple')).toBeGreaterThan(0);
    await executed(20);
    await cluster.restart();
    await executed(20);
    stopped = true;
    await Promise.all(load);

    expect(alive()).toBe(true);
    expect(seen.unanswered).toEqual([]);
    expect(traded.unexpected).toEqual([]);
    expect(seen.statuses).toContain(503);
    expect(seen.statuses.filter((status) => ![201, 422, 503].includes(status))).toEqual([]);
    expect(seen.withoutRetryAfter).toBe(0);

    const database = await openDatabase({
      driver: 'postgres',
      url: databaseUrl,
      poolSize: 2,
      timeouts: defaultDatabaseTimeouts,
    });
    try {
      expect(await ledgerViolations(database.db)).toEqual({});
      const customers = traders.slice(0, 6).map((trader) => trader.guid);
      const byGuid = (a: { guid: string }, b: { guid: string }) => a.guid.localeCompare(b.guid);
      // Every trade answered 201 is stored, once, on its quote; no other trade was made…
      const stored = await database.db
        .selectFrom('trades')
        .select(['guid', 'quote_guid as quoteGuid'])
        .where('customer_guid', 'in', customers)
        .execute();
      expect(stored.sort(byGuid)).toEqual([...traded.executed].sort(byGuid));
      // … and every quote taken was taken by one of them: none lost its trade, none refused as
      // expired was executed after all.
      const taken = await database.db
        .selectFrom('quotes')
        .select('trade_guid')
        .where('customer_guid', 'in', customers)
        .where('trade_guid', 'is not', null)
        .execute();
      expect(taken.map((quote) => quote.trade_guid).sort()).toEqual(
        traded.executed.map((trade) => trade.guid).sort(),
      );
    } finally {
      await database.close();
    }
  });
});

describe('a trade whose transaction stalls past its quote’s expiry', () => {
  it('is refused quote_expired and moves no money', async () => {
    const trader = traders[6];
    if (trader === undefined) throw new Error('no trader left');
    const seen = nothingSeen();
    const quote = await carefulPost(
      `${baseUrl}/api/quotes`,
      trader.token,
      { symbol: 'BTC-CAD', side: 'buy', deliver_amount: 10_00 },
      'stalled:quote',
      seen,
    );
    const quoteGuid = createdQuote.parse(quote?.body).guid;
    const before = await booksOf(trader.guid);

    // Another session holds the trades table: the trade's INSERT waits for it.
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE trades IN SHARE ROW EXCLUSIVE MODE');
      const trade = carefulPost(
        `${baseUrl}/api/trades`,
        trader.token,
        { quote_guid: quoteGuid },
        'stalled:trade',
        seen,
      );
      await vi.waitUntil(
        async () => {
          const { rows } = await locker.query<{ waiting: string }>(
            `SELECT count(*) AS waiting FROM pg_locks
             WHERE relation = 'trades'::regclass AND NOT granted`,
          );
          return Number(rows[0]?.waiting) > 0;
        },
        { timeout: 10_000, interval: 20 },
      );
      // The quote was claimed in time; now the database's clock passes its expiry.
      await vi.waitUntil(
        async () => {
          const { rows } = await locker.query<{ expired: boolean }>(
            'SELECT clock_timestamp() >= expires_at AS expired FROM quotes WHERE guid = $1',
            [quoteGuid],
          );
          return rows[0]?.expired === true;
        },
        { timeout: (QUOTE_TTL_SECONDS + 10) * 1000, interval: 50 },
      );
      await locker.query('ROLLBACK');

      const answer = await trade;
      expect(answer?.status).toBe(422);
      expect(refusal.parse(answer?.body).message_code).toBe('quote_expired');
    } finally {
      await locker.end();
    }
    expect(await booksOf(trader.guid)).toEqual(before);
    expect(seen.unanswered).toEqual([]);
  });
});

/** A customer's balances and trades, and every journal entry and stored answer: what must not move. */
async function booksOf(customerGuid: string) {
  const balances = await cluster.query(
    `SELECT la.asset, la.balance, la.held FROM ledger_accounts la
     JOIN accounts a ON a.guid = la.account_guid
     WHERE a.customer_guid = $1 ORDER BY la.asset`,
    [customerGuid],
    'maple',
  );
  const [counts] = await cluster.query(
    `SELECT (SELECT count(*) FROM journal_entries) AS entries,
            (SELECT count(*) FROM trades WHERE customer_guid = $1) AS trades,
            (SELECT count(*) FROM quotes WHERE customer_guid = $1 AND trade_guid IS NOT NULL) AS executed,
            (SELECT count(*) FROM idempotency_keys WHERE customer_guid = $1) AS keys`,
    [customerGuid],
    'maple',
  );
  return { balances, counts };
}
