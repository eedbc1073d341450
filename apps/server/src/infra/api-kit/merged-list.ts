/**
 * One `/api` list over rows kept in two tables of different owners (`GET /api/quotes`: trading's
 * quotes and funding's transfer quotes), paged as if they were one table ordered newest first.
 * No statement may name both tables (each has one owning module, ADR 47), so each side is asked
 * for its own rows and the pages are merged here.
 */

/** Where a row stands in a list ordered newest first: its time, then its guid, both descending. */
export interface ListKey {
  at: Date;
  guid: string;
}

/** The rows of one table, in the list's order (`ListKey` descending), filtered as asked. */
export interface ListSource<T> {
  total(): Promise<number>;
  /** The rows at `offset` … `offset + limit - 1` of this source. */
  page(offset: number, limit: number): Promise<T[]>;
  /** How many of this source's rows come before `key` (are newer). */
  countBefore(key: ListKey): Promise<number>;
  keyOf(row: T): ListKey;
}

/** The key of a row answered with its `issued_at` (a quote). */
export const issuedKeyOf = (row: { issued_at: string; guid: string }): ListKey => ({
  at: new Date(row.issued_at),
  guid: row.guid,
});

/** A source with no rows: a filter that rules one table out needs no query of it. */
export const noRows = <T>(keyOf: (row: T) => ListKey): ListSource<T> => ({
  total: async () => 0,
  page: async () => [],
  countBefore: async () => 0,
  keyOf,
});

/** A source whose rows are answered as `map` shapes them. */
export const mappedSource = <A, B>(
  source: ListSource<A>,
  map: (row: A) => B,
  keyOf: (row: B) => ListKey,
): ListSource<B> => ({
  total: () => source.total(),
  page: async (offset, limit) => (await source.page(offset, limit)).map(map),
  countBefore: (key) => source.countBefore(key),
  keyOf,
});

/** Negative when `a` comes first in the list (newer), positive when `b` does. */
export const compareKeys = (a: ListKey, b: ListKey): number =>
  b.at.getTime() - a.at.getTime() || (a.guid > b.guid ? -1 : a.guid < b.guid ? 1 : 0);

/**
 * The page of the two sources merged in the list's order, and how many rows both hold. A page
 * beyond the first needs to know how many of `first`'s rows the rows before it hold: found by
 * bisection, a few statements however deep the page, never by reading every row before it.
 */
export async function mergedPage<T>(
  first: ListSource<T>,
  second: ListSource<T>,
  page: { offset: number; limit: number },
): Promise<{ rows: T[]; total: number }> {
  const [firstTotal, secondTotal] = await Promise.all([first.total(), second.total()]);
  const skipped = await firstRowsBefore(first, second, page.offset, [firstTotal, secondTotal]);
  const [fromFirst, fromSecond] = await Promise.all([
    first.page(skipped, page.limit),
    second.page(page.offset - skipped, page.limit),
  ]);
  const rows = [
    ...fromFirst.map((row) => ({ row, key: first.keyOf(row) })),
    ...fromSecond.map((row) => ({ row, key: second.keyOf(row) })),
  ]
    .sort((a, b) => compareKeys(a.key, b.key))
    .slice(0, page.limit)
    .map(({ row }) => row);
  return { rows, total: firstTotal + secondTotal };
}

/**
 * How many of `first`'s rows are among the `offset` rows the merged list puts first. Its row at
 * index i - 1 is among them exactly when (i - 1) + the rows of `second` newer than it < offset,
 * true up to the answer and false beyond it, so the answer is bisected between the fewest and
 * the most there can be.
 */
async function firstRowsBefore<T>(
  first: ListSource<T>,
  second: ListSource<T>,
  offset: number,
  [firstTotal, secondTotal]: readonly [number, number],
): Promise<number> {
  let low = Math.max(0, offset - secondTotal);
  let high = Math.min(offset, firstTotal);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const [row] = await first.page(middle - 1, 1);
    // A row gone since the count: the rows are fewer than counted, so fewer are before.
    const inFront =
      row !== undefined && middle - 1 + (await second.countBefore(first.keyOf(row))) < offset;
    if (inFront) low = middle;
    else high = middle - 1;
  }
  return low;
}
