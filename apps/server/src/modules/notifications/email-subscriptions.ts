import {
  defaultEmailChoices,
  type EmailChoices,
  type OptionalEmailCategory,
  optionalEmailCategories,
} from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import {
  findSubscriptions,
  findSubscriptionsOfUsers,
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

export interface EmailRecipient {
  userId: string;
  category: OptionalEmailCategory;
}

/**
 * Whether a recipient receives e-mail of its category, for any of the recipients given, read in
 * one statement however many (a settlement batch's trade confirmations).
 */
export async function emailReceivers(
  db: Kysely<Schema>,
  recipients: readonly EmailRecipient[],
): Promise<(recipient: EmailRecipient) => boolean> {
  const rows = await findSubscriptionsOfUsers(
    db,
    [...new Set(recipients.map((recipient) => recipient.userId))],
    [...new Set(recipients.map((recipient) => recipient.category))],
  );
  const chosen = new Map(rows.map((row) => [`${row.user_id} ${row.category}`, row.subscribed]));
  return ({ userId, category }) =>
    chosen.get(`${userId} ${category}`) ?? defaultEmailChoices[category];
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
