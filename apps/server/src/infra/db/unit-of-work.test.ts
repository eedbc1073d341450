import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.js';
import { type CteWrite, decimals } from './cte-writes.js';
import type { Database } from './database.js';
import { UnflushedWritesError, withinUnitOfWork } from './unit-of-work.js';

const insertInto = (name: string, table: string, values: readonly bigint[]): CteWrite => ({
  name,
  statement: sql`INSERT INTO ${sql.table(table)} (v) SELECT * FROM unnest(${decimals(values)}::bigint[])`,
});

describe('a unit of work', () => {
  let database: Database;
  const rowsOf = async (table: string) => {
    const { rows } = await sql<{
      v: string;
    }>`SELECT v::text FROM ${sql.table(table)} ORDER BY v`.execute(database.db);
    return rows.map((row) => row.v);
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`CREATE TABLE uow_holds (v bigint PRIMARY KEY)`.execute(database.db);
    await sql`CREATE TABLE uow_usage (v bigint PRIMARY KEY)`.execute(database.db);
    await sql`CREATE TABLE uow_rows (v bigint PRIMARY KEY)`.execute(database.db);
  });
  afterAll(() => database.close());

  it("carries every module's writes in its owner's last statement, once", async () => {
    await database.db.transaction().execute((trx) =>
      withinUnitOfWork(trx, async (uow) => {
        uow.add([insertInto('holds', 'uow_holds', [1n])]);
        uow.add([insertInto('usage', 'uow_usage', [2n])]);
        expect(uow.hasPending).toBe(true);
        await uow.carry(sql`INSERT INTO uow_rows (v) VALUES (3)`).execute(uow.db);
        expect(uow.hasPending).toBe(false);
        await uow.carry(sql`INSERT INTO uow_rows (v) VALUES (4)`).execute(uow.db);
      }),
    );
    expect(await rowsOf('uow_holds')).toEqual(['1']);
    expect(await rowsOf('uow_usage')).toEqual(['2']);
    expect(await rowsOf('uow_rows')).toEqual(['3', '4']);
  });

  it('runs the writes on their own when nothing else is to be written', async () => {
    await database.db.transaction().execute((trx) =>
      withinUnitOfWork(trx, async (uow) => {
        uow.add([insertInto('holds', 'uow_holds', [5n])]);
        await uow.flush();
      }),
    );
    expect(await rowsOf('uow_holds')).toEqual(['1', '5']);
  });

  it('fails, and the transaction writes nothing, when a write handed over is never carried', async () => {
    const work = database.db.transaction().execute((trx) =>
      withinUnitOfWork(trx, async (uow) => {
        await sql`INSERT INTO uow_rows (v) VALUES (6)`.execute(uow.db);
        uow.add([insertInto('holds', 'uow_holds', [7n])]);
        return 'answered as if held';
      }),
    );
    await expect(work).rejects.toThrow(UnflushedWritesError);
    await expect(work).rejects.toThrow('never carried: holds');
    expect(await rowsOf('uow_rows')).toEqual(['3', '4']);
    expect(await rowsOf('uow_holds')).toEqual(['1', '5']);
  });
});
