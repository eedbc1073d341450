import { isDatabaseUnavailable } from './database-unavailable.js';

/** What a batch answers for one of its items: a value, or an error meant for that item alone. */
export type ItemOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface BatchQueueOptions<I, R> {
  /**
   * Runs a batch, typically in one database transaction, and answers one outcome per item, in
   * order. An item it refuses must have written nothing. When it throws, nothing of the batch
   * may remain: each item is then run again alone, so one bad item cannot fail the others —
   * unless the database was unavailable, which fails every item with that error.
   */
  run: (items: readonly I[]) => Promise<ItemOutcome<R>[]>;
  /** The most items in one batch. */
  maxBatch: number;
  /** How many batches may run at once; requests arriving meanwhile wait for the next. */
  maxInFlight: number;
  /** Items with the same key never share a batch (the later one waits for the next). */
  keyOf?: (item: I) => string | undefined;
}

interface Waiting<I, R> {
  item: I;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Coalesces concurrent requests into batches (docs/decisions/0049). A request that finds a free
 * slot runs in the next turn of the event loop with whatever arrived in the same turn; requests
 * that arrive while every slot is busy go together in the next batch. So a lone request waits
 * for no timer, and under load a batch's statements and commit serve many requests.
 */
export class BatchQueue<I, R> {
  private waiting: Waiting<I, R>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly options: BatchQueueOptions<I, R>) {
    if (options.maxBatch < 1 || options.maxInFlight < 1) {
      throw new Error('a batch queue needs room for one batch of one item');
    }
  }

  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.drain();
        });
      }
    });
  }

  private drain(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.take();
      this.inFlight += 1;
      void this.runBatch(batch).finally(() => {
        this.inFlight -= 1;
        this.drain();
      });
    }
  }

  /** The oldest waiting items, up to `maxBatch`, no two with the same key. */
  private take(): Waiting<I, R>[] {
    const { maxBatch, keyOf } = this.options;
    const batch: Waiting<I, R>[] = [];
    const keys = new Set<string>();
    const left: Waiting<I, R>[] = [];
    for (const waiting of this.waiting) {
      const key = keyOf?.(waiting.item);
      if (batch.length === maxBatch || (key !== undefined && keys.has(key))) {
        left.push(waiting);
        continue;
      }
      if (key !== undefined) keys.add(key);
      batch.push(waiting);
    }
    this.waiting = left;
    return batch;
  }

  private async runBatch(batch: readonly Waiting<I, R>[]): Promise<void> {
    let outcomes: ItemOutcome<R>[];
    try {
      outcomes = await this.options.run(batch.map((waiting) => waiting.item));
      if (outcomes.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} answered ${outcomes.length} outcomes`);
      }
    } catch (error) {
      // No item is at fault when the database cannot be reached or answer in time: running
      // each again alone would only multiply the load on a database that is down or coming
      // back. Each is answered 503; a retry with its Idempotency-Key is safe, even if the
      // connection died with the COMMIT sent (docs/decisions/0013).
      if (batch.length === 1 || isDatabaseUnavailable(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      // Nothing of the batch remains; each item alone finds out whether the fault was its own.
      await Promise.all(batch.map((waiting) => this.runBatch([waiting])));
      return;
    }
    outcomes.forEach((outcome, index) => {
      const waiting = batch[index];
      if (waiting === undefined) return;
      if (outcome.ok) waiting.resolve(outcome.value);
      else waiting.reject(outcome.error);
    });
  }
}
