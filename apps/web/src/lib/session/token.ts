import { jwtDecode } from 'jwt-decode';

/**
 * Claims the client reads (docs/product/data.md). Signatures are verified by the server, never
 * here.
 */
export interface TokenClaims {
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Issue time, seconds since the epoch (compared by the duplicate-login check). */
  iat?: number;
}

export type TokenState = 'valid' | 'expired' | 'none';

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The token's claims, or null when it is not a JWT with a numeric `exp`. */
export function readClaims(token: string): TokenClaims | null {
  let payload: unknown;
  try {
    payload = jwtDecode<unknown>(token);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const exp = 'exp' in payload ? payload.exp : undefined;
  const iat = 'iat' in payload ? payload.iat : undefined;
  if (!isTime(exp)) return null;
  return isTime(iat) ? { exp, iat } : { exp };
}

/** A token without a readable expiry is treated as absent: it can never be valid. */
export function tokenState(token: string | null, nowMs: number = Date.now()): TokenState {
  if (!token) return 'none';
  const claims = readClaims(token);
  if (!claims) return 'none';
  return claims.exp * 1000 > nowMs ? 'valid' : 'expired';
}

/** Milliseconds until the token expires, or null when it has no readable expiry. */
export function msUntilExpiry(token: string, nowMs: number = Date.now()): number | null {
  const claims = readClaims(token);
  return claims ? claims.exp * 1000 - nowMs : null;
}
