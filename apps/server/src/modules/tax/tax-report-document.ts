import { taxDispositionColumns, taxYearSchema } from '@maple/contracts';
import { z } from 'zod';
import type { DocumentMaker } from '../documents/document-maker.js';
import { dispositionCells } from './disposition-cells.js';
import { taxReportSpec } from './tax-report-spec.js';

/**
 * A closed tax year's capital gains report, kept as a document (ADR 77): the tax year as the tax
 * centre answered it when the report was made, after the year and the 30 days in which a
 * purchase could still deny a December loss, with the name the customer had then. The tax centre
 * keeps answering the year as the records stand; the kept report stays as it was made.
 */
export const taxReportFactsSchema = z.strictObject({
  customer_name: z.string(),
  year: taxYearSchema,
});
export type TaxReportFacts = z.infer<typeof taxReportFactsSchema>;

/** The tax report, as the documents module draws it (ADR 75): the /tax report and its CSV. */
export const taxReportMaker: DocumentMaker<TaxReportFacts> = {
  kind: 'tax_report',
  facts: taxReportFactsSchema,
  spec: (facts, language) => taxReportSpec(facts.year, language, facts.customer_name),
  csv: (facts) => ({
    columns: taxDispositionColumns,
    rows: facts.year.dispositions.map(dispositionCells),
  }),
  filename: (subject) => `maple-capital-gains-${subject}`,
};
