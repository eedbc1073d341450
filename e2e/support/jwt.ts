/**
 * Unsigned test JWTs. The client only reads the `exp` and `iat` claims (docs/product/data.md) and
 * never checks the signature, so a dummy one is enough to make a session "valid" or "expired" in
 * the browser.
 */
const base64url = (value: object): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.e2e-dummy-signature`;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A token expiring `seconds` from now; a negative value gives an already expired token. */
export const tokenExpiringIn = (seconds: number): string =>
  makeJwt({ iat: nowSeconds() - 60, exp: nowSeconds() + seconds });

/** Valid for the whole test run. */
export const validToken = (): string => tokenExpiringIn(60 * 60);

/** Expired a minute ago. */
export const expiredToken = (): string => tokenExpiringIn(-60);
