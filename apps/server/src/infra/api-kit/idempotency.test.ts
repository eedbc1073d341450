import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionedCustomer } from '../../testing/ledger-fixtures.js';
import { TestClock } from '../../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import type { Schema } from '../db/schema.js';
import { IdempotentPosts } from './idempotency.js';

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
