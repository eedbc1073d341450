import { type Kysely, type RawBuilder, sql, type Updateable } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import { withWrites } from '../../infra/db/cte-writes.js';
import type { Schema } from '../../infra/db/schema.js';
import type { UnitOfWork } from '../../infra/db/unit-of-work.js';
import type { FundingSide, Rail, TransferStateColumn, TransfersTable } from './funding.tables.js';
import { plannedColumns, planWrite } from './sandbox-rail-plans.repo.js';
import {
  asInserted,
  insertStatement,
  type NewTransfer,
  parameterOf,
  railColumns,
  railFieldsOf,
  readColumns,
  stepFields,
  type Transfer,
  transferColumns,
  transferOf,
} from './transfer-row.js';

export type { NewTransfer, Transfer } from './transfer-row.js';

/**
 * The SQL of `transfers`. The e-Transfer answer's ciphertext and the travel rule's are never
 * read back here.
 */

/** A transfer on a bank rail: every CAD one. */
export type BankTransfer = Transfer & { rail: Rail };

/**
 * What a bank rail's steps read of a transfer, and all that they change (`saveSteps`): a batch
 * of steps reads this much of each due transfer rather than the whole row.
 */
export type RailTransfer = ReturnType<typeof railFieldsOf> & { rail: Rail };

/** The transfer as a bank rail's, which it must be (a CAD transfer always has its rail). */
export function onBankRail(transfer: Transfer): BankTransfer {
  const { rail } = transfer;
  if (rail === null) throw new Error(`transfer ${transfer.guid} is not on a bank rail`);
  return { ...transfer, rail };
}

type RailRow = Parameters<typeof railFieldsOf>[0];

function railTransferOf(row: RailRow): RailTransfer {
  const { rail } = row;
  if (rail === null) throw new Error(`transfer ${row.guid} is not on a bank rail`);
  return { ...railFieldsOf(row), rail };
}

export async function insertTransfer(db: Kysely<Schema>, t: NewTransfer): Promise<Transfer> {
  const [inserted] = await insertTransfers(db, [t]);
  if (inserted === undefined) throw new Error('a transfer was not inserted');
  return inserted;
}

/**
 * Inserts the transfers (stored as `asInserted` answers them) and claims their quotes
 * (`claimFundingQuotes`), carrying the writes other modules handed to `uow` (ADR 49), in one
 * statement: answers how many quotes were claimed. The caller rolls back when that is fewer than
 * it asked for.
 */
export async function insertClaimingTransfers(
  uow: UnitOfWork,
  transfers: readonly NewTransfer[],
  claim: RawBuilder<{ guid: string }>,
): Promise<number> {
  if (transfers.length === 0) {
    if (uow.hasPending) throw new Error('writes to carry without a transfer to insert');
    return 0;
  }
  const insert = sql`${insertStatement(transfers)}
    RETURNING (SELECT count(*)::int FROM claimed) AS claimed`;
  const plan = planWrite(transfers);
  uow.add([...(plan === null ? [] : [plan]), { name: 'claimed', statement: claim }]);
  const { rows } = await uow.carry<{ claimed: number }>(insert).execute(uow.db);
  return rows[0]?.claimed ?? 0;
}

/** Inserts the transfers in one statement; answers them as stored, in order. */
export async function insertTransfers(
  db: Kysely<Schema>,
  transfers: readonly NewTransfer[],
): Promise<Transfer[]> {
  if (transfers.length === 0) return [];
  const plan = planWrite(transfers);
  await withWrites(plan === null ? [] : [plan], insertStatement(transfers)).execute(db);
  return transfers.map(asInserted);
}

export async function findTransfer(
  db: Kysely<Schema>,
  customerGuid: string | undefined,
  guid: string,
): Promise<Transfer | undefined> {
  let query = db
    .selectFrom('transfers')
    .select((eb) => [...readColumns, ...plannedColumns(eb)])
    .where('guid', '=', guid);
  if (customerGuid !== undefined) query = query.where('customer_guid', '=', customerGuid);
  const row = await query.executeTakeFirst();
  return row === undefined ? undefined : transferOf(row);
}

/** A transfer as it stands, without a lock: for a look before work done outside a transaction. */
export async function readTransfer(
  db: Kysely<Schema>,
  guid: string,
): Promise<Transfer | undefined> {
  const row = await db
    .selectFrom('transfers')
    .select((eb) => [...readColumns, ...plannedColumns(eb)])
    .where('guid', '=', guid)
    .executeTakeFirst();
  return row === undefined ? undefined : transferOf(row);
}

/** Many transfers as they stand in the caller's transaction, in one statement, in no order. */
export async function readTransfers(
  db: Kysely<Schema>,
  guids: readonly string[],
): Promise<Transfer[]> {
  if (guids.length === 0) return [];
  const rows = await db
    .selectFrom('transfers')
    .select((eb) => [...readColumns, ...plannedColumns(eb)])
    .where('guid', 'in', guids)
    .execute();
  return rows.map(transferOf);
}

/** Locks a transfer for a change of state: every writer of a transfer takes this lock first. */
export async function lockTransfer(
  db: Kysely<Schema>,
  guid: string,
): Promise<Transfer | undefined> {
  const row = await db
    .selectFrom('transfers')
    .select((eb) => [...readColumns, ...plannedColumns(eb)])
    .where('guid', '=', guid)
    .forUpdate()
    .executeTakeFirst();
  return row === undefined ? undefined : transferOf(row);
}

export type TransferChange = Omit<Updateable<TransfersTable>, 'guid' | 'customer_guid'>;

export async function updateTransfer(
  db: Kysely<Schema>,
  guid: string,
  change: TransferChange,
): Promise<Transfer> {
  const row = await db
    .updateTable('transfers')
    .set(change)
    .where('guid', '=', guid)
    .returning((eb) => [...readColumns, ...plannedColumns(eb)])
    .executeTakeFirstOrThrow();
  return transferOf(row);
}

export interface TransferFilter {
  /** Whose transfers: these customers' (a customer's token names one), or anyone's (a bank). */
  customerGuids: readonly string[] | undefined;
  guids?: readonly string[] | undefined;
  types?: readonly Transfer['transferType'][] | undefined;
  accountGuids?: readonly string[] | undefined;
  states?: readonly TransferStateColumn[] | undefined;
  sides?: readonly FundingSide[] | undefined;
  txnHashes?: readonly string[] | undefined;
  createdAtGte?: Date | undefined;
  createdAtLt?: Date | undefined;
  updatedAtGte?: Date | undefined;
  updatedAtLt?: Date | undefined;
}

function filtered(db: Kysely<Schema>, filter: TransferFilter) {
  let query = db.selectFrom('transfers');
  if (filter.customerGuids !== undefined) {
    query = query.where('customer_guid', 'in', filter.customerGuids);
  }
  if (filter.guids?.length) query = query.where('guid', 'in', filter.guids);
  if (filter.types?.length) query = query.where('transfer_type', 'in', filter.types);
  if (filter.accountGuids?.length) query = query.where('account_guid', 'in', filter.accountGuids);
  if (filter.states?.length) query = query.where('state', 'in', filter.states);
  if (filter.sides?.length) query = query.where('side', 'in', filter.sides);
  if (filter.txnHashes?.length) query = query.where('txn_hash', 'in', filter.txnHashes);
  if (filter.createdAtGte) query = query.where('created_at', '>=', filter.createdAtGte);
  if (filter.createdAtLt) query = query.where('created_at', '<', filter.createdAtLt);
  if (filter.updatedAtGte) query = query.where('updated_at', '>=', filter.updatedAtGte);
  if (filter.updatedAtLt) query = query.where('updated_at', '<', filter.updatedAtLt);
  return query;
}

/** A page of transfers, newest first, and how many match in all. */
export async function listTransfers(
  db: Kysely<Schema>,
  filter: TransferFilter,
  page: { offset: number; limit: number },
): Promise<{ transfers: Transfer[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select((eb) => [...readColumns, ...plannedColumns(eb)])
      .orderBy('created_at', 'desc')
      .orderBy('guid', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { transfers: rows.map(transferOf), total: countOf(count.total) };
}

/**
 * Locks up to `limit` transfers whose next bank rail step is due, oldest first, skipping those
 * another transaction holds (it is running their step) and those in `skip`; answers what their
 * steps read. Crypto transfers' steps are their chain's, run apart (ADR 23).
 */
export async function lockDueTransfers(
  db: Kysely<Schema>,
  now: Date,
  limit: number,
  skip: readonly string[],
): Promise<RailTransfer[]> {
  let query = db
    .selectFrom('transfers')
    .select((eb) => [...railColumns, ...plannedColumns(eb)])
    .where('step_due_at', '<=', now)
    .where('rail', 'is not', null)
    .orderBy('step_due_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  if (skip.length > 0) query = query.where('guid', 'not in', skip);
  return (await query.execute()).map(railTransferOf);
}

/** When the earliest bank rail step still to run is due, if any. */
export async function nextStepDueAt(db: Kysely<Schema>): Promise<Date | undefined> {
  const row = await db
    .selectFrom('transfers')
    .select((eb) => eb.fn.min('step_due_at').as('due'))
    .where('step_due_at', 'is not', null)
    .where('rail', 'is not', null)
    .executeTakeFirst();
  return row?.due ?? undefined;
}

/**
 * Stores what rail steps changed (state, failure, amount, next step, hold times), for many
 * transfers in one statement; each is written whole from the value given. Each column travels as
 * one array (`unnest`), not a parameter per cell: a batch of 200 steps sends 10 parameters
 * instead of 2,000, which neither Kysely, the driver nor PostgreSQL's planner then handles one by
 * one.
 */
export async function saveSteps(
  db: Kysely<Schema>,
  transfers: readonly (RailTransfer & Pick<Transfer, 'updatedAt'>)[],
) {
  if (transfers.length === 0) return;
  const set = stepFields.map((field) => ({
    ...transferColumns[field],
    values: transfers.map((t) => parameterOf(t[field])),
  }));
  await sql`
    UPDATE transfers AS t
    SET ${sql.join(set.map(({ column }) => sql`${sql.id(column)} = ${sql.ref(`v.${column}`)}`))}
    FROM unnest(
      ${transfers.map((t) => t.guid)}::bpchar[],
      ${sql.join(set.map(({ type, values }) => sql`${values}::${sql.raw(type)}[]`))}
    ) AS v (guid, ${sql.join(set.map(({ column }) => sql.id(column)))})
    WHERE t.guid = v.guid
  `.execute(db);
}

/** Returned deposits with what their customers still owe, newest first (the back office). */
export async function listReturns(db: Kysely<Schema>, page: { offset: number; limit: number }) {
  const rows = await db
    .selectFrom('transfers')
    .leftJoin('funding_receivables', 'funding_receivables.return_transfer_guid', 'transfers.guid')
    .select([
      'transfers.guid',
      'transfers.customer_guid',
      'transfers.reference_transfer_guid',
      'transfers.amount',
      'transfers.return_code',
      'transfers.created_at',
      'funding_receivables.amount as owed',
    ])
    .where('transfers.transfer_type', '=', 'funding_return')
    .orderBy('transfers.created_at', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({
    guid: row.guid,
    customerGuid: row.customer_guid,
    depositGuid: row.reference_transfer_guid,
    amount: row.amount === null ? 0n : BigInt(row.amount),
    returnCode: row.return_code,
    owed: row.owed === null ? 0n : BigInt(row.owed),
    createdAt: row.created_at,
  }));
}

/** Where a CAD transfer's money came from or went: its bank account or e-Transfer address. */
export interface TransferParty {
  guid: string;
  customerGuid: string;
  externalBankAccountGuid: string | null;
  etransferRecipient: string | null;
}

/** The parties of many transfers in one statement (a batch of rail steps' e-mails). */
export async function transferParties(
  db: Kysely<Schema>,
  guids: readonly string[],
): Promise<TransferParty[]> {
  if (guids.length === 0) return [];
  const rows = await db
    .selectFrom('transfers')
    .select(['guid', 'customer_guid', 'external_bank_account_guid', 'etransfer_recipient'])
    .where('guid', 'in', guids)
    .execute();
  return rows.map((row) => ({
    guid: row.guid,
    customerGuid: row.customer_guid,
    externalBankAccountGuid: row.external_bank_account_guid,
    etransferRecipient: row.etransfer_recipient,
  }));
}
