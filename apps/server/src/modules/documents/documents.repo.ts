import type { DocumentFormat, DocumentKind } from '@maple/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Language } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';
import type { DocumentsTable } from './documents.tables.js';

/** The documents module's SQL (ADR 75). */

/** A document asked for: what it is, about what, and the facts it will state. */
export interface DocumentRequest {
  guid: string;
  customerGuid: string;
  kind: DocumentKind;
  subject: string;
  language: Language;
  datedAt: Date;
  /** Plain JSON: its kind's facts schema reads it back when the document is drawn. */
  facts: unknown;
}

/**
 * Asks for each document in one statement, in the caller's transaction. A subject asked for
 * again (a job run twice) keeps its first row: its facts stay the ones first frozen.
 */
export async function insertRequested(
  db: Kysely<Schema>,
  requests: readonly DocumentRequest[],
  now: Date,
): Promise<void> {
  if (requests.length === 0) return;
  await db
    .insertInto('documents')
    .values(
      requests.map((request) => ({
        guid: request.guid,
        customer_guid: request.customerGuid,
        kind: request.kind,
        subject: request.subject,
        language: request.language,
        dated_at: request.datedAt,
        facts: JSON.stringify(request.facts),
        created_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['customer_guid', 'kind', 'subject']).doNothing())
    .execute();
}

export type UndrawnDocument = Pick<
  Selectable<DocumentsTable>,
  'guid' | 'customer_guid' | 'kind' | 'subject' | 'language' | 'dated_at' | 'facts'
>;

/** The oldest documents still without their files; nothing is locked (see Documents.drawDue). */
export function undrawn(db: Kysely<Schema>, limit: number): Promise<UndrawnDocument[]> {
  return db
    .selectFrom('documents')
    .select(['guid', 'customer_guid', 'kind', 'subject', 'language', 'dated_at', 'facts'])
    .where('rendered_at', 'is', null)
    .orderBy('created_at')
    .orderBy('guid')
    .limit(limit)
    .execute();
}

export interface DrawnFiles {
  pdf: Buffer;
  pdfSha256: string;
  csv: string;
  csvSha256: string;
}

/** Keeps a document's files, unless another run kept them first: answers whether this one did. */
export async function storeDrawn(
  db: Kysely<Schema>,
  guid: string,
  files: DrawnFiles,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({
      rendered_at: now,
      pdf: files.pdf,
      pdf_sha256: files.pdfSha256,
      csv: files.csv,
      csv_sha256: files.csvSha256,
    })
    .where('guid', '=', guid)
    .where('rendered_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A place in a customer's list, newest first: the date at microseconds, then the guid. */
export interface DocumentCursor {
  datedAt: string;
  guid: string;
}

export interface DocumentFilter {
  kind?: DocumentKind;
  /** A calendar year in Toronto, where the platform reports from. */
  year?: number;
}

export type ListedDocument = Pick<
  Selectable<DocumentsTable>,
  'guid' | 'kind' | 'subject' | 'language' | 'dated_at' | 'pdf_sha256' | 'csv_sha256'
> & { cursor: DocumentCursor };

const TORONTO = 'America/Toronto';
/** Microseconds, which a JavaScript Date would drop: the cursor must not skip a document. */
const datedText = sql<string>`to_char(dated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Up to `limit` of the customer's documents after the cursor, newest first. */
export async function documentsAfter(
  db: Kysely<Schema>,
  customerGuid: string,
  filter: DocumentFilter,
  after: DocumentCursor | undefined,
  limit: number,
): Promise<ListedDocument[]> {
  let query = db
    .selectFrom('documents')
    .select(['guid', 'kind', 'subject', 'language', 'dated_at', 'pdf_sha256', 'csv_sha256'])
    .select(datedText.as('dated_text'))
    .where('customer_guid', '=', customerGuid);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  if (filter.year !== undefined) {
    const from = `${filter.year}-01-01`;
    const to = `${filter.year + 1}-01-01`;
    query = query
      .where(sql<boolean>`dated_at >= (${from}::date)::timestamp AT TIME ZONE ${TORONTO}`)
      .where(sql<boolean>`dated_at < (${to}::date)::timestamp AT TIME ZONE ${TORONTO}`);
  }
  if (after !== undefined) {
    query = query.where(
      sql<boolean>`(dated_at, guid) < (${after.datedAt}::timestamptz, ${after.guid})`,
    );
  }
  const rows = await query
    .orderBy('dated_at', 'desc')
    .orderBy('guid', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ dated_text, ...row }) => ({
    ...row,
    cursor: { datedAt: dated_text, guid: row.guid },
  }));
}

export interface KeptFile {
  kind: DocumentKind;
  subject: string;
  /** Null while the document waits to be drawn. */
  body: Buffer | string | null;
}

/** The customer's document's file (null until drawn), or undefined if no such document is theirs. */
export async function keptFile(
  db: Kysely<Schema>,
  customerGuid: string,
  guid: string,
  format: DocumentFormat,
): Promise<KeptFile | undefined> {
  const query = db
    .selectFrom('documents')
    .select(['kind', 'subject'])
    .where('guid', '=', guid)
    .where('customer_guid', '=', customerGuid);
  if (format === 'csv') return query.select('csv as body').executeTakeFirst();
  const row = await query.select('pdf').executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    kind: row.kind,
    subject: row.subject,
    body: row.pdf === null ? null : Buffer.from(row.pdf),
  };
}

/** Which of the customers have a document of this kind about this subject already. */
export async function customersWithDocument(
  db: Kysely<Schema>,
  kind: DocumentKind,
  subject: string,
  customerGuids: readonly string[],
): Promise<Set<string>> {
  if (customerGuids.length === 0) return new Set();
  const rows = await db
    .selectFrom('documents')
    .select('customer_guid')
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('customer_guid', 'in', [...customerGuids])
    .execute();
  return new Set(rows.map((row) => row.customer_guid));
}
