import { decodeCustomerGuid, readStoredCustomerSession } from '../../lib/session';

/**
 * Who the signed-in customer is, as the one-time-code calls name them (docs/product/data.md): the
 * stored e-mail and the decoded customer guid ('' when it cannot be read, as create-otp allows).
 */
export function readCustomerIdentity(): { email: string; customerGuid: string } {
  const { email, guid } = readStoredCustomerSession();
  return { email: email ?? '', customerGuid: (guid && decodeCustomerGuid(guid)) || '' };
}
