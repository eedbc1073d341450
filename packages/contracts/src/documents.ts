import { z } from 'zod';
import { languageSchema } from './fields.js';
import { guidSchema } from './platform/fields.js';

/**
 * The customer's documents (docs/product/documents.md, ADR 75): each made once, from facts frozen
 * when its event happened, and kept as drawn, so a download today is byte-identical to the first
 * and to the SHA-256 the audit log recorded when it was made.
 */

/**
 * What a document is: an account statement for a month or a quarter, the capital gains report
 * of a closed tax year (ADR 77), a trade's confirmation, or a deposit's or withdrawal's.
 */
export const documentKinds = [
  'statement',
  'tax_report',
  'trade_confirmation',
  'transfer_confirmation',
] as const;
export const documentKindSchema = z.enum(documentKinds);
export type DocumentKind = z.infer<typeof documentKindSchema>;

/** The two files of every document. */
export const documentFormats = ['pdf', 'csv'] as const;
export const documentFormatSchema = z.enum(documentFormats);
export type DocumentFormat = z.infer<typeof documentFormatSchema>;

const sha256Schema = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .meta({ description: 'The file\u2019s SHA-256, as recorded in the audit log when it was made.' });

/** A statement's period: a Toronto month (`2026-10`) or quarter (`2026-Q4`). */
export const statementPeriodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/, {
  error: 'Not a month (2026-10) or a quarter (2026-Q4)',
});

/** A tax report's year. */
const taxReportYearSchema = z.string().regex(/^\d{4}$/, { error: 'Not a year' });

const documentSubjectSchema = z.union([guidSchema, statementPeriodSchema, taxReportYearSchema]);

export const customerDocumentSchema = z.strictObject({
  guid: guidSchema,
  kind: documentKindSchema,
  /**
   * What it is about: a confirmation's trade or transfer guid; a statement's period, a month
   * (`2026-10`) or a quarter (`2026-Q4`), in Toronto; a tax report's year (`2025`).
   */
  subject: documentSubjectSchema,
  /** The language it is written in: the customer's when it was made. */
  language: languageSchema,
  /** The moment it speaks for: when the trade or transfer was settled, a period's end. */
  dated_at: z.iso.datetime(),
  /** False for the few seconds between its event and its files being drawn. */
  ready: z.boolean(),
  pdf_sha256: sha256Schema.nullable(),
  csv_sha256: sha256Schema.nullable(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

/** Where a page of documents ends: the last one's date (microseconds, UTC) and guid. */
export const documentCursorSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{32}$/, {
    error: 'Not a cursor this list gave',
  });

/** `GET /customers/documents`: newest first, narrowed by kind and by Toronto year. */
export const documentListQuerySchema = z.strictObject({
  kind: documentKindSchema.optional(),
  year: z.coerce.number().int().min(2020).max(9999).optional(),
  cursor: documentCursorSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

/** A page of documents; answered as `{ data: DocumentList }`, like every /customers answer. */
export const documentListSchema = z.strictObject({
  objects: z.array(customerDocumentSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  next_cursor: documentCursorSchema.nullable(),
});
export type DocumentList = z.infer<typeof documentListSchema>;

/** `GET /customers/documents/{guid}/{format}`: one document's PDF or CSV. */
export const documentFileParamsSchema = z.strictObject({
  guid: guidSchema,
  format: documentFormatSchema,
});
export type DocumentFileParams = z.infer<typeof documentFileParamsSchema>;
