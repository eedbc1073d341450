import type { TransferFailureCode } from '@maple/contracts';
import {
  type InferResult,
  type Kysely,
  type RawBuilder,
  type Selectable,
  sql,
  type Updateable,
} from 'kysely';
import { countOf } from '../../infra/db/count.js';
import { type CteWrite, withWrites } from '../../infra/db/cte-writes.js';
import type { Schema } from '../../infra/db/schema.js';
import type {
  FundingSide,
  Rail,
  RailStep,
  TransferAsset,
  TransferStateColumn,
  TransfersTable,
} from './funding.tables.js';

/**
 * The SQL of `transfers`. The e-Transfer answer's ciphertext and the travel rule's are never
 * read back here.
 */

/** What only crypto transfers carry (ADR 23); null (false) on CAD ones. */
export interface ChainFields {
  externalWalletGuid: string | null;
  depositAddressGuid: string | null;
  txnHash: string | null;
  estimatedNetworkFee: bigint | null;
  networkFee: bigint | null;
  networkFeeAsset: TransferAsset | null;
  confirmations: number | null;
  requiredConfirmations: number | null;
  /** Its worth in CAD cents when made: the travel rule, approval and limits read it. */
  cadValue: bigint | null;
  travelRuleRequired: boolean;
  travelRuleParty: 'own' | 'third_party' | null;
  travelRuleAnsweredAt: Date | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  reviewReason: string | null;
}

export interface Transfer extends ChainFields {
  guid: string;
  customerGuid: string;
  transferType: 'funding' | 'funding_return' | 'crypto';
  side: FundingSide;
  asset: TransferAsset;
  /** The bank rail; null for a crypto transfer, which travels on its chain. */
  rail: Rail | null;
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

/** A transfer on a bank rail: every CAD one. */
export type BankTransfer = Transfer & { rail: Rail };

/**
 * What a bank rail's steps read of a transfer, and all that they change (`saveSteps`): a batch
 * of steps reads this much of each due transfer rather than the whole row.
 */
export type RailTransfer = Pick<
  BankTransfer,
  | 'guid'
  | 'customerGuid'
  | 'side'
  | 'rail'
  | 'state'
  | 'failureCode'
  | 'amount'
  | 'estimatedAmount'
  | 'plannedOutcome'
  | 'plannedFailure'
  | 'nextStep'
  | 'stepDueAt'
  | 'holdStartedAt'
  | 'holdSeconds'
  | 'holdReleasedAt'
>;

/** The transfer as a bank rail's, which it must be (a CAD transfer always has its rail). */
export function onBankRail(transfer: Transfer): BankTransfer {
  const { rail } = transfer;
  if (rail === null) throw new Error(`transfer ${transfer.guid} is not on a bank rail`);
  return { ...transfer, rail };
}

export type NewTransfer = Omit<
  Transfer,
  | 'holdStartedAt'
  | 'holdSeconds'
  | 'holdReleasedAt'
  | 'returnCode'
  | 'failureCode'
  | 'amount'
  | 'asset'
  | keyof ChainFields
> &
  Partial<ChainFields> & {
    asset?: TransferAsset;
    failureCode?: TransferFailureCode | null;
    amount?: bigint | null;
    etransferAnswerCiphertext: string | null;
    travelRuleNameCiphertext?: string | null;
    travelRuleAddressCiphertext?: string | null;
  };

const railColumns = [
  'guid',
  'customer_guid',
  'side',
  'rail',
  'state',
  'failure_code',
  'amount',
  'estimated_amount',
  'planned_outcome',
  'planned_failure',
  'next_step',
  'step_due_at',
  'hold_started_at',
  'hold_seconds',
  'hold_released_at',
] as const;

/** Every column a whole transfer is read with: the rail steps' and the rest. */
const columns = [
  ...railColumns,
  'transfer_type',
  'return_code',
  'fee',
  'quote_guid',
  'account_guid',
  'external_bank_account_guid',
  'reference_transfer_guid',
  'etransfer_recipient',
  'etransfer_question',
  'etransfer_reference_code',
  'asset',
  'external_wallet_guid',
  'deposit_address_guid',
  'txn_hash',
  'estimated_network_fee',
  'network_fee',
  'network_fee_asset',
  'confirmations',
  'required_confirmations',
  'cad_value',
  'travel_rule_required',
  'travel_rule_party',
  'travel_rule_answered_at',
  'reviewed_by',
  'reviewed_at',
  'review_reason',
  'created_at',
  'updated_at',
] as const;

type Row = Pick<Selectable<TransfersTable>, (typeof columns)[number]>;

const amountOrNull = (value: string | null) => (value === null ? null : BigInt(value));

type RailRow = Pick<Selectable<TransfersTable>, (typeof railColumns)[number]>;

/** What a rail step reads of a row, but its rail (which only a bank transfer must have). */
const railFieldsOf = (row: RailRow): Omit<RailTransfer, 'rail'> => ({
  guid: row.guid,
  customerGuid: row.customer_guid,
  side: row.side,
  state: row.state,
  failureCode: row.failure_code,
  amount: amountOrNull(row.amount),
  estimatedAmount: BigInt(row.estimated_amount),
  plannedOutcome: row.planned_outcome,
  plannedFailure: row.planned_failure,
  nextStep: row.next_step,
  stepDueAt: row.step_due_at,
  holdStartedAt: row.hold_started_at,
  holdSeconds: row.hold_seconds,
  holdReleasedAt: row.hold_released_at,
});

function railTransferOf(row: RailRow): RailTransfer {
  const { rail } = row;
  if (rail === null) throw new Error(`transfer ${row.guid} is not on a bank rail`);
  return { ...railFieldsOf(row), rail };
}

const transferOf = (row: Row): Transfer => ({
  ...railFieldsOf(row),
  transferType: row.transfer_type,
  asset: row.asset,
  rail: row.rail,
  returnCode: row.return_code,
  fee: BigInt(row.fee),
  quoteGuid: row.quote_guid,
  accountGuid: row.account_guid,
  externalBankAccountGuid: row.external_bank_account_guid,
  referenceTransferGuid: row.reference_transfer_guid,
  etransferRecipient: row.etransfer_recipient,
  etransferQuestion: row.etransfer_question,
  etransferReferenceCode: row.etransfer_reference_code,
  ...chainFieldsOf(row),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

function chainFieldsOf(row: Row): ChainFields {
  return {
    externalWalletGuid: row.external_wallet_guid,
    depositAddressGuid: row.deposit_address_guid,
    txnHash: row.txn_hash,
    estimatedNetworkFee: amountOrNull(row.estimated_network_fee),
    networkFee: amountOrNull(row.network_fee),
    networkFeeAsset: row.network_fee_asset,
    confirmations: row.confirmations,
    requiredConfirmations: row.required_confirmations,
    cadValue: amountOrNull(row.cad_value),
    travelRuleRequired: row.travel_rule_required,
    travelRuleParty: row.travel_rule_party,
    travelRuleAnsweredAt: row.travel_rule_answered_at,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at,
    reviewReason: row.review_reason,
  };
}

const chainRowOf = (t: NewTransfer) => ({
  asset: t.asset ?? 'CAD',
  external_wallet_guid: t.externalWalletGuid ?? null,
  deposit_address_guid: t.depositAddressGuid ?? null,
  txn_hash: t.txnHash ?? null,
  estimated_network_fee: t.estimatedNetworkFee ?? null,
  network_fee: t.networkFee ?? null,
  network_fee_asset: t.networkFeeAsset ?? null,
  confirmations: t.confirmations ?? null,
  required_confirmations: t.requiredConfirmations ?? null,
  cad_value: t.cadValue ?? null,
  travel_rule_required: t.travelRuleRequired ?? false,
  travel_rule_party: t.travelRuleParty ?? null,
  travel_rule_name_ciphertext: t.travelRuleNameCiphertext ?? null,
  travel_rule_address_ciphertext: t.travelRuleAddressCiphertext ?? null,
  travel_rule_answered_at: t.travelRuleAnsweredAt ?? null,
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
  ...chainRowOf(t),
  created_at: t.createdAt,
  updated_at: t.updatedAt,
});

/**
 * The transfer as its insert stores it: `rowOf` writes every column but those a later step sets
 * (the hold, the return, the review), which start null. So an insert needs no RETURNING, and
 * its rows are never read back and parsed (`transfers.repo.test.ts` compares the two).
 */
export const asInserted = (t: NewTransfer): Transfer => ({
  guid: t.guid,
  customerGuid: t.customerGuid,
  transferType: t.transferType,
  side: t.side,
  asset: t.asset ?? 'CAD',
  rail: t.rail,
  state: t.state,
  failureCode: t.failureCode ?? null,
  returnCode: null,
  amount: t.amount ?? null,
  estimatedAmount: t.estimatedAmount,
  fee: t.fee,
  quoteGuid: t.quoteGuid,
  accountGuid: t.accountGuid,
  externalBankAccountGuid: t.externalBankAccountGuid,
  referenceTransferGuid: t.referenceTransferGuid,
  plannedOutcome: t.plannedOutcome,
  plannedFailure: t.plannedFailure,
  nextStep: t.nextStep,
  stepDueAt: t.stepDueAt,
  holdStartedAt: null,
  holdSeconds: null,
  holdReleasedAt: null,
  etransferRecipient: t.etransferRecipient,
  etransferQuestion: t.etransferQuestion,
  etransferReferenceCode: t.etransferReferenceCode,
  externalWalletGuid: t.externalWalletGuid ?? null,
  depositAddressGuid: t.depositAddressGuid ?? null,
  txnHash: t.txnHash ?? null,
  estimatedNetworkFee: t.estimatedNetworkFee ?? null,
  networkFee: t.networkFee ?? null,
  networkFeeAsset: t.networkFeeAsset ?? null,
  confirmations: t.confirmations ?? null,
  requiredConfirmations: t.requiredConfirmations ?? null,
  cadValue: t.cadValue ?? null,
  travelRuleRequired: t.travelRuleRequired ?? false,
  travelRuleParty: t.travelRuleParty ?? null,
  travelRuleAnsweredAt: t.travelRuleAnsweredAt ?? null,
  reviewedBy: null,
  reviewedAt: null,
  reviewReason: null,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
});

export async function insertTransfer(db: Kysely<Schema>, t: NewTransfer): Promise<Transfer> {
  const [inserted] = await insertTransfers(db, [t]);
  if (inserted === undefined) throw new Error('a transfer was not inserted');
  return inserted;
}

/**
 * Inserts the transfers (stored as `asInserted` answers them), claims their quotes
 * (`claimFundingQuotes`) and runs the other writes given (ADR 35), in one statement: answers
 * how many quotes were claimed. The caller rolls back when that is fewer than it asked for.
 */
export async function insertClaimingTransfers(
  db: Kysely<Schema>,
  transfers: readonly NewTransfer[],
  claim: RawBuilder<{ guid: string }>,
  writes: readonly CteWrite[],
): Promise<number> {
  if (transfers.length === 0) {
    if (writes.length > 0) throw new Error('writes to carry without a transfer to insert');
    return 0;
  }
  const insert = db
    .insertInto('transfers')
    .values(transfers.map(rowOf))
    .returning(sql<number>`(SELECT count(*)::int FROM claimed)`.as('claimed'));
  const { rows } = await withWrites<InferResult<typeof insert>[number]>(
    [...writes, { name: 'claimed', statement: claim }],
    insert,
  ).execute(db);
  return rows[0]?.claimed ?? 0;
}

/** Inserts the transfers in one statement; answers them as stored, in order. */
export async function insertTransfers(
  db: Kysely<Schema>,
  transfers: readonly NewTransfer[],
): Promise<Transfer[]> {
  if (transfers.length === 0) return [];
  await db.insertInto('transfers').values(transfers.map(rowOf)).execute();
  return transfers.map(asInserted);
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

/** A transfer as it stands, without a lock: for a look before work done outside a transaction. */
export async function readTransfer(
  db: Kysely<Schema>,
  guid: string,
): Promise<Transfer | undefined> {
  const row = await db
    .selectFrom('transfers')
    .select(columns)
    .where('guid', '=', guid)
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
  let query = db.selectFrom('transfers').where('customer_guid', '=', filter.customerGuid);
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
    .select(railColumns)
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
  const each = <T>(pick: (t: (typeof transfers)[number]) => T): T[] => transfers.map(pick);
  await sql`
    UPDATE transfers AS t
    SET state = v.state, failure_code = v.failure_code, amount = v.amount,
        next_step = v.next_step, step_due_at = v.step_due_at, hold_started_at = v.hold_started_at,
        hold_seconds = v.hold_seconds, hold_released_at = v.hold_released_at,
        updated_at = v.updated_at
    FROM unnest(
      ${each((t) => t.guid)}::bpchar[], ${each((t) => t.state)}::text[],
      ${each((t) => t.failureCode)}::text[], ${each((t) => t.amount?.toString() ?? null)}::numeric[],
      ${each((t) => t.nextStep)}::text[], ${each((t) => t.stepDueAt)}::timestamptz[],
      ${each((t) => t.holdStartedAt)}::timestamptz[], ${each((t) => t.holdSeconds)}::integer[],
      ${each((t) => t.holdReleasedAt)}::timestamptz[], ${each((t) => t.updatedAt)}::timestamptz[]
    ) AS v (guid, state, failure_code, amount, next_step, step_due_at, hold_started_at,
      hold_seconds, hold_released_at, updated_at)
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
