import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { PrincipalKind } from '../db/columns.js';
import { AppError } from '../errors.js';
import type { TokenService, VerifiedToken } from '../security/tokens.js';
import { mayStaff, type StaffPermission } from './staff-permissions.js';

/**
 * Token kinds backed by a server-side session (docs/product/sessions.md): user `ut`, access `at`,
 * admin `a_at`.
 */
export type SessionTokenKind = 'user' | 'access' | 'admin';
/**
 * What a verified request may carry: a session's token, a bank client's, or an account
 * recovery's (neither has a session).
 */
type CredentialKind = SessionTokenKind | 'bank' | 'recovery';
export type StaffRole = VerifiedToken<'admin'>['role'];

/** The OpenAPI security scheme that describes each kind of bearer token (see api-docs.ts). */
export const securitySchemeOf: Readonly<Record<CredentialKind, string>> = {
  user: 'userToken',
  access: 'accessToken',
  admin: 'adminToken',
  bank: 'bankToken',
  recovery: 'recoveryToken',
};

interface GuardOptions {
  /** An `admin` route's permission (staff-permissions.ts): every admin route names one. */
  permission?: StaffPermission;
  scopes?: readonly string[];
  /**
   * An `access` route that a bank client's token may call too (Cybrid documents it for banks).
   * Every other platform route refuses a bank token with 403 `invalid_subject`.
   */
  bankTokens?: boolean;
  /**
   * A `user` route that an account recovery's token may call too (ADR 59): the built-in flow's
   * steps, for that recovery's verification only. Every other route refuses one with 401.
   */
  recoveryTokens?: boolean;
}

interface Guard {
  kind: SessionTokenKind;
  scopes: readonly string[];
  bankTokens: boolean;
  recoveryTokens: boolean;
  permission: StaffPermission | undefined;
}

export interface SessionLiveness {
  isLive(
    sessionId: string,
    principalKind: PrincipalKind,
    principalId: string | undefined,
  ): Promise<boolean>;
}

type Credentials = { [K in CredentialKind]?: VerifiedToken<K> };

declare module 'fastify' {
  interface FastifyRequest {
    /** Verified bearer claims, set by an `Authenticator.require` hook. */
    credentials: Credentials | null;
  }
}

const MAX_TOKEN_LENGTH = 4096;

/** The token of an `Authorization: Bearer …` header; 401 when missing or malformed. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([^\s]+)$/i.exec(header.trim()) : null;
  const token = match?.[1];
  if (token === undefined || token.length > MAX_TOKEN_LENGTH) {
    throw new AppError('authentication_failed', 'Missing or malformed bearer token');
  }
  return token;
}

/**
 * The reusable guard of every authenticated route: `require(kind)` is an `onRequest` hook that
 * verifies a bearer token of that kind (signature, algorithm, audience, expiry) and that its
 * session is live (not revoked, not superseded by a newer sign-in). It runs before the body is
 * parsed or validated, so a caller without a valid token learns nothing but 401. Routes then
 * read the claims with `credentialsOf`. Used by /customers and /identity (user token), /api (access
 * token) and /admin/api (admin token, optionally limited to some staff roles).
 */
export class Authenticator {
  /** What each hook made by `require` checks, for the routes' descriptions. */
  private readonly guards = new WeakMap<object, Guard>();
  /** Each admin route's permission, by `METHOD url` as registered. */
  private readonly staffRules = new Map<string, StaffPermission>();

  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionLiveness,
  ) {}

  /**
   * Declares the request slot, and describes each route's guard as its OpenAPI `security` (the
   * token kind's scheme with the scopes required): taken from the hook that enforces it, the
   * description cannot drift from it. Call once before routes are added.
   */
  register(app: FastifyInstance) {
    app.decorateRequest('credentials', null);
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest ?? []].flat();
      const guard = hooks.map((hook) => this.guards.get(hook)).find((found) => found !== undefined);
      if (guard === undefined) return;
      if (guard.permission !== undefined) {
        for (const method of [route.method].flat()) {
          this.staffRules.set(`${method} ${route.url}`, guard.permission);
        }
      }
      const bank = guard.bankTokens ? [{ [securitySchemeOf.bank]: [...guard.scopes] }] : [];
      const recovery = guard.recoveryTokens ? [{ [securitySchemeOf.recovery]: [] }] : [];
      route.schema = {
        ...route.schema,
        security: [{ [securitySchemeOf[guard.kind]]: [...guard.scopes] }, ...bank, ...recovery],
      };
    });
  }

  /** The permission an admin route requires, or undefined for a route that names none. */
  staffRuleOf(method: string, url: string): StaffPermission | undefined {
    return this.staffRules.get(`${method} ${url}`);
  }

  require<K extends SessionTokenKind>(
    kind: K,
    options: GuardOptions = {},
  ): onRequestAsyncHookHandler {
    if ((kind === 'admin') !== (options.permission !== undefined)) {
      throw new Error('an admin route names its permission, and only an admin route has one');
    }
    const hook: onRequestAsyncHookHandler = async (request) => {
      const token = bearerToken(request);
      if (kind === 'access' && this.tokens.claimedKind(token) === 'bank') {
        request.credentials = {
          ...request.credentials,
          bank: await this.bankClaims(token, options),
        };
        return;
      }
      if (options.recoveryTokens === true && this.tokens.claimedKind(token) === 'recovery') {
        const recovery = await this.tokens.verify('recovery', token);
        request.credentials = { ...request.credentials, recovery };
        return;
      }
      const claims = await this.tokens.verify(kind, token);
      const principalKind: PrincipalKind = kind === 'admin' ? 'staff' : 'customer';
      // The access token names the customer guid, not the user; its sid alone ties it.
      const principalId = kind === 'access' ? undefined : claims.sub;
      if (!(await this.sessions.isLive(claims.sid, principalKind, principalId))) {
        throw new AppError('authentication_failed', 'Invalid token');
      }
      if (options.permission !== undefined && !hasPermission(claims, options.permission)) {
        throw new AppError('forbidden', 'Your staff role does not allow this');
      }
      if (options.scopes !== undefined && !hasScopes(claims, options.scopes)) {
        throw new AppError('invalid_scopes', 'Insufficient scopes');
      }
      // TypeScript cannot narrow the mapped slot by a generic K; `claims` was verified as K.
      request.credentials = { ...request.credentials, [kind]: claims } as Credentials;
    };
    this.guards.set(hook, {
      kind,
      scopes: options.scopes ?? [],
      bankTokens: options.bankTokens === true,
      recoveryTokens: options.recoveryTokens === true,
      permission: options.permission,
    });
    return hook;
  }

  /**
   * A bank client's token on a platform route: verified like any token (it has no session; it
   * lives minutes), then refused unless the route takes bank tokens, or lacks a scope.
   */
  private async bankClaims(token: string, options: GuardOptions): Promise<VerifiedToken<'bank'>> {
    const claims = await this.tokens.verify('bank', token);
    if (options.bankTokens !== true) {
      throw new AppError('invalid_subject', 'Invalid Subject type. Required: customer');
    }
    if (options.scopes !== undefined && !hasScopes(claims, options.scopes)) {
      throw new AppError('invalid_scopes', 'Insufficient scopes');
    }
    return claims;
  }
}

/** Every scope the route names must be granted (Cybrid: e.g. `trades:execute`). */
function hasScopes(claims: object, scopes: readonly string[]): boolean {
  const granted = 'scope' in claims && Array.isArray(claims.scope) ? claims.scope : [];
  return scopes.every((scope) => granted.includes(scope));
}

function hasPermission(claims: object, permission: StaffPermission): boolean {
  if (!('role' in claims)) return false;
  const { role } = claims;
  return (
    (role === 'support' || role === 'compliance' || role === 'admin') && mayStaff(role, permission)
  );
}

/** The verified claims of a `require(kind)`-guarded request. */
export function credentialsOf<K extends CredentialKind>(
  request: FastifyRequest,
  kind: K,
): VerifiedToken<K> {
  const claims = request.credentials?.[kind];
  if (claims === undefined) throw new AppError('authentication_failed', 'Invalid token');
  return claims;
}
