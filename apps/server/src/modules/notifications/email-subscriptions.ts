import {
  defaultEmailChoices,
  type EmailChoices,
  type OptionalEmailCategory,
  optionalEmailCategories,
} from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import {
  findSubscription,
  findSubscriptions,
  saveSubscriptions,
} from './email-subscriptions.repo.js';

/*
 * Which optional e-mails a user receives. Other modules read and change them through these;
 * the outbox asks before it queues an optional e-mail.
 */

export async function emailChoicesOf(db: Kysely<Schema>, userId: string): Promise<EmailChoices> {
  const choices = { ...defaultEmailChoices };
  for (const row of await findSubscriptions(db, userId)) choices[row.category] = row.subscribed;
  return choices;
}

export async function receivesEmail(
  db: Kysely<Schema>,
  userId: string,
  category: OptionalEmailCategory,
): Promise<boolean> {
  const row = await findSubscription(db, userId, category);
  return row?.subscribed ?? defaultEmailChoices[category];
}

/** Replaces every choice; pass the transaction that saves the rest of the preferences. */
export async function saveEmailChoices(
  db: Kysely<Schema>,
  userId: string,
  choices: EmailChoices,
  now: Date,
): Promise<void> {
  const rows = optionalEmailCategories.map((category) => ({
    category,
    subscribed: choices[category],
  }));
  await saveSubscriptions(db, userId, rows, now);
}
