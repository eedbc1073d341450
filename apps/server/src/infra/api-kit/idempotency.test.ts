import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionedCustomer } from '../../testing/ledger-fixtures.js';
import { TestClock } from '../../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import type { ItemOutcome } from '../db/batch-queue.js';
import type { Schema } from '../db/schema.js';
import { type Answer, IdempotentPosts } from './idempotency.js';

let database: TestDatabase;
let db: Kysely<Schema>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

/** An endpoint whose batches read a word per input before their transaction. */
function wordsEndpoint(prepare: (inputs: readonly number[]) => Promise<Map<number, string>>) {
  const prepared: { inTransaction: boolean; inputs: number[] }[] = [];
  const performed: { inTransaction: boolean; words: (string | undefined)[] }[] = [];
  const posts = new IdempotentPosts<number, Map<number, string>>(
    { db, clock: new TestClock(new Date('2027-01-10T12:00:00Z')) },
    {
      endpoint: 'POST /test/words',
      prepare: async (pool, inputs) => {
        prepared.push({ inTransaction: pool.isTransaction, inputs: [...inputs] });
        return prepare(inputs);
      },
      perform: async (trx, inputs, words) => {
        performed.push({
          inTransaction: trx.isTransaction,
          words: inputs.map((input) => words?.get(input)),
        });
        return inputs.map((input) => ({
          ok: true,
          value: { status: 201, body: { word: words?.get(input) } },
        }));
      },
      atomic: true,
      maxBatch: 100,
      maxInFlight: 1,
    },
  );
  return { posts, prepared, performed };
}

const spelled = (inputs: readonly number[]) =>
  Promise.resolve(new Map(inputs.map((input) => [input, `word ${input}`])));

describe('a batch with a prepare step', () => {
  it('reads through the pool before its transaction, for every request, and performs with it', async () => {
    const { customerGuid } = await provisionedCustomer(db);
    const { posts, prepared, performed } = wordsEndpoint(spelled);
    const submit = (key: string, input: number) =>
      posts.submit({ customerGuid, key, body: { input }, input });

    const answers = await Promise.all([submit('one', 1), submit('two', 2)]);
    expect(answers).toEqual([
      { status: 201, body: { word: 'word 1' } },
      { status: 201, body: { word: 'word 2' } },
    ]);
    expect(prepared).toEqual([{ inTransaction: false, inputs: [1, 2] }]);
    expect(performed).toEqual([{ inTransaction: true, words: ['word 1', 'word 2'] }]);

    // A retry is answered from its key: prepared for, never performed again.
    const again = await submit('one', 1);
    expect(again).toMatchObject({ status: 201, replay: JSON.stringify({ word: 'word 1' }) });
    expect(prepared).toHaveLength(2);
    expect(performed.flatMap(({ words }) => words)).toEqual(['word 1', 'word 2']);
  });

  it('fails the batch when the reads fail, writing nothing: a retry runs anew', async () => {
    const { customerGuid } = await provisionedCustomer(db);
    let failing = true;
    const { posts, performed } = wordsEndpoint((inputs) =>
      failing ? Promise.reject(new Error('the pool is gone')) : spelled(inputs),
    );
    const submit = () => posts.submit({ customerGuid, key: 'k', body: { input: 3 }, input: 3 });

    await expect(submit()).rejects.toThrow('the pool is gone');
    expect(performed).toEqual([]);
    failing = false;
    expect(await submit()).toEqual({ status: 201, body: { word: 'word 3' } });
  });
});

/**
 * An endpoint whose perform writes a row per input and carries its answers in that statement;
 * `answer` picks what it answers, given the outcomes it carried.
 */
function carryingEndpoint(
  answer: (carried: ItemOutcome<Answer>[]) => ItemOutcome<Answer>[],
  { carry = true }: { carry?: boolean } = {},
) {
  const savedBeforeReturn: (number | null)[] = [];
  const posts = new IdempotentPosts<number>(
    { db, clock: new TestClock(new Date('2027-01-10T12:00:00Z')) },
    {
      endpoint: 'POST /test/carried',
      perform: async (trx, inputs, _prepared, work) => {
        const outcomes = inputs.map(
          (input): ItemOutcome<Answer> => ({ ok: true, value: { status: 201, body: { input } } }),
        );
        work.carryAnswers(outcomes);
        const insert = sql`INSERT INTO carried_probe (v) SELECT * FROM unnest(${inputs}::int[])`;
        await (carry ? work.uow.carry(insert) : insert).execute(trx);
        const { rows } = await sql<{ status_code: number | null }>`
          SELECT status_code FROM idempotency_keys WHERE endpoint = 'POST /test/carried'
          ORDER BY created_at DESC LIMIT 1
        `.execute(trx);
        savedBeforeReturn.push(rows[0]?.status_code ?? null);
        return answer(outcomes);
      },
      atomic: true,
      maxBatch: 100,
      maxInFlight: 1,
    },
  );
  return { posts, savedBeforeReturn };
}

const probed = async () =>
  (await sql<{ v: number }>`SELECT v FROM carried_probe ORDER BY v`.execute(db)).rows.map(
    (row) => row.v,
  );

describe('a batch that carries its answers', () => {
  beforeAll(async () => {
    await sql`CREATE TABLE carried_probe (v int PRIMARY KEY)`.execute(db);
  });

  it('has them saved by its own statement, and a retry replays them', async () => {
    const { customerGuid } = await provisionedCustomer(db);
    const { posts, savedBeforeReturn } = carryingEndpoint((carried) => carried);
    const submit = () => posts.submit({ customerGuid, key: 'c1', body: { input: 1 }, input: 1 });

    expect(await submit()).toEqual({ status: 201, body: { input: 1 } });
    // Saved with the row, before perform returned: no statement of its own after it.
    expect(savedBeforeReturn).toEqual([201]);
    expect(await submit()).toMatchObject({ status: 201, replay: JSON.stringify({ input: 1 }) });
    expect(await probed()).toEqual([1]);
  });

  it('fails the batch, writing nothing, when perform answers other outcomes than it carried', async () => {
    const { customerGuid } = await provisionedCustomer(db);
    const { posts } = carryingEndpoint((carried) => [...carried]);
    const submit = () => posts.submit({ customerGuid, key: 'c2', body: { input: 2 }, input: 2 });

    await expect(submit()).rejects.toThrow('other outcomes than the answers it carried');
    expect(await probed()).toEqual([1]);
    const keys = await db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('customer_guid', '=', customerGuid)
      .execute();
    expect(keys).toEqual([]);
  });

  it('fails the batch, writing nothing, when the answers handed over are never carried', async () => {
    const { customerGuid } = await provisionedCustomer(db);
    const { posts } = carryingEndpoint((carried) => carried, { carry: false });
    const submit = () => posts.submit({ customerGuid, key: 'c3', body: { input: 3 }, input: 3 });

    await expect(submit()).rejects.toThrow('never carried: idempotency_answers_saved');
    expect(await probed()).toEqual([1]);
    const keys = await db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('customer_guid', '=', customerGuid)
      .execute();
    expect(keys).toEqual([]);
  });
});
