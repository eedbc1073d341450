import type { Kysely, OperationNodeSource, RawBuilder } from 'kysely';
import { type CteWrite, runWrites, withWrites } from './cte-writes.js';
import type { Schema } from './schema.js';

/** A write a module handed over that no statement carried: the work's effect would be lost. */
export class UnflushedWritesError extends Error {
  constructor(names: readonly string[]) {
    super(`writes handed over but never carried: ${names.join(', ')}`);
    this.name = 'UnflushedWritesError';
  }
}

/**
 * One transaction's writes, gathered from the modules that own their tables (ADR 49). A module
 * decides under its locks and `add`s the writes of its own tables instead of running them; the
 * owner of the transaction has them ride in its last statement (`carry`) or runs them in one
 * statement of their own (`flush`). Closing the work with writes still pending throws, which
 * rolls the transaction back: a hold answered placed is never silently left unwritten.
 */
export class UnitOfWork {
  private pending: CteWrite[] = [];

  constructor(
    /** The transaction every part of the work runs in. */
    readonly db: Kysely<Schema>,
  ) {}

  /** Hands writes of the caller's own tables to the statement that will carry them. */
  add(writes: readonly CteWrite[]): void {
    this.pending.push(...writes);
  }

  /** Whether writes wait for a statement to carry them. */
  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  /** `statement` carrying every pending write in its WITH clause; they are then no longer pending. */
  carry<R = unknown>(statement: OperationNodeSource): RawBuilder<R> {
    const writes = this.take();
    return withWrites<R>(writes, statement);
  }

  /** Runs the pending writes now, in one statement of their own. */
  async flush(): Promise<void> {
    await runWrites(this.db, this.take());
  }

  /** Throws when a write was handed over and never carried. */
  close(): void {
    if (this.pending.length > 0) {
      throw new UnflushedWritesError(this.pending.map((write) => write.name));
    }
  }

  private take(): CteWrite[] {
    const writes = this.pending;
    this.pending = [];
    return writes;
  }
}

/**
 * Runs `work` as a unit of work inside the transaction `trx` its caller owns, and fails it (so
 * the transaction rolls back) when a write handed over was never carried.
 */
export async function withinUnitOfWork<T>(
  trx: Kysely<Schema>,
  work: (uow: UnitOfWork) => Promise<T>,
): Promise<T> {
  const uow = new UnitOfWork(trx);
  const result = await work(uow);
  uow.close();
  return result;
}
