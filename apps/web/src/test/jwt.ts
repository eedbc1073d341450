/** Unsigned test JWTs: the client only reads claims, so the signature is a dummy. */
const base64url = (value: object): string =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.dummy-signature`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token that expires `seconds` from now (negative: already expired). */
export const tokenExpiringIn = (seconds: number, extra: Record<string, unknown> = {}): string =>
  makeJwt({ iat: nowSeconds() - 60, exp: nowSeconds() + seconds, ...extra });
