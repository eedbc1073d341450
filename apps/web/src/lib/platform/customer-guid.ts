import { decodeCustomerGuid, sessionKeys } from '../session';
import { readItem } from '../session/storage';

/** The signed-in customer's platform guid, decoded from session storage ('' when absent). */
export function readCustomerGuid(): string {
  const stored = readItem('session', sessionKeys.guid);
  return (stored && decodeCustomerGuid(stored)) ?? '';
}
