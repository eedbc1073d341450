import { useEffect, useState } from 'react';
import type { ApiError } from '../../../lib/api/api-error';
import { fetchFile } from '../../../lib/api/fetch-file';

export type FileUrl =
  | { state: 'loading' }
  | { state: 'ready'; url: string }
  | { state: 'failed'; error: ApiError };

/**
 * An object URL for a file fetched with the admin token (an <img> cannot send the token). The
 * URL is revoked, and an unfinished download cancelled, when the component unmounts or the
 * file changes, so a document under review does not outlive its screen.
 */
export function useFileUrl(url: string): FileUrl {
  const [file, setFile] = useState<FileUrl>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setFile({ state: 'loading' });
    void fetchFile(url, 'admin', controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      if (!answer.ok) {
        setFile({ state: 'failed', error: answer.error });
        return;
      }
      objectUrl = URL.createObjectURL(answer.blob);
      setFile({ state: 'ready', url: objectUrl });
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return file;
}
