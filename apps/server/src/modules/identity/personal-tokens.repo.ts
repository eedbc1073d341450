import type { PersonalTokenScope } from '@maple/contracts';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { PersonalTokenRevocation } from './identity.tables.js';

export interface NewPersonalToken {
  guid: string;
  userId: string;
  customerGuid: string;
  name: string;
  scopes: readonly PersonalTokenScope[];
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** What the customer's list shows and the audit trail names: never the hash. */
const listed = ['guid', 'name', 'scopes', 'created_at', 'expires_at', 'last_used_at'] as const;

/** One registration per user at a time, so two at once cannot pass the count together. */
export async function lockUserTokens(trx: Kysely<Schema>, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`personal-tokens:${userId}`}, 0))`.execute(
    trx,
  );
}

/** The user's tokens that still work: not revoked, not expired. */
export async function countLiveTokens(
  db: Kysely<Schema>,
  userId: string,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('personal_tokens')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertPersonalToken(db: Kysely<Schema>, token: NewPersonalToken) {
  return db
    .insertInto('personal_tokens')
    .values({
      guid: token.guid,
      user_id: token.userId,
      customer_guid: token.customerGuid,
      name: token.name,
      scopes: [...token.scopes],
      token_hash: token.tokenHash,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .returning(listed)
    .executeTakeFirstOrThrow();
}

/** The user's live tokens, newest first. */
export function listLiveTokens(db: Kysely<Schema>, userId: string, now: Date) {
  return db
    .selectFrom('personal_tokens')
    .select(listed)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('guid')
    .execute();
}

/** The token a secret's hash names, live or not: the caller decides. */
export function findTokenByHash(db: Kysely<Schema>, tokenHash: string) {
  return db
    .selectFrom('personal_tokens')
    .select([
      'guid',
      'user_id',
      'customer_guid',
      'scopes',
      'created_at',
      'expires_at',
      'revoked_at',
      'last_used_at',
    ])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Ends one live token of the user's; answers it, or undefined when there is none to end. */
export function revokeToken(
  db: Kysely<Schema>,
  userId: string,
  guid: string,
  now: Date,
  reason: PersonalTokenRevocation,
) {
  return db
    .updateTable('personal_tokens')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('guid', '=', guid)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(listed)
    .executeTakeFirst();
}

/** Ends every live token of the user's; answers those it ended. */
export function revokeAllTokens(
  db: Kysely<Schema>,
  userId: string,
  now: Date,
  reason: PersonalTokenRevocation,
) {
  return db
    .updateTable('personal_tokens')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(listed)
    .execute();
}

/**
 * Records a use, unless another instance recorded one in the last `minSeconds`: at most one write
 * a minute per token, however many requests it makes.
 */
export async function touchToken(
  db: Kysely<Schema>,
  guid: string,
  now: Date,
  minSeconds: number,
): Promise<void> {
  const before = new Date(now.getTime() - minSeconds * 1000);
  await db
    .updateTable('personal_tokens')
    .set({ last_used_at: now })
    .where('guid', '=', guid)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', before)]))
    .execute();
}
