import { decodeBase64url } from '../encoding/base64url';

/** Platform guids: 32 lower-case hex characters (Cybrid convention). */
const guidPattern = /^[0-9a-f]{32}$/;

/**
 * The customer guid stored in session storage is base64url-encoded (docs/product/data.md); calls
 * that name the customer (regenerate-customer-token's `cybrid_guid`, create-otp's `customer_guid`)
 * send it decoded. Returns null for anything that does not decode to a guid.
 */
export function decodeCustomerGuid(encoded: string): string | null {
  let decoded: string;
  try {
    decoded = decodeBase64url(encoded);
  } catch {
    return null;
  }
  return guidPattern.test(decoded) ? decoded : null;
}
