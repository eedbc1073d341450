import { storeCustomerSession } from '../lib/session';
import { tokenExpiringIn } from './jwt';

export const testCustomerGuid = '0123456789abcdef0123456789abcdef';

/** base64url, as the server encodes the guid it hands out. */
export const encodedTestGuid = btoa(testCustomerGuid).replaceAll('=', '');

/**
 * Every key a real sign-in stores (docs/product/data.md), with tokens that expire when the test
 * says.
 */
export function storeTestCustomerSession({
  userToken = tokenExpiringIn(600),
  accessToken = tokenExpiringIn(600),
}: {
  userToken?: string;
  accessToken?: string;
} = {}): void {
  storeCustomerSession({
    guid: encodedTestGuid,
    accessToken,
    userToken,
    email: 'ada@example.ca',
    displayName: 'Ada Lovelace',
  });
}
