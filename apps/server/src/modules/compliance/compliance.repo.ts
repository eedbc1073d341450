import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type {
  ComplianceCaseKind,
  ComplianceCaseState,
  ComplianceCasesTable,
  VirtualCurrencyReceiptsTable,
  VirtualCurrencySendsTable,
} from './compliance.tables.js';

/**
 * The SQL of `compliance_cases`, `virtual_currency_receipts` (migration 0026) and
 * `virtual_currency_sends` (0033).
 */

/** The case as read: its deadline as `YYYY-MM-DD` text (drivers read a DATE as a local Date). */
export type CaseRow = Omit<Selectable<ComplianceCasesTable>, 'deadline'> & {
  deadline: string | null;
};

const caseColumns = [
  'guid',
  'kind',
  'customer_guid',
  'state',
  'opened_at',
  sql<string | null>`to_char(deadline, 'YYYY-MM-DD')`.as('deadline'),
  'report_draft',
  'claimed_by',
  'claimed_at',
  'decision',
  'reason',
  'decided_by',
  'decided_at',
] as const;
export type ReceiptRow = Selectable<VirtualCurrencyReceiptsTable>;

export interface NewCase {
  guid: string;
  kind: ComplianceCaseKind;
  customerGuid: string;
  openedAt: Date;
  deadline: string | null;
  reportDraft: Record<string, unknown>;
}

export interface NewReceipt {
  transferGuid: string;
  customerGuid: string;
  asset: string;
  amount: bigint;
  cadValue: bigint;
  unpriced: boolean;
  txnHash: string;
  receivingAddress: string;
  creditedAt: Date;
}

/**
 * Serialises the case work of one customer (a transaction advisory lock), so two receipts
 * credited at once cannot both see the window uncovered and open two cases.
 */
export async function lockCustomerCases(trx: Kysely<Schema>, customerGuid: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`compliance:${customerGuid}`}, 0))`.execute(
    trx,
  );
}

/** Records a receipt once; answers whether it is new (a credit step run twice records one). */
export async function insertReceipt(trx: Kysely<Schema>, receipt: NewReceipt): Promise<boolean> {
  const inserted = await trx
    .insertInto('virtual_currency_receipts')
    .values({
      transfer_guid: receipt.transferGuid,
      customer_guid: receipt.customerGuid,
      asset: receipt.asset,
      amount: receipt.amount,
      cad_value: receipt.cadValue,
      unpriced: receipt.unpriced,
      txn_hash: receipt.txnHash,
      receiving_address: receipt.receivingAddress,
      credited_at: receipt.creditedAt,
      case_guid: null,
    })
    .onConflict((conflict) => conflict.column('transfer_guid').doNothing())
    .returning('transfer_guid')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The customer's receipts credited after `since` and up to `until` that no case counts yet. */
export function uncoveredReceipts(
  trx: Kysely<Schema>,
  customerGuid: string,
  window: { since: Date; until: Date },
): Promise<ReceiptRow[]> {
  return trx
    .selectFrom('virtual_currency_receipts')
    .selectAll()
    .where('customer_guid', '=', customerGuid)
    .where('case_guid', 'is', null)
    .where('credited_at', '>', window.since)
    .where('credited_at', '<=', window.until)
    .orderBy('credited_at')
    .execute();
}

export async function coverReceipts(
  trx: Kysely<Schema>,
  caseGuid: string,
  transferGuids: readonly string[],
) {
  await trx
    .updateTable('virtual_currency_receipts')
    .set({ case_guid: caseGuid })
    .where('transfer_guid', 'in', transferGuids)
    .execute();
}

export function receiptsOfCase(db: Kysely<Schema>, caseGuid: string): Promise<ReceiptRow[]> {
  return db
    .selectFrom('virtual_currency_receipts')
    .selectAll()
    .where('case_guid', '=', caseGuid)
    .orderBy('credited_at')
    .execute();
}

export type SendRow = Selectable<VirtualCurrencySendsTable>;

export interface NewSend {
  transferGuid: string;
  customerGuid: string;
  asset: string;
  amount: bigint;
  cadValue: bigint;
  sentAt: Date;
}

/** Records a withdrawal once; answers whether it is new. */
export async function insertSend(trx: Kysely<Schema>, send: NewSend): Promise<boolean> {
  const inserted = await trx
    .insertInto('virtual_currency_sends')
    .values({
      transfer_guid: send.transferGuid,
      customer_guid: send.customerGuid,
      asset: send.asset,
      amount: send.amount,
      cad_value: send.cadValue,
      sent_at: send.sentAt,
      case_guid: null,
      withdrawn_at: null,
    })
    .onConflict((conflict) => conflict.column('transfer_guid').doNothing())
    .returning('transfer_guid')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * The customer's withdrawals sent after `since` and up to `until` that no case counts yet, and
 * that are still leaving.
 */
export function uncoveredSends(
  trx: Kysely<Schema>,
  customerGuid: string,
  window: { since: Date; until: Date },
): Promise<SendRow[]> {
  return trx
    .selectFrom('virtual_currency_sends')
    .selectAll()
    .where('customer_guid', '=', customerGuid)
    .where('case_guid', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('sent_at', '>', window.since)
    .where('sent_at', '<=', window.until)
    .orderBy('sent_at')
    .execute();
}

/** Marks a withdrawal that will not leave, unless a case already counts it. */
export async function withdrawSend(trx: Kysely<Schema>, transferGuid: string, at: Date) {
  await trx
    .updateTable('virtual_currency_sends')
    .set({ withdrawn_at: at })
    .where('transfer_guid', '=', transferGuid)
    .where('case_guid', 'is', null)
    .where('withdrawn_at', 'is', null)
    .execute();
}

export async function coverSends(
  trx: Kysely<Schema>,
  caseGuid: string,
  transferGuids: readonly string[],
) {
  await trx
    .updateTable('virtual_currency_sends')
    .set({ case_guid: caseGuid })
    .where('transfer_guid', 'in', transferGuids)
    .execute();
}

export function sendsOfCase(db: Kysely<Schema>, caseGuid: string): Promise<SendRow[]> {
  return db
    .selectFrom('virtual_currency_sends')
    .selectAll()
    .where('case_guid', '=', caseGuid)
    .orderBy('sent_at')
    .execute();
}

export function insertCase(trx: Kysely<Schema>, row: NewCase): Promise<CaseRow> {
  return trx
    .insertInto('compliance_cases')
    .values({
      guid: row.guid,
      kind: row.kind,
      customer_guid: row.customerGuid,
      state: 'open',
      opened_at: row.openedAt,
      deadline: row.deadline,
      report_draft: JSON.stringify(row.reportDraft),
    })
    .returning(caseColumns)
    .executeTakeFirstOrThrow();
}

/** An unclosed case of the kind for the customer whose draft names this address, if any. */
export function findUnclosedDenyListCase(
  trx: Kysely<Schema>,
  customerGuid: string,
  address: string,
): Promise<CaseRow | undefined> {
  return trx
    .selectFrom('compliance_cases')
    .select(caseColumns)
    .where('customer_guid', '=', customerGuid)
    .where('kind', '=', 'deny_list_hit')
    .where('state', '!=', 'closed')
    .where(sql<string>`report_draft->>'address'`, '=', address)
    .executeTakeFirst();
}

export function findCase(
  db: Kysely<Schema>,
  guid: string,
  options: { lock?: boolean } = {},
): Promise<CaseRow | undefined> {
  const query = db.selectFrom('compliance_cases').select(caseColumns).where('guid', '=', guid);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

export interface CaseFilter {
  states: readonly ComplianceCaseState[];
  kind?: ComplianceCaseKind | undefined;
}

/**
 * Cases still to work on come oldest first: the nearest deadline is usually the oldest case.
 * Closed cases come newest decision first: staff look back at what was decided lately.
 */
export async function listCases(
  db: Kysely<Schema>,
  filter: CaseFilter,
  page: { offset: number; limit: number },
): Promise<{ cases: CaseRow[]; total: number }> {
  let query = db.selectFrom('compliance_cases').where('state', 'in', filter.states);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  const listed = query.select(caseColumns);
  const ordered = filter.states.includes('closed')
    ? listed.orderBy('decided_at', 'desc').orderBy('guid', 'desc')
    : listed.orderBy('opened_at').orderBy('guid');
  const cases = await ordered.offset(page.offset).limit(page.limit).execute();
  const counted = await query
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { cases, total: countOf(counted.total) };
}

/** How many cases are in the states, without reading them. */
export async function countCases(
  db: Kysely<Schema>,
  states: CaseFilter['states'],
): Promise<number> {
  const { total } = await db
    .selectFrom('compliance_cases')
    .where('state', 'in', states)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return countOf(total);
}

export function updateCase(
  trx: Kysely<Schema>,
  guid: string,
  changes: Updateable<ComplianceCasesTable>,
): Promise<CaseRow> {
  return trx
    .updateTable('compliance_cases')
    .set(changes)
    .where('guid', '=', guid)
    .returning(caseColumns)
    .executeTakeFirstOrThrow();
}
