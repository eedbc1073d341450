import type { FieldIssue } from '@maple/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * A failed call, whatever went wrong: the server answered with an error (`http`), no answer
 * arrived (`network`: offline, timeout), or the answer could not be read (`invalid-response`).
 */
export interface ApiError {
  kind: 'http' | 'network' | 'invalid-response';
  /** HTTP status; 0 when there was no usable answer. */
  status: number;
  /** The server's message (docs/product/sessions.md `{ message }`), or '' when there is none. */
  message: string;
  /** The server's error code (`account_locked`, `forbidden`, …), or '' when there is none. */
  code: string;
  /** Per-field problems of a rejected request body. */
  details: readonly FieldIssue[];
}

/**
 * The code of a customer call not sent because the session has already ended: the page is on its
 * way to /signin, which says why, so it shows no error of its own for it.
 */
export const signedOutCode = 'signed_out';

/** Whether `error` is only the ended session (see {@link signedOutCode}). */
export const isSignedOut = (error: ApiError | null | undefined): boolean =>
  error?.code === signedOutCode;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldIssue = (value: unknown): value is FieldIssue =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads the own backend's error body `{ message, code, request_id, details? }`, or the
 * platform's (Cybrid) `{ status, error_message, message_code }`.
 */
function fromBody(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return { kind: 'http', status, message: '', code: '', details: [] };
  const details = Array.isArray(body.details) ? body.details.filter(isFieldIssue) : [];
  const message = textOf(body.message) || textOf(body.error_message);
  const code = textOf(body.code) || textOf(body.message_code);
  return { kind: 'http', status, message, code, details };
}

const noAnswer = (kind: ApiError['kind'], status = 0): ApiError => ({
  kind,
  status,
  message: '',
  code: '',
  details: [],
});

/** Normalises what fetchBaseQuery reports into one shape the screens can rely on. */
export function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') return fromBody(error.status, error.data);
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return noAnswer('network');
    case 'PARSING_ERROR':
      // A proxy or gateway answering HTML instead of JSON.
      return error.originalStatus >= 400
        ? fromBody(error.originalStatus, undefined)
        : noAnswer('invalid-response', error.originalStatus);
    case 'CUSTOM_ERROR':
      return noAnswer('invalid-response');
  }
}

/** An answer that arrived but is not what the contract promises. */
export const invalidResponse = (): ApiError => noAnswer('invalid-response');

/** Distinguishes an ApiError from anything else a rejected promise may carry. */
const isApiError = (value: unknown): value is ApiError =>
  isRecord(value) &&
  (value.kind === 'http' || value.kind === 'network' || value.kind === 'invalid-response') &&
  typeof value.status === 'number' &&
  typeof value.message === 'string';

/**
 * RTK Query reports an exception thrown inside a call (a bug, not an answer) as a serialised
 * error; screens treat it like an unreadable answer.
 */
export const apiErrorOf = (error: unknown): ApiError =>
  isApiError(error) ? error : invalidResponse();
