import type { Kysely, Selectable } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type { BankAccountState, ExternalBankAccountsTable } from './banking.tables.js';

/** The banking module's SQL for `external_bank_accounts`. */

export type BankAccountRow = Selectable<ExternalBankAccountsTable>;

export type NewBankAccount = Omit<
  BankAccountRow,
  | 'micro_deposit_attempts'
  | 'refresh_required_at'
  | 'decided_by_staff'
  | 'decision_reason'
  | 'created_at'
  | 'updated_at'
> & { now: Date };

export function insertBankAccount(
  db: Kysely<Schema>,
  account: NewBankAccount,
): Promise<BankAccountRow> {
  const { now, ...values } = account;
  return db
    .insertInto('external_bank_accounts')
    .values({ ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What a change writes; unset fields keep their values. */
export type BankAccountChange = Partial<
  Pick<
    BankAccountRow,
    | 'state'
    | 'failure_code'
    | 'holder_check'
    | 'ownership_check'
    | 'micro_deposit_attempts'
    | 'linked_at'
    | 'refresh_required_at'
    | 'approval_expires_at'
    | 'micro_deposits_expire_at'
    | 'decided_by_staff'
    | 'decision_reason'
  >
>;

export function updateBankAccount(
  db: Kysely<Schema>,
  guid: string,
  change: BankAccountChange,
  now: Date,
): Promise<BankAccountRow> {
  return db
    .updateTable('external_bank_accounts')
    .set({ ...change, updated_at: now })
    .where('guid', '=', guid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * One account, only if it is the customer's when one is named (another's is as good as
 * missing). `lock` holds its row for the rest of the transaction.
 */
export async function findBankAccount(
  db: Kysely<Schema>,
  guid: string,
  options: { customerGuid?: string; lock?: boolean } = {},
): Promise<BankAccountRow | undefined> {
  let query = db.selectFrom('external_bank_accounts').selectAll().where('guid', '=', guid);
  if (options.customerGuid !== undefined) {
    query = query.where('customer_guid', '=', options.customerGuid);
  }
  return (options.lock === true ? query.forUpdate() : query).executeTakeFirst();
}

/** The accounts with these guids, in one statement (unknown guids are left out). */
export function findBankAccounts(
  db: Kysely<Schema>,
  guids: readonly string[],
): Promise<BankAccountRow[]> {
  if (guids.length === 0) return Promise.resolve([]);
  return db.selectFrom('external_bank_accounts').selectAll().where('guid', 'in', guids).execute();
}

/** The customer's live link (not failed or deleted) of the account with this blind index. */
export function findLiveByNumber(
  db: Kysely<Schema>,
  customerGuid: string,
  numberIndex: string,
): Promise<BankAccountRow | undefined> {
  return db
    .selectFrom('external_bank_accounts')
    .selectAll()
    .where('customer_guid', '=', customerGuid)
    .where('number_index', '=', numberIndex)
    .where('state', 'not in', ['failed', 'deleting', 'deleted'])
    .executeTakeFirst();
}

export interface BankAccountFilter {
  customerGuid: string;
  guids?: readonly string[] | undefined;
  states?: readonly BankAccountState[] | undefined;
}

function filtered(db: Kysely<Schema>, filter: BankAccountFilter) {
  let query = db
    .selectFrom('external_bank_accounts')
    .where('customer_guid', '=', filter.customerGuid);
  if (filter.guids?.length) query = query.where('guid', 'in', filter.guids);
  if (filter.states?.length) query = query.where('state', 'in', filter.states);
  return query;
}

/** A page of the customer's accounts, newest first, and how many there are. */
export async function listBankAccounts(
  db: Kysely<Schema>,
  filter: BankAccountFilter,
  page: { offset: number; limit: number },
): Promise<{ accounts: BankAccountRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('guid', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { accounts: rows, total: countOf(count.total) };
}

/** Deletes an account still `deleting`; answers whether it did. */
export async function finishDeletion(
  db: Kysely<Schema>,
  guid: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('external_bank_accounts')
    .set({ state: 'deleted', updated_at: now })
    .where('guid', '=', guid)
    .where('state', '=', 'deleting')
    .returning('guid')
    .executeTakeFirst();
  return row !== undefined;
}
