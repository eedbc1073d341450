import { type CustomerDocument, type DocumentFormat, documentFormats } from '@maple/contracts';
import { linkClasses } from '../form/form-styles';
import { DownloadIcon, SpinnerIcon } from '../icons';
import { type DocumentDownload, documentFileName } from './use-document-download';

/**
 * A document's PDF and CSV, each a button named after the document it saves ("PDF of the trade
 * confirmation of …"), since a table of them has many buttons that all read "PDF". One not drawn
 * yet says so instead: the server refuses its files until they are. The customer's /documents
 * and the back office's customer page each say where their files are and in which words.
 */
export function DocumentFiles({
  document,
  downloads,
  urlOf,
  labelOf,
  preparing,
}: {
  document: CustomerDocument;
  downloads: DocumentDownload;
  /** Where this surface serves the document's file in `format`. */
  urlOf: (format: DocumentFormat) => string;
  /** A button's accessible name, given the format's name (`PDF`, `CSV`). */
  labelOf: (format: string) => string;
  /** Said instead of the buttons while the document is drawn. */
  preparing: string;
}) {
  if (!document.ready) {
    return <span className="text-gray-700 dark:text-gray-300">{preparing}</span>;
  }
  const { state, download } = downloads;
  const button = (format: DocumentFormat) => {
    const file = { url: urlOf(format), fileName: documentFileName(document, format) };
    const name = format.toUpperCase();
    const label = labelOf(name);
    const busy = state.step === 'downloading' && state.url === file.url;
    return (
      <button
        key={format}
        type="button"
        aria-label={label}
        aria-busy={busy}
        // One file at a time: the page says what became of the one asked for.
        disabled={state.step === 'downloading'}
        onClick={() => void download(file, label)}
        className={`inline-flex items-center gap-1 disabled:cursor-not-allowed disabled:opacity-70 ${linkClasses}`}
      >
        {busy ? (
          <SpinnerIcon className="size-4 motion-safe:animate-spin" />
        ) : (
          <DownloadIcon className="size-4" />
        )}
        {name}
      </button>
    );
  };
  return <div className="flex gap-4">{documentFormats.map(button)}</div>;
}
