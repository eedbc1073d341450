import { useState } from 'react';
import type { ApiError } from '../../../lib/api/api-error';
import { fetchFile } from '../../../lib/api/fetch-file';
import { saveBlob } from '../../../lib/files/save-blob';
import { taxYearPath } from '../api/tax-api';

type DownloadState =
  | { step: 'idle' }
  | { step: 'downloading' }
  | { step: 'failed'; error: ApiError };

/**
 * A year's dispositions as the server writes them (`GET /customers/tax/{year}/dispositions.csv`),
 * fetched with the session's user token (a plain link cannot send it), then saved as a file.
 */
export function useTaxDownload(year: number) {
  const [state, setState] = useState<DownloadState>({ step: 'idle' });
  const download = async () => {
    setState({ step: 'downloading' });
    const answer = await fetchFile(
      `${taxYearPath(year)}/dispositions.csv`,
      'user',
      new AbortController().signal,
    );
    if (!answer.ok) {
      setState({ step: 'failed', error: answer.error });
      return;
    }
    saveBlob(answer.blob, `maple-capital-gains-${year}.csv`);
    setState({ step: 'idle' });
  };
  return { state, download };
}
