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
  /**
   * A read route that a customer's personal read-only token may call too (ADR 70): `true` takes
   * one holding the route's `scopes`; a `user` route names the scopes it wants. Only GET (and its
   * HEAD) may: registering it on any other method fails at start-up, so no write route ever takes
   * one. Every other route refuses one.
   */
  personalTokens?: true | { scopes: readonly string[] };
}

interface Guard {
  kind: SessionTokenKind;
  scopes: readonly string[];
  bankTokens: boolean;
  recoveryTokens: boolean;
  /** The scopes a personal token needs here; undefined when the route takes none. */
  personalScopes: readonly string[] | undefined;
  permission: StaffPermission | undefined;
}

export interface RouteGuard {
  kind: SessionTokenKind;
  personalScopes: readonly string[] | undefined;
}

export interface SessionLiveness {
  isLive(
    sessionId: string,
    principalKind: PrincipalKind,
    principalId: string | undefined,
  ): Promise<boolean>;
}

/** A live personal token (ADR 70), as the module that keeps them answers for its secret. */
export interface PersonalTokenGrant {
  guid: string;
  userId: string;
  customerGuid: string;
  /** The /api read scopes its customer's words grant. */
  scopes: readonly string[];
  createdAt: Date;
  expiresAt: Date;
}

export interface PersonalTokenVerifier {
  /** The grant of a live token; undefined for an unknown, revoked or expired one alike. */
  verify(secret: string): Promise<PersonalTokenGrant | undefined>;
}

type TokenCredentials = { [K in CredentialKind]?: VerifiedToken<K> };
type Credentials = TokenCredentials & {
  /** Set when the credential above is a personal read-only token's: which one. */
  personalToken?: { guid: string };
};

/** What a personal token's secret starts with (`@maple/contracts` PERSONAL_TOKEN_PREFIX). */
const PERSONAL_TOKEN_PREFIX = 'mxr_';
/** The only methods a personal token may be taken on: reads. */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

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
  /** Each guarded route's token kind and the scopes a personal token needs there, if it may. */
  private readonly routeGuards = new Map<string, RouteGuard>();

  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionLiveness,
    private readonly personalTokens: PersonalTokenVerifier,
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
      if (guard.personalScopes !== undefined) assertReadOnly(route.method, route.url);
      for (const method of [route.method].flat()) {
        this.routeGuards.set(`${method} ${route.url}`, {
          kind: guard.kind,
          personalScopes: guard.personalScopes,
        });
      }
      if (guard.permission !== undefined) {
        for (const method of [route.method].flat()) {
          this.staffRules.set(`${method} ${route.url}`, guard.permission);
        }
      }
      const bank = guard.bankTokens ? [{ [securitySchemeOf.bank]: [...guard.scopes] }] : [];
      const recovery = guard.recoveryTokens ? [{ [securitySchemeOf.recovery]: [] }] : [];
      const personal =
        guard.personalScopes === undefined
          ? []
          : [{ [personalTokenScheme]: [...guard.personalScopes] }];
      route.schema = {
        ...route.schema,
        security: [
          { [securitySchemeOf[guard.kind]]: [...guard.scopes] },
          ...bank,
          ...recovery,
          ...personal,
        ],
      };
    });
  }

  /**
   * What guards a route (`METHOD url` as registered): its token kind and the scopes a personal
   * token needs there (undefined: it takes none); undefined for a route open to anyone. The
   * personal-token access matrix is generated from it.
   */
  guardOf(method: string, url: string): RouteGuard | undefined {
    return this.routeGuards.get(`${method} ${url}`);
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
    const personalScopes = personalScopesOf(kind, options);
    const hook: onRequestAsyncHookHandler = async (request) => {
      const token = bearerToken(request);
      if (token.startsWith(PERSONAL_TOKEN_PREFIX)) {
        request.credentials = {
          ...request.credentials,
          ...(await this.personalCredentials(kind, token, personalScopes)),
        };
        return;
      }
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
      personalScopes,
      permission: options.permission,
    });
    return hook;
  }

  /**
   * A personal read-only token (ADR 70): refused with 401 by a route that does not take one, as
   * a token of the wrong kind is (every operation documents 401; the token is not even looked
   * up), 401 when unknown, revoked or expired (alike: no oracle), 403 without the route's scope
   * (what Cybrid answers a token lacking a scope). Then it
   * fills the slot its customer's own token would: the access token's claims (`sub` the customer
   * guid) or the user token's (`sub` the user), scoped to what it grants.
   */
  private async personalCredentials(
    kind: SessionTokenKind,
    token: string,
    personalScopes: readonly string[] | undefined,
  ): Promise<Credentials> {
    if (personalScopes === undefined) {
      throw new AppError('authentication_failed', 'A personal read-only token does not open this');
    }
    const grant = await this.personalTokens.verify(token);
    if (grant === undefined) throw new AppError('authentication_failed', 'Invalid token');
    if (!personalScopes.every((scope) => grant.scopes.includes(scope))) {
      throw new AppError('invalid_scopes', 'Insufficient scopes');
    }
    const times = {
      iat: Math.floor(grant.createdAt.getTime() / 1000),
      exp: Math.floor(grant.expiresAt.getTime() / 1000),
    };
    const personalToken = { guid: grant.guid };
    if (kind === 'user') {
      return { user: { sub: grant.userId, sid: grant.guid, ...times }, personalToken };
    }
    const scope = [...grant.scopes];
    const access = { sub: grant.customerGuid, sub_type: 'customer' as const, scope, ...times };
    return { access: { ...access, sid: grant.guid }, personalToken };
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

/** The OpenAPI security scheme of a personal read-only token (api-docs.ts). */
export const personalTokenScheme = 'personalToken';

/** The scopes a personal token needs on this route, or undefined when it takes none. */
function personalScopesOf(
  kind: SessionTokenKind,
  options: GuardOptions,
): readonly string[] | undefined {
  const taken = options.personalTokens;
  if (taken === undefined) return undefined;
  if (kind === 'admin') throw new Error('a personal token never opens an admin route');
  const scopes = taken === true ? (options.scopes ?? []) : taken.scopes;
  // A route that names no scope would open to any personal token, whatever it was made for.
  if (scopes.length === 0) throw new Error('a route that takes personal tokens names a scope');
  return scopes;
}

/** A personal token reads: a route taking one on any other method is a mistake, found at start. */
function assertReadOnly(method: string | string[], url: string): void {
  for (const one of [method].flat()) {
    if (!READ_METHODS.has(one.toUpperCase())) {
      throw new Error(`${one} ${url} cannot take personal read-only tokens: only GET may`);
    }
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

/** The personal token a request was let in with (ADR 70); undefined for any other credential. */
export function personalTokenOf(request: FastifyRequest): { guid: string } | undefined {
  return request.credentials?.personalToken;
}

/** The verified claims of a `require(kind)`-guarded request. */
export function credentialsOf<K extends CredentialKind>(
  request: FastifyRequest,
  kind: K,
): VerifiedToken<K> {
  const slots: TokenCredentials | null = request.credentials;
  const claims = slots?.[kind];
  if (claims === undefined) throw new AppError('authentication_failed', 'Invalid token');
  return claims;
}
