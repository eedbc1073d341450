import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Streams a JSON download as one array, a page at a time: `[`, each page's items joined by
 * commas as one chunk, then `]`. The response holds one page in memory however many items there
 * are; a client reading it whole gets an ordinary array. Items must be plain JSON already (the
 * exports turn bigints into strings first): `JSON.stringify` would throw on a bigint.
 */
export function sendJsonArray<T>(
  reply: FastifyReply,
  filename: string,
  pages: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(jsonChunks(pages), { objectMode: false }));
}

async function* jsonChunks<T>(
  pages: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    const items = page.map((item) => JSON.stringify(item)).join(',\n');
    yield first ? `\n${items}` : `,\n${items}`;
    first = false;
  }
  yield first ? ']' : '\n]\n';
}
