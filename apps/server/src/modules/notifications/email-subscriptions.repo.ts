import type { OptionalEmailCategory } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/** The categories a user has chosen for (the others keep their default). */
export async function findSubscriptions(db: Kysely<Schema>, userId: string) {
  return db
    .selectFrom('email_subscriptions')
    .select(['category', 'subscribed'])
    .where('user_id', '=', userId)
    .execute();
}

/** The choices many users made in the given categories, in one statement. */
export async function findSubscriptionsOfUsers(
  db: Kysely<Schema>,
  userIds: readonly string[],
  categories: readonly OptionalEmailCategory[],
) {
  if (userIds.length === 0 || categories.length === 0) return [];
  return db
    .selectFrom('email_subscriptions')
    .select(['user_id', 'category', 'subscribed'])
    .where('user_id', 'in', userIds)
    .where('category', 'in', categories)
    .execute();
}

export interface SubscriptionChoice {
  category: OptionalEmailCategory;
  subscribed: boolean;
}

/**
 * Records the choices. A choice that did not change keeps its time, so the time of a
 * subscription stays the time consent was given.
 */
export async function saveSubscriptions(
  db: Kysely<Schema>,
  userId: string,
  choices: readonly SubscriptionChoice[],
  now: Date,
) {
  await db
    .insertInto('email_subscriptions')
    .values(choices.map((c) => ({ user_id: userId, ...c, changed_at: now })))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'category'])
        .doUpdateSet((eb) => ({
          subscribed: eb.ref('excluded.subscribed'),
          changed_at: eb.ref('excluded.changed_at'),
        }))
        .whereRef('email_subscriptions.subscribed', '<>', 'excluded.subscribed'),
    )
    .execute();
}
