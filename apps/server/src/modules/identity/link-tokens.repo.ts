import type { Kysely } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type { EmailLinkTokensTable } from './identity.tables.js';

export type LinkPurpose = EmailLinkTokensTable['purpose'];
/** Whose link it is: a customer identity, or (unlock only) a staff user. */
export type LinkOwner = { userId: string } | { staffId: string };

export async function insertLinkToken(
  db: Kysely<Schema>,
  token: { hash: string; owner: LinkOwner; purpose: LinkPurpose; expiresAt: Date; now: Date },
) {
  await db
    .insertInto('email_link_tokens')
    .values({
      token_hash: token.hash,
      user_id: 'userId' in token.owner ? token.owner.userId : null,
      staff_id: 'staffId' in token.owner ? token.owner.staffId : null,
      purpose: token.purpose,
      expires_at: token.expiresAt,
      created_at: token.now,
    })
    .execute();
}

/**
 * Stores a customer's link token if the customer exists and was sent fewer than `budget.max`
 * links of this purpose since `budget.since`; answers whether it was stored. One statement, so
 * an unknown id does the same work as a known one, and it stores nothing.
 */
export async function insertLinkTokenWithinBudget(
  db: Kysely<Schema>,
  token: { hash: string; userId: string; purpose: LinkPurpose; expiresAt: Date; now: Date },
  budget: { since: Date; max: number },
): Promise<boolean> {
  const row = await db
    .insertInto('email_link_tokens')
    .columns(['token_hash', 'user_id', 'purpose', 'expires_at', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('identity_users as owner')
        .select([
          eb.val(token.hash).as('token_hash'),
          'owner.id',
          eb.val(token.purpose).as('purpose'),
          eb.cast(eb.val(token.expiresAt), 'timestamptz').as('expires_at'),
          eb.cast(eb.val(token.now), 'timestamptz').as('created_at'),
        ])
        .where('owner.id', '=', token.userId)
        .where(
          (sub) =>
            sub
              .selectFrom('email_link_tokens as sent')
              .select((count) => count.fn.countAll().as('count'))
              .whereRef('sent.user_id', '=', 'owner.id')
              .where('sent.purpose', '=', token.purpose)
              .where('sent.created_at', '>', budget.since),
          '<',
          budget.max,
        ),
    )
    .returning('token_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends a live link token in one statement (so two clicks cannot both succeed) and answers
 * its owner, or undefined when it is unknown, used, expired or for another purpose.
 */
export async function consumeLinkToken(
  db: Kysely<Schema>,
  hash: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<LinkOwner | undefined> {
  const row = await db
    .updateTable('email_link_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'staff_id'])
    .executeTakeFirst();
  if (row === undefined) return undefined;
  if (row.user_id !== null) return { userId: row.user_id };
  if (row.staff_id !== null) return { staffId: row.staff_id };
  return undefined;
}

/** Links of one purpose sent to a customer since `since` (per-account e-mail budget). */
export async function countLinkTokensSince(
  db: Kysely<Schema>,
  userId: string,
  purpose: LinkPurpose,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('email_link_tokens')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return countOf(row.count);
}

/** Whether an unused, unexpired link of this purpose is already out. */
export async function hasLiveLinkToken(
  db: Kysely<Schema>,
  owner: LinkOwner,
  purpose: LinkPurpose,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('email_link_tokens')
    .select('token_hash')
    .where(
      'userId' in owner ? 'user_id' : 'staff_id',
      '=',
      'userId' in owner ? owner.userId : owner.staffId,
    )
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** The owner of a live link token, without spending it (checks that must not write). */
export async function findLiveLinkToken(
  db: Kysely<Schema>,
  hash: string,
  purpose: LinkPurpose,
  now: Date,
) {
  return db
    .selectFrom('email_link_tokens')
    .select(['user_id', 'staff_id'])
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}
