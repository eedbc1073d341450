import { describe, expect, it } from 'vitest';
import { BatchQueue, type BatchQueueOptions, type ItemOutcome } from './batch-queue.js';

/** A queue whose batches finish only when the test says so, recording what each batch held. */
function recordingQueue(options: Partial<BatchQueueOptions<string, string>> = {}) {
  const batches: string[][] = [];
  const finishers: (() => void)[] = [];
  const queue = new BatchQueue<string, string>({
    maxBatch: 100,
    maxInFlight: 1,
    run: async (items) => {
      batches.push([...items]);
      await new Promise<void>((resolve) => finishers.push(resolve));
      return items.map((item): ItemOutcome<string> => ({ ok: true, value: item.toUpperCase() }));
    },
    ...options,
  });
  const finishNext = async () => {
    finishers.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { queue, batches, finishNext };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchQueue', () => {
  it('runs what arrives in one turn of the event loop as one batch', async () => {
    const { queue, batches, finishNext } = recordingQueue();
    const answers = Promise.all(['a', 'b', 'c'].map((item) => queue.submit(item)));
    await tick();
    await finishNext();
    expect(await answers).toEqual(['A', 'B', 'C']);
    expect(batches).toEqual([['a', 'b', 'c']]);
  });

  it('gathers what arrives while every slot is busy into the next batch', async () => {
    const { queue, batches, finishNext } = recordingQueue();
    const first = queue.submit('a');
    await tick();
    const later = Promise.all([queue.submit('b'), queue.submit('c')]);
    await tick();
    expect(batches).toEqual([['a']]);
    await finishNext();
    await finishNext();
    expect([await first, ...(await later)]).toEqual(['A', 'B', 'C']);
    expect(batches).toEqual([['a'], ['b', 'c']]);
  });

  it('runs up to maxInFlight batches at once, each of at most maxBatch items', async () => {
    const { queue, batches, finishNext } = recordingQueue({ maxBatch: 2, maxInFlight: 2 });
    const answers = Promise.all(['a', 'b', 'c', 'd', 'e'].map((item) => queue.submit(item)));
    await tick();
    expect(batches).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    await finishNext();
    expect(batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    await finishNext();
    await finishNext();
    expect(await answers).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('never puts two items with the same key in one batch', async () => {
    const { queue, batches, finishNext } = recordingQueue({
      keyOf: (item) => item.slice(0, 1),
    });
    const answers = Promise.all(['k1', 'k2', 'j1', 'k3'].map((item) => queue.submit(item)));
    await tick();
    await finishNext();
    await finishNext();
    await finishNext();
    expect(await answers).toEqual(['K1', 'K2', 'J1', 'K3']);
    expect(batches).toEqual([['k1', 'j1'], ['k2'], ['k3']]);
  });

  it('rejects only the item a batch refuses', async () => {
    const queue = new BatchQueue<string, string>({
      maxBatch: 10,
      maxInFlight: 1,
      run: async (items) =>
        items.map((item) =>
          item === 'bad' ? { ok: false, error: new Error('refused') } : { ok: true, value: item },
        ),
    });
    const answers = await Promise.allSettled(['a', 'bad', 'b'].map((item) => queue.submit(item)));
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('runs each item of a failed batch alone, so only the faulty one fails', async () => {
    const batches: string[][] = [];
    const queue = new BatchQueue<string, string>({
      maxBatch: 10,
      maxInFlight: 1,
      run: async (items) => {
        batches.push([...items]);
        if (items.includes('bad')) throw new Error('the batch failed');
        return items.map((item) => ({ ok: true, value: item }));
      },
    });
    const answers = await Promise.allSettled(['a', 'bad', 'b'].map((item) => queue.submit(item)));
    expect(answers).toEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'rejected', reason: new Error('the batch failed') },
      { status: 'fulfilled', value: 'b' },
    ]);
    expect(batches).toEqual([['a', 'bad', 'b'], ['a'], ['bad'], ['b']]);
  });

  it('fails every item of a batch that lost its database, running none again, then goes on', async () => {
    const batches: string[][] = [];
    let databaseUp = false;
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const queue = new BatchQueue<string, string>({
      maxBatch: 10,
      maxInFlight: 1,
      run: async (items) => {
        batches.push([...items]);
        if (!databaseUp) throw lost;
        return items.map((item) => ({ ok: true, value: item }));
      },
    });
    const answers = await Promise.allSettled(['a', 'b', 'c'].map((item) => queue.submit(item)));
    expect(answers).toEqual(['a', 'b', 'c'].map(() => ({ status: 'rejected', reason: lost })));
    expect(batches).toEqual([['a', 'b', 'c']]);

    databaseUp = true;
    expect(await Promise.all([queue.submit('d'), queue.submit('e')])).toEqual(['d', 'e']);
  });
});
