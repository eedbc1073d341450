import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF read as a reader reads it, with pdf.js (ADR 73): its text, language, title, mark info
 * and structure, for the tests of the renderer and of the documents drawn with it.
 */
export async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const { info } = await pdf.getMetadata();
  const pages = await Promise.all(
    Array.from({ length: pdf.numPages }, (_, index) => pdf.getPage(index + 1)),
  );
  const texts = await Promise.all(pages.map((page) => page.getTextContent()));
  const text = texts
    .flatMap(({ items }) => items.map((item) => ('str' in item ? item.str : '')))
    .join(' ');
  const tree = await pages[0]?.getStructTree();
  const marked = await pdf.getMarkInfo();
  return { info, text, tree, pages: pdf.numPages, marked };
}

/** The roles of a structure tree, depth first. */
export function structureRoles(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const role = 'role' in node && typeof node.role === 'string' ? [node.role] : [];
  const children = 'children' in node && Array.isArray(node.children) ? node.children : [];
  return [...role, ...children.flatMap(structureRoles)];
}
