import type { Kysely, Selectable } from 'kysely';
import { countOf } from '../../infra/db/count.js';
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

/** A workflow; of one of `customerGuids` (when given), another's is as good as missing. */
export function findWorkflow(
  db: Kysely<Schema>,
  guid: string,
  customerGuids: readonly string[] | undefined,
): Promise<WorkflowRow | undefined> {
  let query = db.selectFrom('workflows').selectAll().where('guid', '=', guid);
  if (customerGuids !== undefined) query = query.where('customer_guid', 'in', customerGuids);
  return query.executeTakeFirst();
}

export interface WorkflowFilter {
  /** Undefined: every customer's (a bank's list). */
  customerGuids: readonly string[] | undefined;
  guids: readonly string[] | undefined;
}

/** A page of workflows, newest first, and how many match in all. */
export async function listWorkflows(
  db: Kysely<Schema>,
  filter: WorkflowFilter,
  page: { offset: number; limit: number },
): Promise<{ workflows: WorkflowRow[]; total: number }> {
  const filtered = () => {
    let query = db.selectFrom('workflows');
    if (filter.customerGuids !== undefined) {
      query = query.where('customer_guid', 'in', filter.customerGuids);
    }
    if (filter.guids !== undefined) query = query.where('guid', 'in', filter.guids);
    return query;
  };
  const [rows, count] = await Promise.all([
    filtered()
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('guid', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { workflows: rows, total: countOf(count.total) };
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
