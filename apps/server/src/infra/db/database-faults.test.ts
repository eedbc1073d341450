import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../testing/throwaway-postgres.js';
import { defaultDatabaseTimeouts } from '../config.js';
import { type Database, openDatabase } from './database.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { migrateToLatest } from './migrator.js';

/**
 * The pool under a PostgreSQL that ends its sessions, stops and comes back (docs/decisions/0013),
 * on a cluster of this file's own. Without an 'error' listener on every client, each of these
 * would throw from a socket callback and end the process (vitest reports it as an unhandled
 * error).
 */
let cluster: ThrowawayPostgres;
let database: Database;
const lost: Error[] = [];

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  database = await openDatabase({
    driver: 'postgres',
    url: cluster.url(),
    poolSize: 4,
    timeouts: defaultDatabaseTimeouts,
  });
  database.onConnectionError((error) => lost.push(error));
});
afterAll(async () => {
  await database?.close();
  await cluster?.destroy();
});

const one = async () => (await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db)).rows;

/** Resolves once the pool has heard of `count` lost connections in all. */
const heardOf = (count: number) => vi.waitUntil(() => lost.length >= count, { timeout: 10_000 });

describe('a pool whose PostgreSQL sessions are ended', () => {
  it('drops idle connections that were ended and opens new ones', async () => {
    // Two sessions in the pool, both idle.
    await Promise.all([one(), one()]);
    const ended = await cluster.terminateSessions('postgres');
    expect(ended).toBe(2);
    await heardOf(2);
    expect(lost.map((error) => isDatabaseUnavailable(error))).toEqual([true, true]);
    expect(await one()).toEqual([{ one: 1 }]);
  });

  it('fails a transaction whose session ends between two statements, and goes on', async () => {
    const before = lost.length;
    const transaction = database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
      expect(await cluster.terminateSessions('postgres', rows[0]?.pid)).toBe(1);
      // The checked-out client hears of it while no statement runs: the case that used to
      // kill the process.
      await heardOf(before + 1);
      await sql`SELECT 1`.execute(trx);
    });
    const failure = await transaction.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(lost).toHaveLength(before + 1);
    expect(await one()).toEqual([{ one: 1 }]);
  });
});

describe('a pool whose PostgreSQL is down', () => {
  it('fails at once with an error answered 503, then works again when it is back', async () => {
    await one();
    await cluster.stop();
    const refused = await one().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);

    await cluster.start();
    expect(await one()).toEqual([{ one: 1 }]);
  });
});

describe('the session timeouts', () => {
  const short = { connectMs: 1_000, statementMs: 300, lockMs: 200, idleInTransactionMs: 300 };
  let bounded: Database;
  const boundedLost: Error[] = [];
  beforeAll(async () => {
    bounded = await openDatabase({
      driver: 'postgres',
      url: cluster.url(),
      poolSize: 1,
      timeouts: short,
    });
    bounded.onConnectionError((error) => boundedLost.push(error));
  });
  afterAll(() => bounded?.close());

  const failureOf = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('cut a long statement short, with an error answered 503', async () => {
    const failure = await failureOf(sql`SELECT pg_sleep(2)`.execute(bounded.db));
    expect(failure).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it('cut a lock wait short, with an error answered 503', async () => {
    await sql`CREATE TABLE IF NOT EXISTS held (id int)`.execute(database.db);
    const holding = database.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE held`.execute(trx);
      return failureOf(sql`SELECT * FROM held`.execute(bounded.db));
    });
    const failure = await holding;
    expect(failure).toMatchObject({ code: '55P03' });
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it('end a session left idle in a transaction, which the next statement learns', async () => {
    const failure = await failureOf(
      bounded.db.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        // Nothing runs while PostgreSQL waits out the idle-in-transaction timeout.
        await vi.waitUntil(() => boundedLost.length > 0, { timeout: 10_000 });
        await sql`SELECT 1`.execute(trx);
      }),
    );
    expect(boundedLost[0]).toMatchObject({ code: '25P03' });
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it('do not bound migrations, and are back on the connection after them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'maple-migrations-'));
    writeFileSync(join(dir, '0001_wait_a_while.sql'), 'SELECT pg_sleep(0.5);');
    try {
      expect(await migrateToLatest(bounded.db, pathToFileURL(`${dir}/`))).toEqual([
        '0001_wait_a_while',
      ]);
      const failure = await failureOf(sql`SELECT pg_sleep(0.5)`.execute(bounded.db));
      expect(failure).toMatchObject({ code: '57014' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
