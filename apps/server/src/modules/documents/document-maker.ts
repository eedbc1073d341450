import type { DocumentKind } from '@maple/contracts';
import type { z } from 'zod';
import type { Language } from '../../infra/db/columns.js';
import type { DocumentSpec } from './pdf/document-spec.js';

/** What a CSV file holds: a header line of machine names, then one line per row. */
export interface CsvTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * How one kind of document is drawn (ADR 75), given by the module whose events it records (the
 * trade confirmation by trading): the facts it states, frozen as JSON when it is asked for, and
 * the document and CSV made of them. Both must be pure, so that the files depend on the facts
 * and the language alone.
 */
export interface DocumentMaker<F> {
  kind: DocumentKind;
  /** Reads the frozen facts back; amounts are strings of digits (JSON has no bigint). */
  facts: z.ZodType<F>;
  spec(facts: F, language: Language): DocumentSpec;
  csv(facts: F): CsvTable;
  /** The files' name without its extension, e.g. `maple-trade-confirmation-<guid>`. */
  filename(subject: string): string;
}

/** One document to ask for: whose, about what, dated when, stating what, in which language. */
export interface RequestedDocument<F> {
  customerGuid: string;
  subject: string;
  language: Language;
  datedAt: Date;
  facts: F;
}
