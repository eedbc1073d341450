import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import { parse } from 'lossless-json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../../infra/db/migrator.js';
import type { Schema } from '../../infra/db/schema.js';
import {
  createProcessDatabase,
  createTestDatabase,
  type TestDatabase,
} from '../../testing/test-database.js';
import { AuditService } from './audit.service.js';
import { canonicalJson } from './audit-chain.js';
import { AuditLogService } from './audit-log.service.js';

/**
 * The audit trail as a hash chain (ADR 24): the database links every row it is given, the
 * verifier rebuilds each hash on its own and finds the first row changed, removed or cut
 * behind the application's back.
 */
let database: TestDatabase;
let db: Kysely<Schema>;
const audit = new AuditService();
let log: AuditLogService;
const actor = { staffId: 'staff-under-test', requestId: 'request-under-test' };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  log = new AuditLogService({ db, audit, staffEmails: async () => new Map() });
});
afterAll(async () => {
  await database.close();
});

const record = (action: string, details: Record<string, unknown> = {}, into = db) =>
  audit.record(into, { actorType: 'system', actorId: null, action, requestId: null, details });

const lastEvent = () =>
  db
    .selectFrom('audit_events')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();

/** Runs `work` as a superuser would, with every trigger of audit_events off, in one transaction. */
const behindTheAppsBack = (work: (trx: Kysely<Schema>) => Promise<unknown>) =>
  db.transaction().execute(async (trx) => {
    await sql`ALTER TABLE audit_events DISABLE TRIGGER USER`.execute(trx);
    await work(trx);
    await sql`ALTER TABLE audit_events ENABLE TRIGGER USER`.execute(trx);
  });

describe('the chain', () => {
  it('links each row to the one before it, whatever the insert names', async () => {
    await record('test.first');
    const first = await lastEvent();
    await sql`INSERT INTO audit_events (actor_type, action, prev_hash, hash)
              VALUES ('system', 'test.forged', ${'a'.repeat(64)}, ${'b'.repeat(64)})`.execute(db);
    const second = await lastEvent();
    expect(BigInt(second.id)).toBe(BigInt(first.id) + 1n);
    expect(second.prev_hash).toBe(first.hash);
    expect(second.hash).not.toBe('b'.repeat(64));
    expect(await log.verify(actor)).toMatchObject({ valid: true });
  });

  it('stays one unbroken line under 50 concurrent appenders, one of them rolled back', async () => {
    const before = await db.selectFrom('audit_chain_head').selectAll().executeTakeFirstOrThrow();
    const appenders = Array.from({ length: 50 }, (_, i) =>
      db.transaction().execute(async (trx) => {
        await record('test.concurrent', { i }, trx);
        if (i === 25) throw new Error('rolled back on purpose');
      }),
    );
    const settled = await Promise.allSettled(appenders);
    expect(settled.filter((s) => s.status === 'rejected')).toHaveLength(1);

    const rows = await db
      .selectFrom('audit_events')
      .select(['id', 'prev_hash', 'hash', 'details'])
      .where('id', '>', before.last_id)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(49);
    expect(rows.map((row) => row.details.i)).not.toContain(25);
    rows.forEach((row, index) => {
      expect(BigInt(row.id)).toBe(BigInt(before.last_id) + BigInt(index + 1));
      expect(row.prev_hash).toBe(index === 0 ? before.last_hash : rows[index - 1]?.hash);
    });
    const verified = await log.verify(actor);
    expect(verified).toMatchObject({ valid: true, lastId: BigInt(rows.at(-1)?.id ?? 0) });
    expect(verified.firstBrokenId).toBeUndefined();
  });

  it('hashes any JSON details the same way in the database and in the verifier', async () => {
    const details = fc
      .dictionary(
        fc.string({ unit: 'grapheme', maxLength: 8 }),
        fc.jsonValue({ stringUnit: 'grapheme', maxDepth: 3 }),
      )
      .filter((value) => !JSON.stringify(value).includes('\\u0000'));
    await fc.assert(
      fc.asyncProperty(details, async (value) => {
        await record('test.any_details', value);
        const { canonical, text } = await sql<{ canonical: string; text: string }>`
          SELECT audit_canonical_json(details) AS canonical, details::text AS text
          FROM audit_events ORDER BY id DESC LIMIT 1`
          .execute(db)
          .then((result) => result.rows[0] ?? { canonical: '', text: '' });
        expect(canonicalJson(parse(text))).toBe(canonical);
      }),
      { numRuns: 60 },
    );
    await record('test.edge_details', {
      é: 1,
      e: 2,
      '\u{1F600}': 3,
      '\uFFFD': 4,
      z: [1e21, 0.1, -0, 1e-7, 2 ** 60],
      nested: { b: { d: 1, c: [] }, a: {} },
      text: 'line\nbreak "quoted" \u0001 \\ /',
    });
    expect(await log.verify(actor)).toMatchObject({ valid: true });
  });
});

describe('tampering', () => {
  it('refuses UPDATE, DELETE and TRUNCATE from anyone the triggers bind', async () => {
    await record('test.kept');
    await expect(sql`UPDATE audit_events SET action = 'test.changed'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_events`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_events`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_chain_head`.execute(db)).rejects.toThrow(/append-only/);
    expect((await lastEvent()).action).toBe('test.kept');
  });

  it('finds a row changed with the triggers off, by its id, and nothing once it is put back', async () => {
    await record('test.amount', { amount: '100' });
    const target = await lastEvent();
    await record('test.after');
    await behindTheAppsBack((trx) =>
      sql`UPDATE audit_events SET details = '{"amount": "1"}' WHERE id = ${target.id}`.execute(trx),
    );
    expect(await log.verify(actor)).toMatchObject({
      valid: false,
      firstBrokenId: BigInt(target.id),
    });

    await behindTheAppsBack((trx) =>
      sql`UPDATE audit_events SET details = '{"amount": "100"}' WHERE id = ${target.id}`.execute(
        trx,
      ),
    );
    expect(await log.verify(actor)).toMatchObject({ valid: true });
  });

  it('finds a row removed from the middle, and rows cut from the end', async () => {
    await record('test.removed');
    const removed = await lastEvent();
    await record('test.next');
    const next = await lastEvent();
    await behindTheAppsBack(async (trx) => {
      await sql`CREATE TEMP TABLE saved_event AS SELECT * FROM audit_events WHERE id = ${removed.id}`.execute(
        trx,
      );
      await sql`DELETE FROM audit_events WHERE id = ${removed.id}`.execute(trx);
    });
    expect(await log.verify(actor)).toMatchObject({ valid: false, firstBrokenId: BigInt(next.id) });
    await behindTheAppsBack((trx) =>
      sql`INSERT INTO audit_events SELECT * FROM saved_event`.execute(trx),
    );
    await sql`DROP TABLE saved_event`.execute(db);
    expect(await log.verify(actor)).toMatchObject({ valid: true });

    // The verification itself was audited last: cut it off the end.
    const tail = await lastEvent();
    expect(tail.action).toBe('staff.audit_verified');
    await behindTheAppsBack((trx) =>
      sql`DELETE FROM audit_events WHERE id = ${tail.id}`.execute(trx),
    );
    expect(await log.verify(actor)).toMatchObject({ valid: false, firstBrokenId: BigInt(tail.id) });
  });
});

describe('migration 0021', () => {
  it('chains the rows written before it, gaps in their ids included, and numbers on from them', async () => {
    const target = await createProcessDatabase();
    const older = await target.open();
    try {
      const migrator = createMigrator(older.db);
      const names = (await migrator.getMigrations()).map((m) => m.name);
      const before = names[names.indexOf('0021_chain_audit_events') - 1];
      if (before === undefined) throw new Error('no migration before 0021');
      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      await record('test.before_chain', { n: 1 }, older.db);
      await older.db
        .transaction()
        .execute(async (trx) => {
          await record('test.rolled_back', {}, trx);
          throw new Error('leaves a gap in the ids');
        })
        .catch(() => undefined);
      await record('test.before_chain', { n: 3, nested: { b: 1, a: [0.5] } }, older.db);

      await migrateToLatest(older.db);
      const rows = await older.db.selectFrom('audit_events').selectAll().orderBy('id').execute();
      expect(rows.map((row) => Number(row.id))).toEqual([1, 3]);
      expect(rows[0]?.prev_hash).toBe('0'.repeat(64));
      expect(rows[1]?.prev_hash).toBe(rows[0]?.hash);
      const olderLog = new AuditLogService({
        db: older.db,
        audit,
        staffEmails: async () => new Map(),
      });
      expect(await olderLog.verify(actor)).toMatchObject({ valid: true, checked: 2, lastId: 3n });
      const verified = await older.db
        .selectFrom('audit_events')
        .select('id')
        .where('action', '=', 'staff.audit_verified')
        .executeTakeFirstOrThrow();
      expect(Number(verified.id)).toBe(4);
    } finally {
      await older.close();
      await target.dispose();
    }
  }, 90_000); // Migrating a database from nothing takes seconds on PGlite.
});
