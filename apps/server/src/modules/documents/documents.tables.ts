import type { DocumentKind } from '@maple/contracts';
import type { ColumnType } from 'kysely';
import type { CreatedAt, Language, NullableTimestamp } from '../../infra/db/columns.js';

/** A customer's document (ADR 75): its facts frozen when asked for, its files once drawn. */
export interface DocumentsTable {
  guid: string;
  customer_guid: string;
  kind: DocumentKind;
  /** What it is about: a trade's or a transfer's guid. */
  subject: string;
  language: Language;
  dated_at: Date;
  /** JSON, as its kind's facts schema reads it; written as text. */
  facts: ColumnType<unknown, string, never>;
  created_at: CreatedAt;
  rendered_at: NullableTimestamp;
  /** PGlite answers a Uint8Array, PostgreSQL a Buffer. */
  pdf: ColumnType<Uint8Array | null, never, Uint8Array>;
  pdf_sha256: string | null;
  csv: string | null;
  csv_sha256: string | null;
}

// The table this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    documents: DocumentsTable;
  }
}
