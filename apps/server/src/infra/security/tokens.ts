import { webcrypto } from 'node:crypto';
import { decodeJwt, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { type Clock, epochSeconds, systemClock } from '../clock.js';
import { AppError } from '../errors.js';

/**
 * Every token the server issues, signed HS256 with one server secret. Each kind has its own
 * audience, so a token of one kind is never accepted as another; verification pins the
 * algorithm, so `alg: none` and key-confusion tricks fail.
 */
const claimSchemas = {
  /**
   * The identity service's proof of sign-in, exchanged once (its `jti` is spent) for the
   * customer tokens (docs/product/limits.md: 300 s).
   */
  identity: z.object({ sub: z.string(), jti: z.string() }),
  /** A sign-in waiting for its second factor; spent when the factor is accepted. */
  mfa: z.object({ sub: z.string(), kind: z.enum(['customer', 'staff']), jti: z.string() }),
  /** The own backend's user token `ut`. */
  user: z.object({ sub: z.string(), sid: z.string() }),
  /** The platform access token `at`, with Cybrid-style customer claims. */
  access: z.object({
    sub: z.string(),
    sub_type: z.literal('customer'),
    scope: z.array(z.string()),
    sid: z.string(),
  }),
  /**
   * A bank API client's token (OAuth 2.0 client credentials), Cybrid's `sub_type: bank`: it
   * speaks for the bank (`sub`), not a customer, and names the client that asked for it.
   */
  bank: z.object({
    sub: z.string(),
    sub_type: z.literal('bank'),
    scope: z.array(z.string()),
    client_id: z.string(),
  }),
  /** The admin token `a_at`. */
  admin: z.object({
    sub: z.string(),
    sid: z.string(),
    role: z.enum(['support', 'compliance', 'admin']),
  }),
  /** A confirmed one-time code, authorising one sensitive action once. */
  confirmation: z.object({
    sub: z.string(),
    jti: z.string(),
    purpose: z.string(),
    binding: z.string().nullable(),
  }),
  /**
   * A passkey ceremony under way (docs/decisions/0054-passkeys.md): the challenge the browser
   * signs, for whom (registration, an approval: ADR 55) or for anyone (sign-in); spent when the
   * ceremony finishes. A staff member's ceremonies have purposes of their own (ADR 56), so one
   * opened for the back office never finishes at a customer's door, nor the other way round.
   */
  passkey: z.object({
    purpose: z.enum(['register', 'sign_in', 'approve', 'staff_register', 'staff_sign_in']),
    challenge: z.string(),
    sub: z.string().optional(),
    jti: z.string(),
  }),
  /**
   * An account recovery under way (ADR 59): it answers the steps of that one identity
   * verification and nothing else; it is no session.
   */
  recovery: z.object({ sub: z.string(), customer: z.string(), verification: z.string() }),
  /** A new-wallet e-mail's "this wasn't me" link (ADR 21); spent once. */
  wallet_alert: z.object({ sub: z.string(), wallet: z.string(), jti: z.string() }),
} as const;

export type TokenKind = keyof typeof claimSchemas;
export type TokenClaims<K extends TokenKind> = z.infer<(typeof claimSchemas)[K]>;
export type VerifiedToken<K extends TokenKind> = TokenClaims<K> & { iat: number; exp: number };

const ISSUER = 'maple-exchange';
/** Bounds the memory of verified tokens; forgetting only costs a verification. */
const MAX_REMEMBERED = 10_000;
const registered = z.object({ iat: z.number().int(), exp: z.number().int() });

export class TokenService {
  /**
   * Imported once: given raw bytes, jose imports the key again on every sign and verify, which
   * was a seventh of the server's CPU under trading load (bench/README.md).
   */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens already verified, by kind and token string, until they expire: a client sends the
   * same access token with every request, and verifying its signature each time was a sixth of
   * the server's CPU under trading load (bench/README.md). Only tokens that passed every check
   * get here, and each use checks the expiry again.
   */
  private readonly verified: { [K in TokenKind]: Map<string, VerifiedToken<K>> } = {
    identity: new Map(),
    mfa: new Map(),
    user: new Map(),
    access: new Map(),
    bank: new Map(),
    admin: new Map(),
    recovery: new Map(),
    confirmation: new Map(),
    passkey: new Map(),
    wallet_alert: new Map(),
  };

  constructor(
    secret: string,
    private readonly clock: Clock = systemClock,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  /** Signs a token; `issuedAt` (seconds) defaults to now and becomes the `iat` claim. */
  async issue<K extends TokenKind>(
    kind: K,
    claims: TokenClaims<K>,
    ttlSeconds: number,
    issuedAt: number = epochSeconds(this.clock.now()),
  ): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(kind)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(await this.key);
  }

  /** Verifies signature, algorithm, issuer, audience and expiry; throws a 401 AppError otherwise. */
  async verify<K extends TokenKind>(kind: K, token: string): Promise<VerifiedToken<K>> {
    const verified: Map<string, VerifiedToken<K>> = this.verified[kind];
    const known = verified.get(token);
    if (known !== undefined) {
      if (known.exp > epochSeconds(this.clock.now())) return known;
      verified.delete(token);
    }
    const claims = await this.verifyAnew(kind, token);
    if (verified.size >= MAX_REMEMBERED) verified.clear();
    verified.set(token, claims);
    return claims;
  }

  /**
   * The kind a token says it is (its audience), read without verifying it: only to choose which
   * verification to run, so a platform route can tell a bank token from a customer's.
   */
  claimedKind(token: string): string | undefined {
    // A token verified before says the kind it was verified as: decoding it again on every
    // request of a busy client costs more than the lookup.
    if (this.verified.access.has(token)) return 'access';
    if (this.verified.bank.has(token)) return 'bank';
    try {
      const { aud } = decodeJwt(token);
      return typeof aud === 'string' ? aud : undefined;
    } catch {
      return undefined;
    }
  }

  private async verifyAnew<K extends TokenKind>(kind: K, token: string): Promise<VerifiedToken<K>> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: kind,
        currentDate: this.clock.now(),
      });
      const claims = claimSchemas[kind].safeParse(payload);
      const times = registered.safeParse(payload);
      if (!claims.success || !times.success)
        throw new AppError('authentication_malformed', 'Malformed token');
      // TypeScript cannot tie `claimSchemas[kind]`'s output to K; the schema for K parsed it.
      return { ...(claims.data as TokenClaims<K>), ...times.data };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof joseErrors.JWTExpired) {
        throw new AppError('authentication_failed', 'Signature has expired');
      }
      throw new AppError('authentication_failed', 'Invalid token');
    }
  }
}
