import { z } from 'zod';
import { countSchema } from './fields.js';

/** Cybrid list paging: 0-based `page`, `per_page` up to 100 (default 10). */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int()
    .min(0)
    .max(1_000_000)
    .default(0)
    .meta({ description: 'The page index to retrieve, from 0.' }),
  per_page: z.coerce
    .number({ error: 'per_page must be a whole number' })
    .int()
    .min(1, { error: 'per_page must be at least 1' })
    .max(100, { error: 'per_page must be at most 100' })
    .default(10)
    .meta({ description: 'The number of entities per page to return.' }),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** Cybrid's list envelope: `{ total, page, per_page, objects }`. */
export const listSchemaOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    total: countSchema,
    page: countSchema,
    per_page: countSchema,
    objects: z.array(item),
  });

/**
 * A filter naming one value or several, comma-separated (`type=trading,fiat`), as Cybrid's; at
 * most 4096 characters, as Cybrid caps them.
 */
export const commaList = <T extends z.ZodType<unknown, string>>(item: T, description: string) =>
  z
    .string()
    .max(4096, { error: 'a comma-separated list must be at most 4096 characters long' })
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(item).min(1).max(100))
    .meta({ description: `Comma-separated: ${description}` });

/** An optional date-time bound of a list filter (`created_at_gte`…), read as a Date. */
export const timeBound = (description: string) =>
  z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 date-time' })
    .transform((text) => new Date(text))
    .optional()
    .meta({ description });
