import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { soleCoordination } from './infra/coordination/coordination.js';
import { setCustomerState } from './modules/customers/customers.repo.js';
import { ledgerViolations } from './modules/ledger/invariants.js';
import { createServices } from './services.js';
import { writeBuiltWebApp } from './testing/built-web-app.js';
import { httpCustomer } from './testing/http-customer.js';
import { type ServerProcess, startServer } from './testing/server-process.js';
import { testConfig } from './testing/test-app.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

/**
 * Two real server processes on one fresh PostgreSQL database (docs/design/shape-of-the-system.md,
 * ADR 14): one market, pooled limits and revocations, trades settled once. Runs on PostgreSQL only,
 * and once more with REDIS_URL (Redis pub/sub and rate limits) in CI.
 */
const perMinute = 30;
/** One prefix per run: runs sharing a Redis never see each other's messages or counters. */
const redisPrefix = `maple-test-${randomBytes(6).toString('hex')}:`;
let database: TestDatabase;
let webDir: string;
const servers: ServerProcess[] = [];

async function launch(): Promise<string> {
  if (database.target.driver !== 'postgres') throw new Error('runs on PostgreSQL only');
  const redis = process.env.REDIS_URL;
  const server = startServer({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.target.url,
    DATABASE_POOL_SIZE: '4',
    WEB_DIST_DIR: webDir,
    ALTCHA_MAX_NUMBER: '1000',
    RATE_LIMIT_PER_MINUTE: String(perMinute),
    SETTLEMENT_DELAY_SECONDS: '1',
    MARKET_SEED: '4242',
    ...(redis === undefined ? {} : { REDIS_URL: redis, REDIS_KEY_PREFIX: redisPrefix }),
  });
  servers.push(server);
  return (await server.listening()).replace('localhost', '127.0.0.1');
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await pause(50);
  }
}

/** Every asset's price and its tick's time, as the CoinGecko-shaped markets call answers. */
const prices = async (base: string) =>
  z
    .array(z.object({ id: z.string(), current_price: z.number(), last_updated: z.string() }))
    .parse(
      await (
        await fetch(`${base}/market/api/v3/coins/markets?vs_currency=cad&precision=full`)
      ).json(),
    );

/** Waits for a moment both answer the same prices, and answers them. */
const sameTick = (bases: string[]) =>
  until('every instance shows the same tick', async () => {
    const answers = await Promise.all(bases.map(prices));
    const [first, ...rest] = answers.map((answer) => JSON.stringify(answer));
    return rest.every((other) => other === first) ? answers[0] : undefined;
  });

const chart = async (base: string) =>
  z
    .object({ prices: z.array(z.tuple([z.number(), z.number()])) })
    .parse(
      await (
        await fetch(`${base}/market/api/v3/coins/bitcoin/market_chart?vs_currency=cad&days=365`)
      ).json(),
    ).prices;

async function api(
  base: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: z.record(z.string(), z.unknown()).parse(await res.json()) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  webDir = writeBuiltWebApp();
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await database.close();
  rmSync(webDir, { recursive: true, force: true });
}, 30_000);

describe('two server processes on one PostgreSQL database', () => {
  let a = '';
  let b = '';

  it('show the same prices for the same tick, tick after tick', async () => {
    a = await launch();
    b = await launch();
    const seen = new Set<string>();
    while (seen.size < 3) {
      const tick = await sameTick([a, b]);
      expect(tick).toHaveLength(6);
      seen.add(tick[0]?.last_updated ?? '');
    }
    // Up to the current price, which may tick between the two questions.
    expect((await chart(a)).slice(0, -1)).toEqual((await chart(b)).slice(0, -1));
  }, 60_000);

  it('execute a quote from one on the other; each trade settles once, the ledger sound', async () => {
    const customer = await httpCustomer(a, b);
    const guid = Buffer.from(customer.guid, 'base64url').toString();
    // Funded and verified the way the sandbox and identity verification would.
    const { ledger, accounts } = createServices(testConfig, database.db, soleCoordination());
    await setCustomerState(database.db, guid, 'verified', new Date());
    const [cad] = await accounts.ledgerAccountsOf(database.db, [
      { customerGuid: guid, asset: 'CAD' },
    ]);
    if (cad === undefined) throw new Error('no CAD account');
    await ledger.fundFromSandbox(database.db, {
      ledgerAccountId: cad.ledgerAccountId,
      asset: 'CAD',
      amount: 1_000_00n,
      idempotencyKey: `instances-test:${guid}`,
    });
    const trades: string[] = [];
    for (const [quoteAt, tradeAt] of [
      [a, b],
      [b, a],
    ] as const) {
      const quote = await api(quoteAt, customer.at, 'POST', '/api/quotes', {
        product_type: 'trading',
        symbol: 'BTC-CAD',
        side: 'buy',
        deliver_amount: 100_00,
      });
      expect(quote.status).toBe(201);
      const trade = await api(tradeAt, customer.at, 'POST', '/api/trades', {
        quote_guid: quote.json.guid,
      });
      expect(trade.status).toBe(201);
      trades.push(String(trade.json.guid));
    }
    for (const trade of trades) {
      await until(`trade ${trade} completes`, async () => {
        const read = await api(a, customer.at, 'GET', `/api/trades/${trade}`);
        return read.json.state === 'completed' ? true : undefined;
      });
    }
    const holds = await database.db
      .selectFrom('ledger_holds')
      .select(['reference', 'released_at'])
      .where(
        'reference',
        'in',
        trades.map((trade) => `trade:${trade}`),
      )
      .execute();
    expect(holds).toHaveLength(trades.length);
    expect(holds.every((hold) => hold.released_at !== null)).toBe(true);
    expect(await ledgerViolations(database.db)).toEqual({});
  }, 60_000);

  it('pool a rate limit: requests spread over both spend one budget', async () => {
    const unlock = (base: string) =>
      fetch(`${base}/identity/unlock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: 'not-a-real-unlock-token' }),
      }).then((res) => res.status);
    const within: number[] = [];
    for (let i = 0; i < perMinute; i += 1) within.push(await unlock(i % 2 === 0 ? a : b));
    expect(within.filter((status) => status === 429)).toEqual([]);
    expect([await unlock(a), await unlock(b)]).toEqual([429, 429]);
  }, 60_000);

  it('refuse on the other, within a second, a session signed out on one', async () => {
    const customer = await httpCustomer(a, a);
    expect((await api(b, customer.at, 'GET', '/api/accounts')).status).toBe(200);
    expect((await api(a, customer.ut, 'POST', '/identity/signout', {})).status).toBe(200);
    const signedOut = Date.now();
    await until('the other instance refuses the session', async () => {
      const status = (await api(b, customer.at, 'GET', '/api/accounts')).status;
      return status === 401 ? status : undefined;
    });
    expect(Date.now() - signedOut).toBeLessThan(1000);
  }, 60_000);

  it('go on with the same walk when the leader dies, and show it on a restarted one', async () => {
    const before = await sameTick([a, b]);
    const history = await chart(b);
    const epoch = async () =>
      (await database.db.selectFrom('market_feeds').select('epoch').executeTakeFirstOrThrow())
        .epoch;
    const epochBefore = BigInt(await epoch());
    // The first one started leads; it dies without a word, its lock with its connection.
    servers[0]?.child.kill('SIGKILL');
    await servers[0]?.exited;
    const after = await until('the other instance leads and ticks on', async () => {
      // A tick the dying leader wrote just before the kill is not the other's: wait for its epoch.
      if (BigInt(await epoch()) <= epochBefore) return undefined;
      const now = await prices(b);
      return (now[0]?.last_updated ?? '') > (before[0]?.last_updated ?? '') ? now : undefined;
    });
    expect(BigInt(await epoch())).toBeGreaterThan(epochBefore);
    // The walk continues from where it was (a move of seconds), not from the seed's price.
    const price = (tick: typeof before) => tick.find((row) => row.id === 'bitcoin')?.current_price;
    const move = Number(price(after)) / Number(price(before)) - 1;
    expect(Math.abs(move)).toBeLessThan(0.01);
    expect((await chart(b)).slice(0, -1)).toEqual(history.slice(0, -1));

    a = await launch();
    await sameTick([a, b]);
    expect((await chart(a)).slice(0, -1)).toEqual((await chart(b)).slice(0, -1));
  }, 60_000);
});
