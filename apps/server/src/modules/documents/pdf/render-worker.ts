import type { DocumentSpec } from './document-spec.js';
import { renderPdf } from './render-pdf.js';

/**
 * A drawing thread's task (render-pool.ts): one document's PDF. The bytes go back to the
 * server's thread as a copy, a few hundred kilobytes at most.
 */
export default function render(spec: DocumentSpec): Promise<Buffer> {
  return renderPdf(spec);
}
