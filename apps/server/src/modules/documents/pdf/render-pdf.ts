/// <reference path="./pdfkit-accessibility.d.ts" />
/// <reference path="./fontkit.d.ts" />
// The declarations PDFKit's and fontkit's types lack, here so every project compiling this file
// sees them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as openFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { DocumentBlock, DocumentSpec } from './document-spec.js';
import { sfntFromWoff } from './sfnt-from-woff.js';

const require = createRequire(import.meta.url);
/**
 * Noto Sans, embedded: every glyph French needs, the narrow no-break space in CAD amounts
 * included, which the standard PDF fonts lack; and accessible PDFs (PDF/UA) embed their fonts.
 * Read, inflated (sfnt-from-woff.ts) and opened by fontkit once: parsing the font's tables for
 * every document took three quarters of a statement's drawing (170 ms → 46 ms). The file is the
 * same bytes either way; PDFKit embeds only the glyphs a document uses.
 */
const notoSans = (weight: 400 | 700) =>
  openFont(
    sfntFromWoff(
      readFileSync(
        require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`),
      ),
    ),
  );
const fonts = { regular: notoSans(400), bold: notoSans(700) };

const MARGIN = 54;

/**
 * Draws a document as a tagged PDF (headings, paragraphs and tables in its structure tree, the
 * page numbers marked as artifacts), in its language, with its title shown in the viewer's title
 * bar. Nothing in the file comes from the clock or chance: its creation date is the document's
 * own date and PDFKit derives the file identifier and font subset names from its content, so
 * the same spec always gives the same bytes (a re-download is byte-identical).
 */
export function renderPdf(spec: DocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: spec.language,
    displayTitle: true,
    bufferPages: true,
    info: { Title: spec.title, Author: spec.footer, CreationDate: spec.datedAt },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const done = collect(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  doc.font('bold').fontSize(18).text(spec.title, { structParent: root, structType: 'H1' });
  for (const block of spec.blocks) drawBlock(doc, root, block);
  root.end();
  numberPages(doc, spec.footer);
  doc.end();
  return done;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Room a heading needs below it for its first lines (points): about five lines of a table. */
const KEEP_WITH_HEADING = 110;

function drawBlock(
  doc: PDFKit.PDFDocument,
  root: PDFKit.PDFStructureElement,
  block: DocumentBlock,
) {
  doc.moveDown(0.6);
  switch (block.kind) {
    case 'heading':
      // A heading starts a new page rather than end one without what it heads.
      if (doc.y > doc.page.height - doc.page.margins.bottom - KEEP_WITH_HEADING) doc.addPage();
      doc.font('bold').fontSize(13).text(block.text, { structParent: root, structType: 'H2' });
      return;
    case 'paragraph':
      doc.font('regular').fontSize(10).text(block.text, { structParent: root, structType: 'P' });
      return;
    case 'facts':
      doc.font('regular').fontSize(10);
      doc.table({
        structParent: root,
        columnStyles: ['*', '*'],
        defaultStyle: { border: 0, padding: 3 },
        data: block.facts.map(({ label, value }) => [
          { text: label, type: 'TH' as const, scope: 'row' as const, font: { src: 'bold' } },
          { text: value, align: { x: 'right' as const } },
        ]),
      });
      return;
    case 'table':
      drawTable(doc, root, block);
      return;
  }
}

function drawTable(
  doc: PDFKit.PDFDocument,
  root: PDFKit.PDFStructureElement,
  block: Extract<DocumentBlock, { kind: 'table' }>,
) {
  doc.font('regular').fontSize(8);
  if (block.rows.length === 0) {
    doc.text(block.empty, { structParent: root, structType: 'P' });
    return;
  }
  const align = block.columns.map(({ align }) => ({ x: align }));
  doc.table({
    structParent: root,
    defaultStyle: { border: { bottom: 0.5, top: 0, left: 0, right: 0 }, padding: 3 },
    data: [
      block.columns.map(({ label }, column) => ({
        text: label,
        type: 'TH' as const,
        scope: 'column' as const,
        font: { src: 'bold' },
        align: align[column],
      })),
      ...block.rows.map((row) => row.map((text, column) => ({ text, align: align[column] }))),
    ],
  });
}

/** "Maple Exchange · 2 / 5" at the foot of each page, an artifact a screen reader skips. */
function numberPages(doc: PDFKit.PDFDocument, footer: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font('regular')
      .fontSize(8)
      .text(`${footer} · ${page + 1} / ${count}`, MARGIN, doc.page.height - MARGIN / 2, {
        align: 'center',
        lineBreak: false,
      });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}
