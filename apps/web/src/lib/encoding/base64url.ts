/**
 * Decodes base64url (RFC 4648 §5, padding optional) into a binary string, one character per
 * byte, as `atob` gives; throws a `DOMException` when the text is not base64url.
 */
export function decodeBase64url(encoded: string): string {
  const base64 = encoded.replaceAll('-', '+').replaceAll('_', '/');
  return atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
}
