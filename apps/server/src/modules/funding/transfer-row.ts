import type { TransferFailureCode } from '@maple/contracts';
import { type Selectable, sql } from 'kysely';
import type {
  FundingSide,
  PlannedOutcome,
  Rail,
  RailStep,
  TransferAsset,
  TransferStateColumn,
  TransfersTable,
} from './funding.tables.js';

/**
 * The transfer row, described once (`transferColumns`): each field of a `Transfer`, the column
 * that stores it, its SQL type, how a new transfer writes it and how a read row gives it back.
 * The insert, the answer of an insert (`asInserted`), the reads and the rail steps' reads and
 * writes are all derived from it, so a new column is one entry here.
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
  plannedOutcome: PlannedOutcome;
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

/** What a new transfer leaves out: the fields a later step sets, or a crypto one alone has. */
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

/** The columns written and never read back: the ciphertexts of what a customer answered. */
const writtenOnly = {
  etransfer_answer_ciphertext: (t: NewTransfer) => t.etransferAnswerCiphertext,
  travel_rule_name_ciphertext: (t: NewTransfer) => t.travelRuleNameCiphertext ?? null,
  travel_rule_address_ciphertext: (t: NewTransfer) => t.travelRuleAddressCiphertext ?? null,
} satisfies { [C in keyof TransfersTable]?: (t: NewTransfer) => string | null };

/** A transfer's plan on the sandbox rails, read beside it; null where it has none (migration 0036). */
interface PlanRow {
  planned_outcome: PlannedOutcome | null;
  planned_failure: TransferFailureCode | null;
}

type ReadColumn = Exclude<keyof TransfersTable, keyof typeof writtenOnly> | keyof PlanRow;
export type Row = Pick<Selectable<TransfersTable>, Exclude<ReadColumn, keyof PlanRow>> & PlanRow;
type SqlType = 'bpchar' | 'text' | 'numeric' | 'integer' | 'boolean' | 'timestamptz';
export type Field = keyof Transfer;

/** How one field of a transfer is stored. */
export interface Column<F extends Field> {
  readonly column: ReadColumn;
  /** The cast of its column array in a batch statement (ADR 34). */
  readonly type: SqlType;
  /** The field from the row as read; a part of a row that holds its column does. */
  readonly read: (row: Row) => Transfer[F];
  /** What a new transfer stores in it: every column is written, those set later as null. */
  readonly insert: (t: NewTransfer) => Transfer[F];
}

/** A column read back as written. */
const same = <C extends ReadColumn>(
  column: C,
  type: SqlType,
  insert: (t: NewTransfer) => Row[C],
) => ({ column, type, read: (row: Pick<Row, C>) => row[column], insert });

/** A column a later step sets (the hold, the return, the review): null when inserted. */
const later = <C extends ReadColumn>(column: C, type: SqlType) => ({
  column,
  type,
  read: (row: Pick<Row, C>) => row[column],
  insert: () => null,
});

/** An amount: NUMERIC, read as an exact decimal string. */
const amount = <C extends 'estimated_amount' | 'fee'>(
  column: C,
  insert: (t: NewTransfer) => bigint,
) => ({
  column,
  type: 'numeric' as const,
  read: (row: Pick<Row, C>) => BigInt(row[column]),
  insert,
});

const nullableAmount = <C extends 'amount' | 'estimated_network_fee' | 'network_fee' | 'cad_value'>(
  column: C,
  insert: (t: NewTransfer) => bigint | null,
) => ({
  column,
  type: 'numeric' as const,
  read: (row: Pick<Row, C>) => {
    const value = row[column];
    return value === null ? null : BigInt(value);
  },
  insert,
});

export const transferColumns = {
  guid: same('guid', 'bpchar', (t) => t.guid),
  customerGuid: same('customer_guid', 'bpchar', (t) => t.customerGuid),
  transferType: same('transfer_type', 'text', (t) => t.transferType),
  side: same('side', 'text', (t) => t.side),
  asset: same('asset', 'text', (t) => t.asset ?? 'CAD'),
  rail: same('rail', 'text', (t) => t.rail),
  state: same('state', 'text', (t) => t.state),
  failureCode: same('failure_code', 'text', (t) => t.failureCode ?? null),
  returnCode: later('return_code', 'text'),
  amount: nullableAmount('amount', (t) => t.amount ?? null),
  estimatedAmount: amount('estimated_amount', (t) => t.estimatedAmount),
  fee: amount('fee', (t) => t.fee),
  quoteGuid: same('quote_guid', 'bpchar', (t) => t.quoteGuid),
  accountGuid: same('account_guid', 'bpchar', (t) => t.accountGuid),
  externalBankAccountGuid: same(
    'external_bank_account_guid',
    'bpchar',
    (t) => t.externalBankAccountGuid,
  ),
  referenceTransferGuid: same('reference_transfer_guid', 'bpchar', (t) => t.referenceTransferGuid),
  // Stored by the sandbox rails in a table of their own (`sandbox-rail-plans.repo.ts`).
  plannedOutcome: {
    column: 'planned_outcome',
    type: 'text',
    read: (row: Pick<Row, 'planned_outcome'>) => row.planned_outcome ?? 'complete',
    insert: (t) => t.plannedOutcome,
  },
  plannedFailure: same('planned_failure', 'text', (t) => t.plannedFailure),
  nextStep: same('next_step', 'text', (t) => t.nextStep),
  stepDueAt: same('step_due_at', 'timestamptz', (t) => t.stepDueAt),
  holdStartedAt: later('hold_started_at', 'timestamptz'),
  holdSeconds: later('hold_seconds', 'integer'),
  holdReleasedAt: later('hold_released_at', 'timestamptz'),
  etransferRecipient: same('etransfer_recipient', 'text', (t) => t.etransferRecipient),
  etransferQuestion: same('etransfer_question', 'text', (t) => t.etransferQuestion),
  etransferReferenceCode: same('etransfer_reference_code', 'text', (t) => t.etransferReferenceCode),
  externalWalletGuid: same('external_wallet_guid', 'bpchar', (t) => t.externalWalletGuid ?? null),
  depositAddressGuid: same('deposit_address_guid', 'bpchar', (t) => t.depositAddressGuid ?? null),
  txnHash: same('txn_hash', 'text', (t) => t.txnHash ?? null),
  estimatedNetworkFee: nullableAmount(
    'estimated_network_fee',
    (t) => t.estimatedNetworkFee ?? null,
  ),
  networkFee: nullableAmount('network_fee', (t) => t.networkFee ?? null),
  networkFeeAsset: same('network_fee_asset', 'text', (t) => t.networkFeeAsset ?? null),
  confirmations: same('confirmations', 'integer', (t) => t.confirmations ?? null),
  requiredConfirmations: same(
    'required_confirmations',
    'integer',
    (t) => t.requiredConfirmations ?? null,
  ),
  cadValue: nullableAmount('cad_value', (t) => t.cadValue ?? null),
  travelRuleRequired: same('travel_rule_required', 'boolean', (t) => t.travelRuleRequired ?? false),
  travelRuleParty: same('travel_rule_party', 'text', (t) => t.travelRuleParty ?? null),
  travelRuleAnsweredAt: same(
    'travel_rule_answered_at',
    'timestamptz',
    (t) => t.travelRuleAnsweredAt ?? null,
  ),
  reviewedBy: later('reviewed_by', 'text'),
  reviewedAt: later('reviewed_at', 'timestamptz'),
  reviewReason: later('review_reason', 'text'),
  createdAt: same('created_at', 'timestamptz', (t) => t.createdAt),
  updatedAt: same('updated_at', 'timestamptz', (t) => t.updatedAt),
} satisfies { [F in Field]: Column<F> };

type Columns = typeof transferColumns;

/** A transfer, or part of one, built field by field from its columns' descriptions. */
function build<F extends Field>(
  fields: readonly F[],
  value: (column: Columns[F]) => Transfer[F],
): Pick<Transfer, F> {
  const built: Partial<Pick<Transfer, F>> = {};
  for (const field of fields) built[field] = value(transferColumns[field]);
  if (!hasEvery(built, fields)) throw new Error('a transfer field has no column');
  return built;
}

/** Whether `value` holds each of `fields` (each was just built, so it does). */
const hasEvery = <F extends Field>(
  value: Partial<Pick<Transfer, F>>,
  fields: readonly F[],
): value is Pick<Transfer, F> => fields.every((field) => field in value);

const isField = (key: string): key is Field => key in transferColumns;

/** Every field of a transfer, in the order of its columns. */
const transferFields = Object.keys(transferColumns).filter(isField);

/** The fields the sandbox rails' plan holds, read and written apart from `transfers`. */
type PlanField = 'plannedOutcome' | 'plannedFailure';
const isStored = <F extends Field>(field: F): field is Exclude<F, PlanField> =>
  field !== 'plannedOutcome' && field !== 'plannedFailure';
const storedFields = transferFields.filter(isStored);

/** Every column of `transfers` a whole transfer is read with (its plan is read beside them). */
export const readColumns = storedFields.map((field) => transferColumns[field].column);

export const transferOf = (row: Row): Transfer => build(transferFields, (c) => c.read(row));

/**
 * The transfer as its insert stores it, so an insert needs no RETURNING and its rows are never
 * read back and parsed (`transfers.repo.test.ts` compares the two).
 */
export const asInserted = (t: NewTransfer): Transfer => build(transferFields, (c) => c.insert(t));

/** What a batch of rail steps reads of each due transfer, rather than the whole row. */
const railFields = [
  'guid',
  'customerGuid',
  'side',
  'rail',
  'state',
  'failureCode',
  'amount',
  'estimatedAmount',
  'plannedOutcome',
  'plannedFailure',
  'nextStep',
  'stepDueAt',
  'holdStartedAt',
  'holdSeconds',
  'holdReleasedAt',
] as const satisfies readonly Field[];
type RailField = (typeof railFields)[number];

/** The columns of `transfers` a rail step reads (its plan is read beside them). */
export const railColumns = railFields
  .filter(isStored)
  .map((field) => transferColumns[field].column);
type RailRow = Pick<Row, Columns[RailField]['column']>;

/** What a rail step reads of a row; its rail is null only on a crypto transfer. */
export const railFieldsOf = (row: RailRow) => build(railFields, (c) => c.read(row));

/** What rail steps change and `saveSteps` writes, each as one column array (ADR 34). */
export const stepFields = [
  'state',
  'failureCode',
  'amount',
  'nextStep',
  'stepDueAt',
  'holdStartedAt',
  'holdSeconds',
  'holdReleasedAt',
  'updatedAt',
] as const satisfies readonly Field[];

/** A field's value as an array parameter carries it: integers as exact decimal strings. */
export const parameterOf = (value: Transfer[Field]) =>
  typeof value === 'bigint' ? value.toString() : value;

/** The insert of new transfers: one array per column (ADR 34), whatever the batch's size. */
export function insertStatement(transfers: readonly NewTransfer[]) {
  const written = [
    ...storedFields.map((field) => {
      const { column, type, insert } = transferColumns[field];
      return { column, type, values: transfers.map((t) => parameterOf(insert(t))) };
    }),
    ...Object.entries(writtenOnly).map(([column, insert]) => ({
      column,
      type: 'text',
      values: transfers.map(insert),
    })),
  ];
  return sql`INSERT INTO transfers (${sql.join(written.map(({ column }) => sql.id(column)))})
    SELECT * FROM unnest(${sql.join(written.map(({ type, values }) => sql`${values}::${sql.raw(type)}[]`))})`;
}
