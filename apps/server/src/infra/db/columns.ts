import type { ColumnType } from 'kysely';

/**
 * Column types the modules' table rows share (`modules/<name>/<name>.tables.ts`).
 * `ColumnType<Select, Insert, Update>` narrows what may be written (never = not writable).
 */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;
export type Timestamp = ColumnType<Date, Date | undefined, Date>;
export type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** NUMERIC(78,0) amounts: read as exact decimal strings, written as bigint. */
export type Amount = ColumnType<string, bigint, bigint>;
export type NullableAmount = ColumnType<string | null, bigint | null, bigint | null>;

/** The language of a person's pages and e-mails. */
export type Language = 'en-CA' | 'fr-CA';
/** Who a credential (session, second factor, recovery code) belongs to. */
export type PrincipalKind = 'customer' | 'staff';
