/**
 * What a customer's document says, apart from how it looks: the statements, confirmations and
 * tax reports are each built as one of these, then drawn by `renderPdf` (render-pdf.ts), so the
 * figures are decided in one place and the layout in another.
 */
export type DocumentLanguage = 'en-CA' | 'fr-CA';

export interface DocumentSpec {
  language: DocumentLanguage;
  title: string;
  /**
   * The instant the document speaks for (a period's end, a trade's time). It is written as the
   * file's creation date, never the wall clock, so rendering it again gives the same bytes.
   */
  datedAt: Date;
  blocks: readonly DocumentBlock[];
  /** The line at the foot of every page before the page number (e.g. the business's name). */
  footer: string;
}

export interface TableColumn {
  label: string;
  /** Figures are right-aligned, so their digits line up. */
  align: 'left' | 'right';
}

export type DocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Label and value pairs, each label the header of its row. */
  | { kind: 'facts'; facts: readonly { label: string; value: string }[] }
  | {
      kind: 'table';
      columns: readonly TableColumn[];
      rows: readonly (readonly string[])[];
      /** Said in place of the rows when there are none. */
      empty: string;
    };
