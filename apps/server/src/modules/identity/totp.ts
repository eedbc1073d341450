import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app supports it: HMAC-SHA1, 6 digits, 30-second steps. */
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Maple Exchange';

/** A new 160-bit secret (RFC 4226's recommended length), base32 as apps expect it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** The `otpauth://totp/...` URI an authenticator app scans as a QR code. */
export const otpauthUri = (secret: string, label: string): string =>
  totpFor(secret, label).toString();

/**
 * The 30-second step a code belongs to, if it is valid at `now` give or take one step (clock
 * drift between phone and server); null otherwise.
 */
export function matchTotpStep(secret: string, code: string, now: Date): bigint | null {
  const totp = totpFor(secret);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : BigInt(totp.counter({ timestamp }) + delta);
}

/** The code an authenticator shows at `at` (tests and the demo seed). */
export const totpCodeAt = (secret: string, at: Date): string =>
  totpFor(secret).generate({ timestamp: at.getTime() });
