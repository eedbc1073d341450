import { z } from 'zod';

/** Cybrid list paging: 0-based `page`, `per_page` up to 100 (default 10). */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int()
    .min(0)
    .max(1_000_000)
    .default(0),
  per_page: z.coerce
    .number({ error: 'per_page must be a whole number' })
    .int()
    .min(1, { error: 'per_page must be at least 1' })
    .max(100, { error: 'per_page must be at most 100' })
    .default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface ListEnvelope<T> {
  total: number;
  page: number;
  per_page: number;
  objects: T[];
}

export const listOf = <T>(objects: T[], total: number, query: PageQuery): ListEnvelope<T> => ({
  total,
  page: query.page,
  per_page: query.per_page,
  objects,
});

/** Rows to skip for a page. */
export const offsetOf = (query: PageQuery): number => query.page * query.per_page;

/** A filter naming one value or several, comma-separated (`type=trading,fiat`), as Cybrid's. */
export const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value),
    z.array(item).min(1).max(100),
  );
