import type { TransferFailureCode } from '@maple/contracts';
import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type {
  FundingSide,
  Rail,
  RailStep,
  TransferStateColumn,
  TransfersTable,
} from '../../infra/db/funding-tables.js';
import type { Schema } from '../../infra/db/schema.js';

/** The SQL of `transfers`. The e-Transfer answer's ciphertext is never read back. */

export interface Transfer {
  guid: string;
  customerGuid: string;
  transferType: 'funding' | 'funding_return';
  side: FundingSide;
  rail: Rail;
  state: TransferStateColumn;
  failureCode: TransferFailureCode | null;
  returnCode: string | null;
  amount: bigint | null;
  estimatedAmount: bigint;
  fee: bigint;
  quoteGuid: string;
  accountGuid: string;
  externalBankAccountGuid: string | null;
  referenceTransferGuid: string | null;
  plannedOutcome: 'complete' | 'fail' | 'return';
  plannedFailure: TransferFailureCode | null;
  nextStep: RailStep | null;
  stepDueAt: Date | null;
  holdStartedAt: Date | null;
  holdSeconds: number | null;
  holdReleasedAt: Date | null;
  etransferRecipient: string | null;
  etransferQuestion: string | null;
  etransferReferenceCode: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewTransfer = Omit<
  Transfer,
  'holdStartedAt' | 'holdSeconds' | 'holdReleasedAt' | 'returnCode' | 'failureCode' | 'amount'
> & {
  failureCode?: TransferFailureCode | null;
  amount?: bigint | null;
  etransferAnswerCiphertext: string | null;
};

const columns = [
  'guid',
  'customer_guid',
  'transfer_type',
  'side',
  'rail',
  'state',
  'failure_code',
  'return_code',
  'amount',
  'estimated_amount',
  'fee',
  'quote_guid',
  'account_guid',
  'external_bank_account_guid',
  'reference_transfer_guid',
  'planned_outcome',
  'planned_failure',
  'next_step',
  'step_due_at',
  'hold_started_at',
  'hold_seconds',
  'hold_released_at',
  'etransfer_recipient',
  'etransfer_question',
  'etransfer_reference_code',
  'created_at',
  'updated_at',
] as const;

type Row = Pick<Selectable<TransfersTable>, (typeof columns)[number]>;

const transferOf = (row: Row): Transfer => ({
  guid: row.guid,
  customerGuid: row.customer_guid,
  transferType: row.transfer_type,
  side: row.side,
  rail: row.rail,
  state: row.state,
  failureCode: row.failure_code,
  returnCode: row.return_code,
  amount: row.amount === null ? null : BigInt(row.amount),
  estimatedAmount: BigInt(row.estimated_amount),
  fee: BigInt(row.fee),
  quoteGuid: row.quote_guid,
  accountGuid: row.account_guid,
  externalBankAccountGuid: row.external_bank_account_guid,
  referenceTransferGuid: row.reference_transfer_guid,
  plannedOutcome: row.planned_outcome,
  plannedFailure: row.planned_failure,
  nextStep: row.next_step,
  stepDueAt: row.step_due_at,
  holdStartedAt: row.hold_started_at,
  holdSeconds: row.hold_seconds,
  holdReleasedAt: row.hold_released_at,
  etransferRecipient: row.etransfer_recipient,
  etransferQuestion: row.etransfer_question,
  etransferReferenceCode: row.etransfer_reference_code,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const rowOf = (t: NewTransfer) => ({
  guid: t.guid,
  customer_guid: t.customerGuid,
  transfer_type: t.transferType,
  side: t.side,
  rail: t.rail,
  state: t.state,
  failure_code: t.failureCode ?? null,
  return_code: null,
  amount: t.amount ?? null,
  estimated_amount: t.estimatedAmount,
  fee: t.fee,
  quote_guid: t.quoteGuid,
  account_guid: t.accountGuid,
  external_bank_account_guid: t.externalBankAccountGuid,
  reference_transfer_guid: t.referenceTransferGuid,
  planned_outcome: t.plannedOutcome,
  planned_failure: t.plannedFailure,
  next_step: t.nextStep,
  step_due_at: t.stepDueAt,
  etransfer_recipient: t.etransferRecipient,
  etransfer_question: t.etransferQuestion,
  etransfer_answer_ciphertext: t.etransferAnswerCiphertext,
  etransfer_reference_code: t.etransferReferenceCode,
  created_at: t.createdAt,
  updated_at: t.updatedAt,
});

export async function insertTransfer(db: Kysely<Schema>, t: NewTransfer): Promise<Transfer> {
  const [inserted] = await insertTransfers(db, [t]);
  if (inserted === undefined) throw new Error('a transfer was not inserted');
  return inserted;
}

/** Inserts the transfers in one statement; answers them as stored, in order. */
export async function insertTransfers(
  db: Kysely<Schema>,
  transfers: readonly NewTransfer[],
): Promise<Transfer[]> {
  if (transfers.length === 0) return [];
  const rows = await db
    .insertInto('transfers')
    .values(transfers.map(rowOf))
    .returning(columns)
    .execute();
  const byGuid = new Map(rows.map((row) => [row.guid, transferOf(row)]));
  return transfers.map((t) => {
    const stored = byGuid.get(t.guid);
    if (stored === undefined) throw new Error(`transfer ${t.guid} was not inserted`);
    return stored;
  });
}

export async function findTransfer(
  db: Kysely<Schema>,
  customerGuid: string,
  guid: string,
): Promise<Transfer | undefined> {
  const row = await db
    .selectFrom('transfers')
    .select(columns)
    .where('guid', '=', guid)
    .where('customer_guid', '=', customerGuid)
    .executeTakeFirst();
  return row === undefined ? undefined : transferOf(row);
}

/** Locks a transfer for a change of state: every writer of a transfer takes this lock first. */
export async function lockTransfer(
  db: Kysely<Schema>,
  guid: string,
): Promise<Transfer | undefined> {
  const row = await db
    .selectFrom('transfers')
    .select(columns)
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
    .returning(columns)
    .executeTakeFirstOrThrow();
  return transferOf(row);
}

export interface TransferFilter {
  customerGuid: string;
  guids?: readonly string[] | undefined;
  types?: readonly ('funding' | 'funding_return')[] | undefined;
  accountGuids?: readonly string[] | undefined;
  states?: readonly TransferStateColumn[] | undefined;
  sides?: readonly FundingSide[] | undefined;
  createdAtGte?: Date | undefined;
  createdAtLt?: Date | undefined;
  updatedAtGte?: Date | undefined;
  updatedAtLt?: Date | undefined;
}

function filtered(db: Kysely<Schema>, filter: TransferFilter) {
  let query = db.selectFrom('transfers').where('customer_guid', '=', filter.customerGuid);
  if (filter.guids?.length) query = query.where('guid', 'in', filter.guids);
  if (filter.types?.length) query = query.where('transfer_type', 'in', filter.types);
  if (filter.accountGuids?.length) query = query.where('account_guid', 'in', filter.accountGuids);
  if (filter.states?.length) query = query.where('state', 'in', filter.states);
  if (filter.sides?.length) query = query.where('side', 'in', filter.sides);
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
      .select(columns)
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
 * Locks up to `limit` transfers whose next rail step is due, oldest first, skipping those another
 * transaction holds (it is running their step) and those in `skip`.
 */
export async function lockDueTransfers(
  db: Kysely<Schema>,
  now: Date,
  limit: number,
  skip: readonly string[],
): Promise<Transfer[]> {
  let query = db
    .selectFrom('transfers')
    .select(columns)
    .where('step_due_at', '<=', now)
    .orderBy('step_due_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  if (skip.length > 0) query = query.where('guid', 'not in', skip);
  return (await query.execute()).map(transferOf);
}

/** When the earliest rail step still to run is due, if any. */
export async function nextStepDueAt(db: Kysely<Schema>): Promise<Date | undefined> {
  const row = await db
    .selectFrom('transfers')
    .select((eb) => eb.fn.min('step_due_at').as('due'))
    .where('step_due_at', 'is not', null)
    .executeTakeFirst();
  return row?.due ?? undefined;
}

/**
 * Stores what rail steps changed (state, failure, amount, next step, hold times), for many
 * transfers in one statement; each is written whole from the value given.
 */
export async function saveSteps(db: Kysely<Schema>, transfers: readonly Transfer[]) {
  if (transfers.length === 0) return;
  const values = sql.join(
    transfers.map(
      (t) => sql`(${t.guid}::bpchar, ${t.state}::text, ${t.failureCode}::text,
        ${t.amount}::numeric, ${t.nextStep}::text, ${t.stepDueAt}::timestamptz,
        ${t.holdStartedAt}::timestamptz, ${t.holdSeconds}::integer,
        ${t.holdReleasedAt}::timestamptz, ${t.updatedAt}::timestamptz)`,
    ),
  );
  await sql`
    UPDATE transfers AS t
    SET state = v.state, failure_code = v.failure_code, amount = v.amount,
        next_step = v.next_step, step_due_at = v.step_due_at, hold_started_at = v.hold_started_at,
        hold_seconds = v.hold_seconds, hold_released_at = v.hold_released_at,
        updated_at = v.updated_at
    FROM (VALUES ${values}) AS v (guid, state, failure_code, amount, next_step, step_due_at,
      hold_started_at, hold_seconds, hold_released_at, updated_at)
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
