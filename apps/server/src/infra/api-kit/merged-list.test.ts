import { describe, expect, it } from 'vitest';
import { compareKeys, type ListKey, type ListSource, mergedPage, noRows } from './merged-list.js';

/** A table's rows in memory, answering as its SQL would, and counting the statements asked. */
function tableOf(keys: readonly ListKey[]) {
  const rows = [...keys].sort(compareKeys);
  const asked = { statements: 0 };
  const source: ListSource<ListKey> = {
    total: async () => rows.length,
    page: async (offset, limit) => {
      asked.statements += 1;
      return rows.slice(offset, offset + limit);
    },
    countBefore: async (key) => {
      asked.statements += 1;
      return rows.filter((row) => compareKeys(row, key) < 0).length;
    },
    keyOf: (row) => row,
  };
  return { source, asked };
}

const key = (second: number, guid: string): ListKey => ({ at: new Date(second * 1000), guid });

/** Rows of two tables interleaved in time, some at the same second (then ordered by guid). */
const left = [0, 1, 1, 4, 5, 5, 5, 9, 12, 13].map((s, i) => key(s, `a${i.toString(16)}`));
const right = [1, 2, 3, 5, 6, 7, 8, 13, 14].map((s, i) => key(s, `b${i.toString(16)}`));
const everyRow = [...left, ...right].sort(compareKeys);

describe('a list over two tables', () => {
  it('pages exactly as one table would, at every offset and page size', async () => {
    for (const limit of [1, 2, 3, 7, 25]) {
      for (let offset = 0; offset <= everyRow.length + 1; offset += 1) {
        const page = await mergedPage(tableOf(left).source, tableOf(right).source, {
          offset,
          limit,
        });
        expect(page.total).toBe(everyRow.length);
        expect(page.rows, `offset ${offset}, limit ${limit}`).toEqual(
          everyRow.slice(offset, offset + limit),
        );
      }
    }
  });

  it('pages one table alone when the other has no rows', async () => {
    const page = await mergedPage(
      noRows<ListKey>((row) => row),
      tableOf(right).source,
      {
        offset: 3,
        limit: 4,
      },
    );
    expect(page).toEqual({ rows: [...right].sort(compareKeys).slice(3, 7), total: right.length });
  });

  it('reaches a deep page in a few statements, not one per row before it', async () => {
    const many = (prefix: string, from: number) =>
      Array.from({ length: 5000 }, (_, i) => key(from + i * 2, `${prefix}${i.toString(16)}`));
    const a = tableOf(many('a', 0));
    const b = tableOf(many('b', 1));
    const page = await mergedPage(a.source, b.source, { offset: 9000, limit: 10 });
    expect(page.rows.map((row) => row.at.getTime() / 1000)).toEqual(
      Array.from({ length: 10 }, (_, i) => 999 - i),
    );
    expect(a.asked.statements + b.asked.statements).toBeLessThan(40);
  });
});
