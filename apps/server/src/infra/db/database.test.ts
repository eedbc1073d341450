import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.js';
import { defaultDatabaseTimeouts } from '../config.js';
import type { Database } from './database.js';
import { openDatabase } from './database.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { migrateToLatest, pendingMigrations } from './migrator.js';

describe('test database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is fully migrated', async () => {
    expect(await pendingMigrations(database.db)).toEqual([]);
  });

  it('returns int8 as bigint and numeric as an exact string on every driver', async () => {
    const { rows } = await sql<{ i: bigint; n: string }>`
      select 9007199254740993::int8 as i,
             123456789012345678901234567890::numeric(78,0) as n`.execute(database.db);
    expect(rows[0]).toEqual({ i: 9007199254740993n, n: '123456789012345678901234567890' });
  });

  it('keeps concurrent transactions apart', async () => {
    await sql`create table tx_probe (v int)`.execute(database.db);
    // The first transaction fails after writing; the second, interleaved with it, must neither
    // see nor lose anything because of it. On PostgreSQL each waits for the other's write, so
    // they interleave for sure; PGlite, one session, runs them one after the other.
    const interleaved = database.driver === 'postgres';
    const firstWrote = signal();
    const secondWrote = signal();
    const failing = database.db.transaction().execute(async (trx) => {
      await sql`insert into tx_probe values (1)`.execute(trx);
      firstWrote.done();
      if (interleaved) await secondWrote.promise;
      throw new Error('roll me back');
    });
    const succeeding = database.db.transaction().execute(async (trx) => {
      if (interleaved) await firstWrote.promise;
      await sql`insert into tx_probe values (2)`.execute(trx);
      secondWrote.done();
      const { rows } = await sql<{ v: number }>`select v from tx_probe`.execute(trx);
      expect(rows).toEqual([{ v: 2 }]);
    });
    await expect(failing).rejects.toThrow('roll me back');
    await succeeding;
    const { rows } = await sql<{ v: number }>`select v from tx_probe`.execute(database.db);
    expect(rows).toEqual([{ v: 2 }]);
  });

  it('refuses to change or delete audit events', async () => {
    await database.db
      .insertInto('audit_events')
      .values({
        actor_type: 'system',
        actor_id: null,
        action: 'test.append',
        request_id: null,
        details: '{}',
      })
      .execute();
    await expect(
      sql`update audit_events set action = 'test.changed'`.execute(database.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(database.db)).rejects.toThrow(/append-only/);
  });
});

/** A promise one side resolves (`done`) and the other awaits. */
function signal(): { promise: Promise<void>; done: () => void } {
  let done = () => {};
  const promise = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { promise, done };
}

describe('a PostgreSQL server that never answers', () => {
  it('is given up after the connect timeout, with an error answered 503', async () => {
    // It takes connections and says nothing: a host that went away mid-failover.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const database = await openDatabase({
      driver: 'postgres',
      url: `postgres://maple@127.0.0.1:${address.port}/maple`,
      poolSize: 1,
      timeouts: { ...defaultDatabaseTimeouts, connectMs: 200 },
    });
    try {
      const failure = await sql`select 1`.execute(database.db).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await database.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe('embedded database on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'maple-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps data and applied migrations across a restart', async () => {
    const first = await openDatabase({ driver: 'pglite', dataDir: dir });
    expect((await migrateToLatest(first.db)).length).toBeGreaterThan(0);
    await first.db
      .insertInto('audit_events')
      .values({
        actor_type: 'system',
        actor_id: null,
        action: 'test.persisted',
        request_id: null,
        details: '{}',
      })
      .execute();
    await first.close();

    const second = await openDatabase({ driver: 'pglite', dataDir: dir });
    expect(await migrateToLatest(second.db)).toEqual([]);
    const rows = await second.db.selectFrom('audit_events').select('action').execute();
    expect(rows).toEqual([{ action: 'test.persisted' }]);
    await second.close();
  });

  it('closes even when it was never queried', async () => {
    const database = await openDatabase({ driver: 'pglite', dataDir: undefined });
    await database.close();
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow(/closed/);
  });
});

describe('migrator', () => {
  it('rolls back a failing migration as a whole and reports which one failed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'maple-migrations-'));
    writeFileSync(join(dir, '0001_create_ok.sql'), 'create table ok_probe (v int);');
    writeFileSync(
      join(dir, '0002_break_things.sql'),
      'create table half_probe (v int); select 1/0;',
    );
    const database = await openDatabase({ driver: 'pglite', dataDir: undefined });
    const url = pathToFileURL(`${dir}/`);
    try {
      await expect(migrateToLatest(database.db, url)).rejects.toThrow(/0002_break_things/);
      const { rows } = await sql<{ name: string | null }>`
        select to_regclass('half_probe')::text as name`.execute(database.db);
      expect(rows[0]?.name).toBeNull();
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('applies a migration added after the others were applied, and only that one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'maple-migrations-'));
    writeFileSync(join(dir, '0001_create_first.sql'), 'create table first_probe (v int);');
    const database = await openDatabase({ driver: 'pglite', dataDir: undefined });
    const url = pathToFileURL(`${dir}/`);
    try {
      expect(await migrateToLatest(database.db, url)).toEqual(['0001_create_first']);
      expect(await migrateToLatest(database.db, url)).toEqual([]);
      writeFileSync(join(dir, '0002_create_second.sql'), 'create table second_probe (v int);');
      expect(await migrateToLatest(database.db, url)).toEqual(['0002_create_second']);
      expect(await pendingMigrations(database.db, url)).toEqual([]);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects a migration file that breaks the naming rule', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'maple-migrations-'));
    writeFileSync(join(dir, 'add-stuff.sql'), 'select 1;');
    const database = await openDatabase({ driver: 'pglite', dataDir: undefined });
    try {
      await expect(migrateToLatest(database.db, pathToFileURL(`${dir}/`))).rejects.toThrow(
        /NNNN_verb_object/,
      );
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
