import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.js';
import type { Database } from '../db/database.js';
import { jobDatabase } from './job-database.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("pg-boss's database", () => {
  it('runs its maintenance scripts (one BEGIN … COMMIT string each)', async () => {
    const boss = new PgBoss({ db: jobDatabase(database.db), migrate: false, schedule: false });
    await expect(boss.maintain()).resolves.toEqual({ ms: expect.any(Number) });
  });

  it('rolls back a script that fails midway, so its connection serves the next caller', async () => {
    const db = database.db;
    await expect(
      jobDatabase(db).executeSql('BEGIN; CREATE TABLE script_probe (v int); SELECT 1 / 0; COMMIT;'),
    ).rejects.toThrow(/division by zero/);

    // Each of the pool's connections (PGlite's only session) answers, in no open transaction.
    for (let query = 0; query < 12; query += 1) {
      const { rows } = await sql<{ alone: boolean }>`
        SELECT now() = statement_timestamp() AS alone`.execute(db);
      expect(rows).toEqual([{ alone: true }]);
    }
    const { rows } = await sql<{ table: string | null }>`
      SELECT to_regclass('script_probe')::text AS table`.execute(db);
    expect(rows).toEqual([{ table: null }]);
  });
});
