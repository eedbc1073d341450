import { parse } from 'csv-parse/sync';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsvFile, sendCsv } from './csv-response.js';

interface Item {
  name: string;
  note: string;
}

const file: CsvFile<Item> = {
  filename: 'items.csv',
  columns: ['name', 'note'],
  cells: (item) => [item.name, item.note],
};

async function* pagesOf(pages: Item[][]) {
  for (const page of pages) yield page;
}

describe('sendCsv', () => {
  const app = Fastify();
  let pages: Item[][] = [];
  beforeAll(async () => {
    app.get('/items.csv', (_request, reply) => sendCsv(reply, file, pagesOf(pages)));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a download with the header line alone when nothing matches', async () => {
    pages = [[], []];
    const res = await app.inject('/items.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="items.csv"');
    expect(res.body).toBe('name,note\n');
  });

  it('writes every page in order, quoting commas, quotes and line breaks', async () => {
    pages = [
      [
        { name: 'Zoë, Tremblay', note: 'said "hi"' },
        { name: 'Léa', note: 'two\nlines' },
      ],
      [],
      [{ name: 'Marc', note: '' }],
    ];
    const res = await app.inject('/items.csv');
    expect(parse(res.body)).toEqual([
      ['name', 'note'],
      ['Zoë, Tremblay', 'said "hi"'],
      ['Léa', 'two\nlines'],
      ['Marc', ''],
    ]);
  });
});
