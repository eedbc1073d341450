import type { Kysely } from 'kysely';
import { addSeconds, type Clock } from '../../infra/clock.js';
import type { Broadcast } from '../../infra/coordination/broadcast.js';
import type { PrincipalKind } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';
import { newId } from '../../infra/ids.js';
import type { SessionsTable } from './identity.tables.js';
import {
  findSession,
  insertSession,
  lockPrincipalSessions,
  newestSession,
  revokeSession,
  revokeSessions,
  sessionsPage,
} from './sessions.repo.js';
import type { Principal } from './totp.repo.js';

export type RevokedReason = NonNullable<SessionsTable['revoked_reason']>;

export interface StartedSession {
  id: string;
  issuedAt: Date;
  expiresAt: Date;
}

const livenessCacheMs = 1000;
/** Tells every instance that sessions were revoked, so none answers from its cache. */
const revocations = 'session_revocations';
/** Bounds the memory of the liveness cache; emptying it only costs some database reads. */
const maxCachedSessions = 10_000;

/**
 * Server-side sessions behind the user, access and admin tokens (their `sid`). A new session
 * ends every other live session of the same principal: the newest sign-in wins
 * (docs/product/sessions.md).
 */
export class SessionService {
  /**
   * Sessions found live in the last {@link livenessCacheMs}, so a burst of calls on one token
   * asks the database once. Any revocation, on any instance, empties it on every instance
   * (ADR 14); should that message be lost or overtake the revoking commit, the entry still
   * ends within the cache's time.
   */
  private readonly recentlyLive = new Map<string, number>();

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly clock: Clock,
    private readonly broadcast: Broadcast,
  ) {
    broadcast.subscribe(revocations, {
      message: () => this.recentlyLive.clear(),
      resubscribed: () => this.recentlyLive.clear(),
    });
  }

  async start(
    trx: Kysely<Schema>,
    principal: Principal,
    ttlSeconds: number,
  ): Promise<StartedSession> {
    const now = this.clock.now();
    // Whole seconds, so the session's time equals the `iat` of the tokens issued for it.
    const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const session = { id: newId(), issuedAt, expiresAt: addSeconds(issuedAt, ttlSeconds) };
    await lockPrincipalSessions(trx, principal);
    await revokeSessions(trx, principal, 'superseded', now);
    this.forgetLiveSessions();
    await insertSession(trx, {
      ...session,
      principalKind: principal.kind,
      principalId: principal.id,
    });
    return session;
  }

  /**
   * Whether a session exists for this kind of principal, is not revoked and has not expired.
   * `principalId` is checked when the token names it (user and admin tokens).
   */
  async isLive(
    sessionId: string,
    principalKind: PrincipalKind,
    principalId: string | undefined,
  ): Promise<boolean> {
    // A sid that is not a UUID cannot exist; asking the database would be a type error.
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
    const key = `${sessionId}|${principalKind}|${principalId ?? ''}`;
    const now = this.clock.now().getTime();
    if ((this.recentlyLive.get(key) ?? 0) > now) return true;
    const session = await findSession(this.db, sessionId);
    const live =
      session !== undefined &&
      session.principal_kind === principalKind &&
      (principalId === undefined || session.principal_id === principalId) &&
      session.revoked_at === null &&
      session.expires_at.getTime() > now;
    if (live) {
      if (this.recentlyLive.size >= maxCachedSessions) this.recentlyLive.clear();
      this.recentlyLive.set(key, Math.min(now + livenessCacheMs, session.expires_at.getTime()));
    }
    return live;
  }

  /**
   * How the principal's session ended (its revocation's reason, or `expired`); undefined while it
   * is live. An unknown session, or another principal's, ended for no reason it may learn.
   */
  async endOf(
    sessionId: string,
    principal: Principal,
  ): Promise<RevokedReason | 'expired' | 'unknown' | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return 'unknown';
    const session = await findSession(this.db, sessionId);
    if (
      session === undefined ||
      session.principal_kind !== principal.kind ||
      session.principal_id !== principal.id
    ) {
      return 'unknown';
    }
    if (session.revoked_reason !== null) return session.revoked_reason;
    if (session.revoked_at !== null) return 'unknown';
    return session.expires_at.getTime() > this.clock.now().getTime() ? undefined : 'expired';
  }

  async end(sessionId: string, reason: RevokedReason, trx: Kysely<Schema> = this.db) {
    await revokeSession(trx, sessionId, reason, this.clock.now());
    this.forgetLiveSessions();
  }

  async endAll(trx: Kysely<Schema>, principal: Principal, reason: RevokedReason, keep?: string) {
    await revokeSessions(trx, principal, reason, this.clock.now(), keep);
    this.forgetLiveSessions();
  }

  /** A page of the principal's sessions, newest first: their sign-in history. */
  page(principal: Principal, page: { offset: number; limit: number }) {
    return sessionsPage(this.db, principal, page);
  }

  /**
   * Empties this instance's cache and tells the others to empty theirs. Not awaited: the
   * caller may be inside a transaction, which must not wait on another pooled connection. A
   * lost message is no error here: every cache entry ends within {@link livenessCacheMs}.
   */
  private forgetLiveSessions(): void {
    this.recentlyLive.clear();
    this.broadcast.publish(revocations, 'revoked').catch(() => undefined);
  }

  /** `iat` (seconds) of the principal's newest session, live or not. */
  async newestIssuedAt(principal: Principal): Promise<number | undefined> {
    const session = await newestSession(this.db, principal);
    return session === undefined ? undefined : Math.floor(session.issued_at.getTime() / 1000);
  }
}
