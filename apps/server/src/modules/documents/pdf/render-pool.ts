import { Piscina } from 'piscina';
import type { DocumentSpec } from './document-spec.js';
import { renderPdf } from './render-pdf.js';

/** Where documents are drawn (ADR 77): on the server's own thread, or on drawing threads. */
export interface PdfRenderer {
  render(spec: DocumentSpec): Promise<Buffer>;
  /** Ends the drawing threads, if any. */
  close(): Promise<void>;
}

/** Draws on the calling thread: the tests, and a server with `DOCUMENT_RENDER_THREADS=0`. */
export const inlineRenderer: PdfRenderer = {
  render: renderPdf,
  close: async () => {},
};

/** How long a drawing thread with nothing to draw stays before it ends (milliseconds). */
const IDLE_MS = 30_000;

/**
 * Draws on up to `threads` worker threads, started when a document waits and ended after half a
 * minute without one, so an idle server holds none. A statement takes ~45 ms of CPU: drawn on
 * the server's thread, a month's statements would stall every request for as long as they take.
 * Run from the TypeScript sources (development, tests), a thread compiles them as the server's
 * thread does; the built server's threads load the compiled file.
 */
export function threadRenderer(threads: number): PdfRenderer {
  const fromSources = import.meta.url.endsWith('.ts');
  const pool = new Piscina<DocumentSpec, Uint8Array>({
    filename: new URL(`./render-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_MS,
    execArgv: fromSources ? ['--conditions=source', '--import', 'tsx'] : [],
  });
  return {
    render: async (spec) => Buffer.from(await pool.run(spec)),
    close: () => pool.destroy(),
  };
}
