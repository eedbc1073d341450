import type { ApiError } from '../../lib/api/api-error';

/** The passkey is no longer on the account (removed elsewhere): the list is out of date. */
export const isGone = (error: ApiError): boolean => error.kind === 'http' && error.status === 404;
