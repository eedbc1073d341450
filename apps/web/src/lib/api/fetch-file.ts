import { type ApiError, toApiError } from './api-error';
import { type ApiAuth, bearerOf } from './base-query';

export type FileAnswer = { ok: true; blob: Blob } | { ok: false; error: ApiError };

const readBody = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
};

/**
 * A file's bytes from our own server, with the caller's credential. Files stay out of the store
 * (a Blob is neither serialisable nor, for identity documents, something to keep), so this is
 * the one call that does not go through RTK Query; its failures read like every other call's.
 */
export async function fetchFile(
  url: string,
  auth: ApiAuth,
  signal: AbortSignal,
): Promise<FileAnswer> {
  const headers = new Headers();
  const bearer = bearerOf(auth);
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  try {
    const response = await fetch(new URL(url, window.location.origin).href, { headers, signal });
    if (!response.ok) {
      return {
        ok: false,
        error: toApiError({ status: response.status, data: await readBody(response) }),
      };
    }
    return { ok: true, blob: await response.blob() };
  } catch (error) {
    return { ok: false, error: toApiError({ status: 'FETCH_ERROR', error: String(error) }) };
  }
}
