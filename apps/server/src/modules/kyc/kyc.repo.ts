import {
  complianceCheckSchema,
  type IdentityVerificationFailureCode,
  identityVerificationFailureCodes,
  kycReviewFlags,
} from '@maple/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type {
  IdentityVerificationsTable,
  VerificationMethod,
  VerificationPurpose,
  VerificationState,
} from './kyc.tables.js';
import type { ReasonCode } from './kyc-reasons.js';
import type { ComplianceCheck } from './kyc-rules.js';

/** The kyc module's SQL for `identity_verifications`. */

export interface Verification {
  guid: string;
  customerGuid: string;
  method: VerificationMethod;
  purpose: VerificationPurpose;
  state: VerificationState;
  outcome: 'passed' | 'failed' | null;
  failureCodes: IdentityVerificationFailureCode[] | null;
  complianceChecks: ComplianceCheck[];
  reasons: ReasonCode[];
  expectedBehaviours: string[];
  inquiryId: string | null;
  expiresAt: Date;
  submittedAt: Date | null;
  decidedAt: Date | null;
  decidedByStaff: string | null;
  decisionReason: string | null;
  /** The first of two approvals (ADR 39), while a second person has yet to approve. */
  firstApproval: { staffId: string; at: Date; reason: string } | null;
  createdAt: Date;
  updatedAt: Date;
}

const failureCodesSchema = z.array(z.enum(identityVerificationFailureCodes)).nullable();
const reasonsSchema = z.array(z.enum([...identityVerificationFailureCodes, ...kycReviewFlags]));

const toVerification = (row: Selectable<IdentityVerificationsTable>): Verification => ({
  guid: row.guid,
  customerGuid: row.customer_guid,
  method: row.method,
  purpose: row.purpose,
  state: row.state,
  outcome: row.outcome,
  failureCodes: failureCodesSchema.parse(row.failure_codes),
  complianceChecks: z.array(complianceCheckSchema).parse(row.compliance_checks),
  reasons: reasonsSchema.parse(row.reasons),
  expectedBehaviours: z.array(z.string()).parse(row.expected_behaviours),
  inquiryId: row.inquiry_id,
  expiresAt: row.expires_at,
  submittedAt: row.submitted_at,
  decidedAt: row.decided_at,
  decidedByStaff: row.decided_by_staff,
  firstApproval:
    row.first_approved_by === null ||
    row.first_approved_at === null ||
    row.first_approval_reason === null
      ? null
      : {
          staffId: row.first_approved_by,
          at: row.first_approved_at,
          reason: row.first_approval_reason,
        },
  decisionReason: row.decision_reason,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export type NewVerification = Pick<
  Verification,
  'guid' | 'customerGuid' | 'method' | 'state' | 'expectedBehaviours' | 'inquiryId' | 'expiresAt'
> & { now: Date; purpose?: VerificationPurpose };

export async function insertVerification(
  db: Kysely<Schema>,
  verification: NewVerification,
): Promise<Verification> {
  const row = await db
    .insertInto('identity_verifications')
    .values({
      guid: verification.guid,
      customer_guid: verification.customerGuid,
      type: 'kyc',
      method: verification.method,
      purpose: verification.purpose,
      state: verification.state,
      outcome: null,
      failure_codes: null,
      compliance_checks: '[]',
      reasons: '[]',
      expected_behaviours: JSON.stringify(verification.expectedBehaviours),
      inquiry_id: verification.inquiryId,
      expires_at: verification.expiresAt,
      created_at: verification.now,
      updated_at: verification.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toVerification(row);
}

/** What a change of state writes; unset fields keep their values. */
export interface VerificationChange {
  state: VerificationState;
  outcome?: 'passed' | 'failed';
  failureCodes?: readonly IdentityVerificationFailureCode[];
  complianceChecks?: readonly ComplianceCheck[];
  reasons?: readonly ReasonCode[];
  submittedAt?: Date;
  decidedAt?: Date;
  decidedByStaff?: string;
  decisionReason?: string;
  firstApproval?: { staffId: string; at: Date; reason: string };
}

export async function updateVerification(
  db: Kysely<Schema>,
  guid: string,
  change: VerificationChange,
  now: Date,
): Promise<Verification> {
  const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  const row = await db
    .updateTable('identity_verifications')
    .set({
      state: change.state,
      outcome: change.outcome,
      failure_codes: json(change.failureCodes),
      compliance_checks: json(change.complianceChecks),
      reasons: json(change.reasons),
      submitted_at: change.submittedAt,
      decided_at: change.decidedAt,
      decided_by_staff: change.decidedByStaff,
      decision_reason: change.decisionReason,
      first_approved_by: change.firstApproval?.staffId,
      first_approved_at: change.firstApproval?.at,
      first_approval_reason: change.firstApproval?.reason,
      updated_at: now,
    })
    .where('guid', '=', guid)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toVerification(row);
}

/**
 * One verification, only if it is the customer's (another's is as good as missing). `lock`
 * takes its row for the rest of the transaction, so saves and a submission never interleave.
 */
export async function findVerification(
  db: Kysely<Schema>,
  guid: string,
  options: { customerGuid?: string; lock?: boolean } = {},
): Promise<Verification | undefined> {
  let query = db.selectFrom('identity_verifications').selectAll().where('guid', '=', guid);
  if (options.customerGuid !== undefined) {
    query = query.where('customer_guid', '=', options.customerGuid);
  }
  const row = await (options.lock === true ? query.forUpdate() : query).executeTakeFirst();
  return row === undefined ? undefined : toVerification(row);
}

/** The customer's verification whose inquiry this is (ADR 65); another customer's is missing. */
export async function findVerificationByInquiry(
  db: Kysely<Schema>,
  inquiryId: string,
  customerGuid: string,
): Promise<Verification | undefined> {
  const row = await db
    .selectFrom('identity_verifications')
    .selectAll()
    .where('customer_guid', '=', customerGuid)
    .where('inquiry_id', '=', inquiryId)
    .executeTakeFirst();
  return row === undefined ? undefined : toVerification(row);
}

/** The customer's newest verification of a method, if any. */
export async function newestVerification(
  db: Kysely<Schema>,
  customerGuid: string,
  method: VerificationMethod,
): Promise<Verification | undefined> {
  const row = await db
    .selectFrom('identity_verifications')
    .selectAll()
    .where('customer_guid', '=', customerGuid)
    .where('method', '=', method)
    .orderBy('created_at', 'desc')
    .orderBy('guid', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? undefined : toVerification(row);
}

/** Holds the customer's recoveries for the rest of the transaction, so two starts open one. */
export async function lockRecoveries(db: Kysely<Schema>, customerGuid: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`recovery:${customerGuid}`}, 0))`.execute(
    db,
  );
}

/**
 * The customer's account recovery still open (answered, or in review), locked for the rest of
 * the transaction; at most one exists (migration 0042).
 */
export async function findOpenRecovery(
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<Verification | undefined> {
  const row = await db
    .selectFrom('identity_verifications')
    .selectAll()
    .where('customer_guid', '=', customerGuid)
    .where('purpose', '=', 'account_recovery')
    .where('state', 'in', ['waiting', 'pending', 'reviewing'])
    .forUpdate()
    .executeTakeFirst();
  return row === undefined ? undefined : toVerification(row);
}

/** The guid of the verification that verified the customer's identity, the newest if several. */
export async function verifiedIdentityOf(
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('identity_verifications')
    .select('guid')
    .where('customer_guid', '=', customerGuid)
    .where('method', 'in', ['id_and_selfie', 'attested'])
    .where('outcome', '=', 'passed')
    .orderBy('decided_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.guid ?? null;
}

export interface VerificationFilter {
  customerGuid?: string;
  /** Any of these customers (a bank's list filter). */
  customerGuids?: readonly string[];
  guids?: readonly string[];
  states?: readonly VerificationState[];
  methods?: readonly VerificationMethod[];
}

function filtered(db: Kysely<Schema>, filter: VerificationFilter) {
  let query = db.selectFrom('identity_verifications');
  if (filter.customerGuid !== undefined) {
    query = query.where('customer_guid', '=', filter.customerGuid);
  }
  if (filter.customerGuids?.length) {
    query = query.where('customer_guid', 'in', filter.customerGuids);
  }
  if (filter.guids?.length) query = query.where('guid', 'in', filter.guids);
  if (filter.states?.length) query = query.where('state', 'in', filter.states);
  if (filter.methods?.length) query = query.where('method', 'in', filter.methods);
  return query;
}

/** A page, newest first (or oldest submission first, for the review queue), and the total. */
export async function listVerifications(
  db: Kysely<Schema>,
  filter: VerificationFilter,
  page: { offset: number; limit: number; order?: 'newest' | 'oldest_submitted' },
): Promise<{ verifications: Verification[]; total: number }> {
  const ordered =
    page.order === 'oldest_submitted'
      ? filtered(db, filter).selectAll().orderBy('submitted_at', 'asc').orderBy('guid', 'asc')
      : filtered(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('guid', 'desc');
  const [rows, count] = await Promise.all([
    ordered.offset(page.offset).limit(page.limit).execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { verifications: rows.map(toVerification), total: countOf(count.total) };
}

/** How many verifications match, without reading them (the back office's overview). */
export async function countVerifications(
  db: Kysely<Schema>,
  filter: VerificationFilter,
): Promise<number> {
  const { total } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return countOf(total);
}

/**
 * Expires a verification still open (waiting or pending) once its time has passed; answers it
 * when it did, so a second run, or one after a submission, changes nothing.
 */
export async function expireIfOpen(
  db: Kysely<Schema>,
  guid: string,
  now: Date,
): Promise<Verification | undefined> {
  const row = await db
    .updateTable('identity_verifications')
    .set({ state: 'expired', updated_at: now })
    .where('guid', '=', guid)
    .where('state', 'in', ['waiting', 'pending'])
    .where('expires_at', '<=', now)
    .returningAll()
    .executeTakeFirst();
  return row === undefined ? undefined : toVerification(row);
}
