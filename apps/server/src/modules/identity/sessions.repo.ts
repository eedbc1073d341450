import { type Kysely, sql } from 'kysely';
import type { PrincipalKind } from '../../infra/db/columns.js';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type { SessionsTable } from './identity.tables.js';

type RevokedReason = NonNullable<SessionsTable['revoked_reason']>;

export interface NewSession {
  id: string;
  principalKind: PrincipalKind;
  principalId: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * Serialises session starts of one principal until the transaction ends, so two simultaneous
 * sign-ins cannot both survive "the newest sign-in wins".
 */
export async function lockPrincipalSessions(
  db: Kysely<Schema>,
  principal: { kind: PrincipalKind; id: string },
) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`sessions:${principal.kind}:${principal.id}`}, 0))`.execute(
    db,
  );
}

export async function insertSession(db: Kysely<Schema>, session: NewSession) {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      principal_kind: session.principalKind,
      principal_id: session.principalId,
      issued_at: session.issuedAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function findSession(db: Kysely<Schema>, id: string) {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Revokes every live session of a principal, except `keep` when given. */
export async function revokeSessions(
  db: Kysely<Schema>,
  principal: { kind: PrincipalKind; id: string },
  reason: RevokedReason,
  now: Date,
  keep?: string,
) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .where('revoked_at', 'is', null);
  if (keep !== undefined) query = query.where('id', '<>', keep);
  await query.execute();
}

export async function revokeSession(
  db: Kysely<Schema>,
  id: string,
  reason: RevokedReason,
  now: Date,
) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function newestSession(
  db: Kysely<Schema>,
  principal: { kind: PrincipalKind; id: string },
) {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .orderBy('issued_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A page of a principal's sessions (each one a sign-in), newest first, and how many in all. */
export async function sessionsPage(
  db: Kysely<Schema>,
  principal: { kind: PrincipalKind; id: string },
  page: { offset: number; limit: number },
) {
  const theirs = db
    .selectFrom('sessions')
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id);
  const [sessions, count] = await Promise.all([
    theirs
      .selectAll()
      .orderBy('issued_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    theirs.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { sessions, total: countOf(count.total) };
}
