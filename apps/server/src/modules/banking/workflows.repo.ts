import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { WorkflowsTable } from './banking.tables.js';

/** The banking module's SQL for `workflows` (link tokens). */

export type WorkflowRow = Selectable<WorkflowsTable>;

export type NewWorkflow = Pick<
  WorkflowRow,
  | 'guid'
  | 'customer_guid'
  | 'kind'
  | 'language'
  | 'external_bank_account_guid'
  | 'link_token'
  | 'link_token_expires_at'
> & { now: Date };

export function insertWorkflow(db: Kysely<Schema>, workflow: NewWorkflow): Promise<WorkflowRow> {
  const { now, ...values } = workflow;
  return db
    .insertInto('workflows')
    .values({
      ...values,
      type: 'plaid',
      state: values.link_token === null ? 'storing' : 'completed',
      failure_code: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The customer's workflow; another's is as good as missing. */
export function findWorkflow(
  db: Kysely<Schema>,
  guid: string,
  customerGuid: string,
): Promise<WorkflowRow | undefined> {
  return db
    .selectFrom('workflows')
    .selectAll()
    .where('guid', '=', guid)
    .where('customer_guid', '=', customerGuid)
    .executeTakeFirst();
}

/** The customer's workflow behind a link token still valid at `now`. */
export function findByLinkToken(
  db: Kysely<Schema>,
  token: string,
  customerGuid: string,
  now: Date,
): Promise<WorkflowRow | undefined> {
  return db
    .selectFrom('workflows')
    .selectAll()
    .where('link_token', '=', token)
    .where('customer_guid', '=', customerGuid)
    .where('link_token_expires_at', '>', now)
    .executeTakeFirst();
}

/** Records that the customer completed the bank-link screen with the workflow's token. */
export async function markLinked(db: Kysely<Schema>, guid: string, now: Date): Promise<void> {
  await db
    .updateTable('workflows')
    .set({ linked_at: now, updated_at: now })
    .where('guid', '=', guid)
    .execute();
}

/** Whether the account was re-linked (a `link_token_update` screen completed) after `since`. */
export async function relinkedSince(
  db: Kysely<Schema>,
  accountGuid: string,
  since: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('workflows')
    .select('guid')
    .where('external_bank_account_guid', '=', accountGuid)
    .where('linked_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
