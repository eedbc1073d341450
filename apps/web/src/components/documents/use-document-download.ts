import type { CustomerDocument, DocumentFormat } from '@maple/contracts';
import { useState } from 'react';
import type { ApiError } from '../../lib/api/api-error';
import { fetchFile } from '../../lib/api/fetch-file';
import { saveBlob } from '../../lib/files/save-blob';

/** A document's file: where the caller's surface serves it, and the name it is saved as. */
export interface DocumentFile {
  url: string;
  fileName: string;
}

/** The name the server gives the file (`content-disposition`), e.g. `maple-trade-confirmation-<guid>.pdf`. */
export const documentFileName = (document: CustomerDocument, format: DocumentFormat): string =>
  `maple-${document.kind.replace(/_/g, '-')}-${document.subject}.${format}`;

/** A subject's short reference: enough to tell documents apart and to match a trade by eye. */
export const shortReference = (subject: string): string => subject.slice(0, 8);

export type DownloadState =
  | { step: 'idle' }
  | { step: 'downloading'; url: string }
  | { step: 'failed'; label: string; error: ApiError };

/**
 * A document's PDF or CSV, fetched with the caller's bearer token (the customer's `user` token,
 * or staff's `admin` one; a plain link cannot send it) and saved as its bytes. One file at a
 * time: the failure shown is the last one asked for, named by its label.
 */
export function useDocumentDownload(token: 'user' | 'admin') {
  const [state, setState] = useState<DownloadState>({ step: 'idle' });
  const download = async (file: DocumentFile, label: string) => {
    setState({ step: 'downloading', url: file.url });
    const answer = await fetchFile(file.url, token, new AbortController().signal);
    if (!answer.ok) {
      setState({ step: 'failed', label, error: answer.error });
      return;
    }
    saveBlob(answer.blob, file.fileName);
    setState({ step: 'idle' });
  };
  return { state, download };
}

export type DocumentDownload = ReturnType<typeof useDocumentDownload>;
