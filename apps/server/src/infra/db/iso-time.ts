import { type RawBuilder, sql } from 'kysely';

/**
 * A timestamp column as the JSON answers write it (`Date#toISOString`: UTC, milliseconds), but
 * formatted by PostgreSQL: a bulk read (the CSV exports) then never builds a Date per cell.
 * `MS` truncates the microseconds, as reading them into a Date does.
 */
export const isoMillis = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
