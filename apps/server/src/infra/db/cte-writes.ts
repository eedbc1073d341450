import { type Kysely, type OperationNodeSource, type RawBuilder, sql } from 'kysely';
import type { Schema } from './schema.js';

/**
 * A write that can ride in another statement's WITH clause (ADR 49): a named INSERT, UPDATE or
 * DELETE, as raw SQL. PostgreSQL runs a data-modifying CTE once and to completion, whether or
 * not the statement reads it. Every part of one statement sees the snapshot the statement began
 * with and none of the others' changes, so writes put together must not depend on each other.
 * A write may read the rows that the writes listed before it return (`FROM placed`).
 */
export interface CteWrite {
  readonly name: string;
  readonly statement: RawBuilder<unknown>;
}

/**
 * Integers as the decimal strings of an array parameter (`unnest`, ADR 49): exact, and the same
 * text for both drivers' array serializers.
 */
export const decimals = (values: readonly (bigint | number)[]) =>
  values.map((value) => value.toString());

/**
 * `statement` carrying the writes in its WITH clause: one statement, one round trip. The
 * statement must have no WITH clause of its own; it may read the writes' returned rows by name.
 */
export function withWrites<R = unknown>(
  writes: readonly CteWrite[],
  statement: OperationNodeSource,
): RawBuilder<R> {
  if (writes.length === 0) return sql<R>`${statement}`;
  const names = new Set(writes.map((write) => write.name));
  if (names.size !== writes.length) throw new Error('two writes of one statement share a name');
  const clauses = writes.map((write) => sql`${sql.id(write.name)} AS (${write.statement})`);
  return sql<R>`WITH ${sql.join(clauses)} ${statement}`;
}

/** Runs writes now, in one statement of their own. */
export async function runWrites(db: Kysely<Schema>, writes: readonly CteWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await withWrites(writes, sql`SELECT 1`).execute(db);
}
