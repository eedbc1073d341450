import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A value of one column, written in COPY's text format. */
export type CopyValue = string | number | bigint | boolean | Date | null;

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const escapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function field(value: CopyValue): string {
  if (value === null) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  return SPECIAL.test(value) ? value.replace(SPECIALS, (c) => escapes[c] ?? c) : value;
}

/** Rows joined into chunks of a few hundred, so the stream carries few, large writes. */
async function* chunksOf(rows: Iterable<readonly CopyValue[]>, counted: { rows: number }) {
  let chunk = '';
  let inChunk = 0;
  for (const row of rows) {
    chunk += `${row.map(field).join('\t')}\n`;
    inChunk += 1;
    if (inChunk === 500) {
      counted.rows += inChunk;
      yield chunk;
      chunk = '';
      inChunk = 0;
    }
  }
  counted.rows += inChunk;
  if (inChunk > 0) yield chunk;
}

/**
 * `COPY table (columns) FROM STDIN` fed by a lazy row generator, with the stream's
 * back-pressure: the rows are made only as fast as PostgreSQL takes them, in constant memory.
 * Answers how many rows went in.
 */
export async function copyRows(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly CopyValue[]>,
): Promise<number> {
  const counted = { rows: 0 };
  const sink = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunksOf(rows, counted)), sink);
  return counted.rows;
}
