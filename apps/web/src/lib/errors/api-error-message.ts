import type { TFunction } from 'i18next';
import type { ApiError } from '../api/api-error';
import { displayServerMessage } from './server-message';

/**
 * The sentence a screen shows for a failed call: the server's message as docs/product/errors.md
 * says (with "Signature has expired" reworded), or the app's own words when no message arrived.
 */
export function describeApiError(error: ApiError, t: TFunction): string {
  if (error.kind === 'network') return t('errors.network');
  if (error.kind === 'invalid-response' || error.message === '') return t('errors.server');
  return displayServerMessage(error.message, t);
}
