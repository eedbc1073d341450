import { useState } from 'react';
import type { ApiError } from '../../../lib/api/api-error';
import { fetchFile } from '../../../lib/api/fetch-file';
import { saveBlob } from '../../../lib/files/save-blob';
import type { TaxFile } from '../../../lib/tax/tax-api';

type DownloadState =
  | { step: 'idle' }
  | { step: 'downloading' }
  | { step: 'failed'; error: ApiError };

/**
 * One of a year's files as the server writes it (the dispositions' CSV, the PDF report),
 * fetched with the session's user token (a plain link cannot send it), then saved as a file.
 */
export function useTaxDownload(file: TaxFile) {
  const [state, setState] = useState<DownloadState>({ step: 'idle' });
  const download = async () => {
    setState({ step: 'downloading' });
    const answer = await fetchFile(file.url, 'user', new AbortController().signal);
    if (!answer.ok) {
      setState({ step: 'failed', error: answer.error });
      return;
    }
    saveBlob(answer.blob, file.fileName);
    setState({ step: 'idle' });
  };
  return { state, download };
}
