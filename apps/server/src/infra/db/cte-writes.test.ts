import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.js';
import { type CteWrite, decimals, runWrites, withWrites } from './cte-writes.js';
import type { Database } from './database.js';

const insertInto = (name: string, table: string, values: readonly bigint[]): CteWrite => ({
  name,
  statement: sql`
    INSERT INTO ${sql.table(table)} (v)
    SELECT * FROM unnest(${decimals(values)}::bigint[])
    RETURNING v
  `,
});

describe('writes carried by one statement', () => {
  let database: Database;
  const rowsOf = async (table: string) => {
    const { rows } = await sql<{
      v: string;
    }>`SELECT v::text FROM ${sql.table(table)} ORDER BY v`.execute(database.db);
    return rows.map((row) => row.v);
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`CREATE TABLE cte_left (v bigint PRIMARY KEY)`.execute(database.db);
    await sql`CREATE TABLE cte_right (v bigint PRIMARY KEY)`.execute(database.db);
  });
  afterAll(() => database.close());

  it('runs every write, each once, though nothing reads them', async () => {
    await runWrites(database.db, [
      insertInto('lefts', 'cte_left', [1n, 2n]),
      insertInto('rights', 'cte_right', [9_007_199_254_740_993n]),
    ]);
    expect(await rowsOf('cte_left')).toEqual(['1', '2']);
    expect(await rowsOf('cte_right')).toEqual(['9007199254740993']);
  });

  it('writes nothing at all when one of them fails', async () => {
    await expect(
      runWrites(database.db, [
        insertInto('fresh', 'cte_left', [3n]),
        insertInto('taken', 'cte_right', [9_007_199_254_740_993n]),
      ]),
    ).rejects.toThrow();
    expect(await rowsOf('cte_left')).toEqual(['1', '2']);
  });

  it('lets the statement that carries them read what they returned', async () => {
    const { rows } = await withWrites<{ written: number }>(
      [insertInto('lefts', 'cte_left', [4n, 5n, 6n])],
      sql`SELECT count(*)::int AS written FROM lefts`,
    ).execute(database.db);
    expect(rows).toEqual([{ written: 3 }]);
    expect(await rowsOf('cte_left')).toEqual(['1', '2', '4', '5', '6']);
  });

  it('refuses two writes of one name, before sending anything', async () => {
    expect(() =>
      withWrites(
        [insertInto('twice', 'cte_left', [7n]), insertInto('twice', 'cte_right', [7n])],
        sql`SELECT 1`,
      ),
    ).toThrow('share a name');
    expect(await rowsOf('cte_right')).toEqual(['9007199254740993']);
  });
});
