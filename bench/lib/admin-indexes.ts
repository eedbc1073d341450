import type pg from 'pg';

/** A constraint or index taken off before the COPYs, with the statement that puts it back. */
interface Removed {
  table: string;
  name: string;
  kind: 'index' | 'key' | 'foreign key';
  /** `pg_get_indexdef` / `pg_get_constraintdef`: what the migrations made, exactly. */
  restore: string;
}

export interface IndexReport {
  removed: number;
  seconds: number;
}

/**
 * Takes every index, primary and unique key and foreign key off the seeded tables (and the
 * foreign keys of other tables that point at them), as `pg_restore` does: ten million rows
 * inserted one by one into b-trees keyed by random guids, far larger than `shared_buffers`,
 * cost a random page write each; building an index afterwards sorts once. CHECK constraints
 * and triggers stay. Answers what `restoreIndexes` must put back.
 */
export async function removeIndexes(
  client: pg.ClientBase,
  tables: readonly string[],
): Promise<Removed[]> {
  const { rows: constraints } = await client.query<{
    table: string;
    name: string;
    type: string;
    def: string;
  }>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, c.contype AS type,
            pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c
      WHERE c.contype IN ('p', 'u', 'f', 'x')
        AND (c.conrelid = ANY($1::regclass[]) OR (c.contype = 'f' AND c.confrelid = ANY($1::regclass[])))`,
    [tables],
  );
  const { rows: indexes } = await client.query<{ table: string; name: string; def: string }>(
    `SELECT i.indrelid::regclass::text AS table, i.indexrelid::regclass::text AS name,
            pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  const removed: Removed[] = [
    ...constraints.map(
      ({ table, name, type, def }): Removed => ({
        table,
        name,
        kind: type === 'f' ? 'foreign key' : 'key',
        restore: `ALTER TABLE ${table} ADD CONSTRAINT ${name} ${def}`,
      }),
    ),
    ...indexes.map(
      ({ table, name, def }): Removed => ({ table, name, kind: 'index', restore: def }),
    ),
  ];
  // Foreign keys first: a key cannot go while a foreign key leans on its index.
  for (const each of [...removed].sort(byKind(['foreign key', 'key', 'index']))) {
    await client.query(
      each.kind === 'index'
        ? `DROP INDEX ${each.name}`
        : `ALTER TABLE ${each.table} DROP CONSTRAINT ${each.name}`,
    );
  }
  return removed;
}

/**
 * Puts back what `removeIndexes` took, largest tables first, on every connection at once, with
 * room to sort in memory; the foreign keys last, each checked against every row as it is added.
 */
export async function restoreIndexes(
  clients: readonly pg.ClientBase[],
  removed: readonly Removed[],
): Promise<IndexReport> {
  const began = performance.now();
  const [first] = clients;
  if (first === undefined) throw new Error('restoring indexes needs a connection');
  const bytes = await tableBytes(first, removed);
  const builds = removed
    .filter((each) => each.kind !== 'foreign key')
    .sort((a, b) => (bytes.get(b.table) ?? 0) - (bytes.get(a.table) ?? 0));
  await Promise.all(
    clients.map(async (client) => {
      await client.query("SET maintenance_work_mem = '512MB'");
      for (let next = builds.shift(); next !== undefined; next = builds.shift()) {
        await client.query(next.restore);
      }
    }),
  );
  // One after the other: adding a foreign key locks both of its tables against the others'.
  for (const each of removed.filter((one) => one.kind === 'foreign key')) {
    await first.query(each.restore);
  }
  return { removed: removed.length, seconds: (performance.now() - began) / 1000 };
}

async function tableBytes(
  client: pg.ClientBase,
  removed: readonly Removed[],
): Promise<Map<string, number>> {
  const tables = [...new Set(removed.map((each) => each.table))];
  const { rows } = await client.query<{ table: string; bytes: string }>(
    `SELECT t AS table, pg_table_size(t::regclass) AS bytes FROM unnest($1::text[]) AS t`,
    [tables],
  );
  return new Map(rows.map((row) => [row.table, Number(row.bytes)]));
}

function byKind(order: readonly Removed['kind'][]) {
  return (a: Removed, b: Removed) => order.indexOf(a.kind) - order.indexOf(b.kind);
}
