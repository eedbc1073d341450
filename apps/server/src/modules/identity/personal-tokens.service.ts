import { randomBytes } from 'node:crypto';
import {
  type CreatedPersonalToken,
  MAX_PERSONAL_TOKENS,
  PERSONAL_TOKEN_PREFIX,
  type PersonalToken,
  type PersonalTokenLifetime,
  type PersonalTokenScope,
} from '@maple/contracts';
import type { Kysely } from 'kysely';
import { addSeconds, type Clock } from '../../infra/clock.js';
import type { Broadcast } from '../../infra/coordination/broadcast.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { PersonalTokenGrant, PersonalTokenVerifier } from '../../infra/http/auth.js';
import { newGuid } from '../../infra/ids.js';
import { sha256 } from '../../infra/security/secrets.js';
import type { AuditEvent } from '../audit/audit.service.js';
import type { PersonalTokenRevocation } from './identity.tables.js';
import { grantedApiScopes } from './personal-token-scopes.js';
import {
  countLiveTokens,
  findTokenByHash,
  insertPersonalToken,
  listLiveTokens,
  lockUserTokens,
  revokeAllTokens,
  revokeToken,
  touchToken,
} from './personal-tokens.repo.js';

/** A token found live is believed for at most this long (ADR 14, as sessions). */
const livenessCacheMs = 1000;
/** Tells every instance that personal tokens were revoked, so none answers from its cache. */
const revocations = 'personal_token_revocations';
/** Bounds the memories below; emptying one only costs a read or a write. */
const maxRemembered = 10_000;
/** `last_used_at` is written at most this often per token: no write per request. */
export const LAST_USED_EVERY_SECONDS = 60;
/** 32 random bytes: as unguessable as the server's own secrets. */
const SECRET_BYTES = 32;
const DAY_SECONDS = 86_400;

/** The customer a token is made for, and who asked (the request's id, for the audit trail). */
export interface TokenOwner {
  userId: string;
  customerGuid: string;
  requestId: string | null;
}

export interface NewTokenRequest {
  name: string;
  scopes: readonly PersonalTokenScope[];
  expiresInDays: PersonalTokenLifetime;
}

type AuditRecorder = (db: Kysely<Schema>, event: AuditEvent) => Promise<void>;

export interface PersonalTokenDeps {
  db: Kysely<Schema>;
  clock: Clock;
  broadcast: Broadcast;
  /** The audit trail's writer (modules/audit), in the transaction of each change. */
  audit: AuditRecorder;
}

type ListedRow = Pick<
  Awaited<ReturnType<typeof listLiveTokens>>[number],
  'guid' | 'name' | 'scopes' | 'created_at' | 'expires_at' | 'last_used_at'
>;

/**
 * Personal read-only API tokens (docs/decisions/0070-personal-read-only-tokens.md): made, listed
 * and revoked by their customer, ended with every other on a password reset or an account
 * recovery, and verified for the Authenticator. A verified token is believed for a second; any
 * revocation, on any instance, empties every instance's memory of them (as `SessionService`).
 */
export class PersonalTokenService implements PersonalTokenVerifier {
  /** Grants found live, by the secret's hash, until when they may be believed. */
  private readonly recentlyLive = new Map<string, { grant: PersonalTokenGrant; until: number }>();
  /** When this instance last recorded each token's use (ms), or saw it recorded. */
  private readonly lastUseRecorded = new Map<string, number>();

  constructor(private readonly deps: PersonalTokenDeps) {
    deps.broadcast.subscribe(revocations, {
      message: () => this.recentlyLive.clear(),
      resubscribed: () => this.recentlyLive.clear(),
    });
  }

  /**
   * Makes a token and answers its secret, once. `authorise` runs first in the transaction (it
   * spends the action's confirmation), so a refusal (the 11th token) spends and writes nothing.
   */
  async create(
    owner: TokenOwner,
    request: NewTokenRequest,
    authorise: (trx: Kysely<Schema>) => Promise<void>,
  ): Promise<CreatedPersonalToken> {
    const secret = `${PERSONAL_TOKEN_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
    const now = this.deps.clock.now();
    return this.deps.db.transaction().execute(async (trx) => {
      await authorise(trx);
      await lockUserTokens(trx, owner.userId);
      if ((await countLiveTokens(trx, owner.userId, now)) >= MAX_PERSONAL_TOKENS) {
        throw new AppError(
          'conflict',
          `You already have ${MAX_PERSONAL_TOKENS} API tokens, the most there can be: revoke one first.`,
        );
      }
      const row = await insertPersonalToken(trx, {
        guid: newGuid(),
        userId: owner.userId,
        customerGuid: owner.customerGuid,
        name: request.name,
        scopes: [...new Set(request.scopes)],
        tokenHash: sha256(secret),
        createdAt: now,
        expiresAt: addSeconds(now, request.expiresInDays * DAY_SECONDS),
      });
      await this.recordEvent(trx, owner, 'customer.personal_token_created', row);
      return { ...answerOf(row), secret };
    });
  }

  /** The user's live tokens, newest first. */
  async list(userId: string): Promise<PersonalToken[]> {
    const rows = await listLiveTokens(this.deps.db, userId, this.deps.clock.now());
    return rows.map(answerOf);
  }

  /** Revokes one of the user's live tokens; another's, or one already ended, is 404. */
  async revoke(owner: TokenOwner, guid: string): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await revokeToken(trx, owner.userId, guid, this.deps.clock.now(), 'revoked');
      if (row === undefined) throw new AppError('not_found', 'No such API token');
      await this.recordEvent(trx, owner, 'customer.personal_token_revoked', row);
    });
    this.forgetLiveTokens();
  }

  /**
   * Ends every live token of the user's, in the caller's transaction: a password reset or an
   * account recovery (ADR 70), each recorded with its reason.
   */
  async revokeAll(
    trx: Kysely<Schema>,
    owner: Omit<TokenOwner, 'customerGuid'>,
    reason: Exclude<PersonalTokenRevocation, 'revoked'>,
  ): Promise<void> {
    const rows = await revokeAllTokens(trx, owner.userId, this.deps.clock.now(), reason);
    for (const row of rows) {
      await this.deps.audit(trx, {
        actorType: 'system',
        actorId: null,
        action: 'customer.personal_token_revoked',
        requestId: owner.requestId,
        details: { ...detailsOf(row), user_id: owner.userId, reason },
      });
    }
    if (rows.length > 0) this.forgetLiveTokens();
  }

  /**
   * The grant of a live token (it exists, is not revoked, has not expired), or undefined: an
   * unknown, revoked and expired token look alike. Records its use at most once a minute.
   */
  async verify(secret: string): Promise<PersonalTokenGrant | undefined> {
    const hash = sha256(secret);
    const now = this.deps.clock.now().getTime();
    const known = this.recentlyLive.get(hash);
    const grant = known !== undefined && known.until > now ? known.grant : await this.lookUp(hash);
    if (grant === undefined) return undefined;
    await this.recordUse(grant.guid, now);
    return grant;
  }

  private async lookUp(hash: string): Promise<PersonalTokenGrant | undefined> {
    const row = await findTokenByHash(this.deps.db, hash);
    const now = this.deps.clock.now().getTime();
    if (row === undefined || row.revoked_at !== null || row.expires_at.getTime() <= now) {
      return undefined;
    }
    const grant: PersonalTokenGrant = {
      guid: row.guid,
      userId: row.user_id,
      customerGuid: row.customer_guid,
      scopes: grantedApiScopes(row.scopes),
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    };
    if (this.recentlyLive.size >= maxRemembered) this.recentlyLive.clear();
    this.recentlyLive.set(hash, {
      grant,
      until: Math.min(now + livenessCacheMs, row.expires_at.getTime()),
    });
    const used = row.last_used_at?.getTime();
    if (used !== undefined && (this.lastUseRecorded.get(row.guid) ?? 0) < used) {
      this.lastUseRecorded.set(row.guid, used);
    }
    return grant;
  }

  /** One write a minute at most per token on this instance, and the row's own guard for all. */
  private async recordUse(guid: string, now: number): Promise<void> {
    const last = this.lastUseRecorded.get(guid);
    if (last !== undefined && now - last < LAST_USED_EVERY_SECONDS * 1000) return;
    if (this.lastUseRecorded.size >= maxRemembered) this.lastUseRecorded.clear();
    this.lastUseRecorded.set(guid, now);
    await touchToken(this.deps.db, guid, new Date(now), LAST_USED_EVERY_SECONDS);
  }

  private recordEvent(trx: Kysely<Schema>, owner: TokenOwner, action: string, row: ListedRow) {
    return this.deps.audit(trx, {
      actorType: 'customer',
      actorId: owner.customerGuid,
      action,
      requestId: owner.requestId,
      details: detailsOf(row),
    });
  }

  /**
   * Empties this instance's memory and tells the others to empty theirs; not awaited (the caller
   * may be inside a transaction). A lost message costs at most the cache's second.
   */
  private forgetLiveTokens(): void {
    this.recentlyLive.clear();
    this.deps.broadcast.publish(revocations, 'revoked').catch(() => undefined);
  }
}

/** What the audit trail records of a token: never its secret nor its hash. */
function detailsOf(row: ListedRow) {
  return {
    token_guid: row.guid,
    name: row.name,
    scopes: row.scopes,
    expires_at: row.expires_at.toISOString(),
  };
}

function answerOf(row: ListedRow): PersonalToken {
  return {
    guid: row.guid,
    name: row.name,
    scopes: row.scopes,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}
