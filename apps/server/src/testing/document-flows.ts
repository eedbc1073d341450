import type { DocumentKind } from '@maple/contracts';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { readPdf } from './pdf-reader.js';
import type { TestApp } from './test-app.js';

/** The customer's documents for tests (modules/documents, ADR 75): as stored, and as drawn. */

/** The documents of `kind` about `subject`, as stored: the table's key allows one. */
export function documentsAbout(t: TestApp, kind: DocumentKind, subject: string) {
  return t.database.db
    .selectFrom('documents')
    .select(['guid', 'customer_guid', 'language', 'dated_at', 'facts', 'rendered_at'])
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .execute();
}

const csvRows = z.array(z.record(z.string(), z.string()));

/**
 * A document once drawn (the job may have drawn it already; `drawDue` draws what is left), read
 * as its customer downloads it: the PDF's title, language and text (runs of spaces as one, and
 * with none, for values a table cell wraps), and the CSV's header and rows by column.
 */
export async function drawnDocument(t: TestApp, customerGuid: string, guid: string) {
  const { documents } = t.services;
  await documents.drawDue();
  const pdf = await documents.file(customerGuid, guid, 'pdf');
  const csv = await documents.file(customerGuid, guid, 'csv');
  const bytes = typeof pdf.body === 'string' ? Buffer.from(pdf.body) : pdf.body;
  const read = await readPdf(bytes);
  const csvText = String(csv.body);
  return {
    filename: pdf.filename,
    info: read.info,
    text: read.text.replace(/\s+/g, ' '),
    compact: read.text.replace(/\s+/g, ''),
    header: csvText.split('\n')[0]?.split(',') ?? [],
    rows: csvRows.parse(parse(csvText, { columns: true })),
  };
}
