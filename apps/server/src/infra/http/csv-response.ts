import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** One CSV file: its name when saved, and its columns in order (the header line). */
export interface CsvFile<T> {
  filename: string;
  columns: readonly string[];
  /** The cells of one item, in the columns' order. */
  cells: (item: T) => readonly string[];
}

/**
 * Streams a CSV download a page at a time: each page of items becomes one chunk, so the
 * response holds one page in memory however many rows match, and the socket sees one write per
 * page rather than per row (the exports stream hundreds of thousands of rows).
 */
export function sendCsv<T>(
  reply: FastifyReply,
  file: CsvFile<T>,
  pages: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(Readable.from(csvChunks(file, pages), { objectMode: false }));
}

async function* csvChunks<T>(
  file: CsvFile<T>,
  pages: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
): AsyncGenerator<string> {
  yield stringify([file.columns]);
  for await (const page of pages) {
    if (page.length > 0) yield stringify(page.map(file.cells));
  }
}
