import {
  type AttestedIdentity,
  ageOfMajority,
  ageOn,
  attestedIdentitySchema,
  attestedRequiredFields,
  type postIdentityVerificationSchema,
} from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import { recordClaim, sinClaimedByAnother } from './customer-identities.repo.js';
import { insertVerification, updateVerification, type Verification } from './kyc.repo.js';
import { invalidBody } from './kyc-answers.js';
import { saveAnswer } from './kyc-answers.repo.js';
import { type KycContext, SIN_INDEX } from './kyc-context.js';
import { recordDecision } from './kyc-outcomes.js';
import { canadianToday, decideAttested } from './kyc-rules.js';
import { searchKeysOf } from './search-keys.js';
import { recordSearchKeys } from './search-keys.repo.js';

/** The fields of Cybrid's PostIdentityVerification an attestation carries. */
export type AttestedFields = Pick<
  z.output<typeof postIdentityVerificationSchema>,
  | 'name'
  | 'address'
  | 'date_of_birth'
  | 'identification_numbers'
  | 'phone_number'
  | 'email_address'
  | 'occupation'
>;

export interface Attestation {
  customerGuid: string;
  /** The bank API client attesting, for the audit trail. */
  clientId: string;
  requestId: string | null;
  fields: AttestedFields;
  /** The sandbox's `failed_immediately` fails it after it is recorded. */
  requestedFailure: boolean;
  expectedBehaviours: readonly string[];
}

/** Cybrid's nulls as absent fields, so the field rules read "is required", not "not a string". */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null && field !== undefined)
      .map(([key, field]) => [key, withoutNulls(field)]),
  );
}

/** The attested fields checked by the flow's Canadian rules: 400 naming each problem. */
function attestedIdentityOf(fields: AttestedFields): AttestedIdentity {
  const missing = attestedRequiredFields.filter((field) => fields[field] == null);
  if (missing.length > 0) {
    throw new AppError(
      'missing_parameter',
      `An attested verification needs ${missing.join(', ')}`,
      missing.map((field) => ({ path: `body.${field}`, message: 'is required' })),
    );
  }
  // Only the attested fields (the body holds the request's too); `name.full` is derived here.
  const { full: _full, ...name } = fields.name ?? {};
  const parsed = attestedIdentitySchema.safeParse(
    withoutNulls({
      name,
      address: fields.address,
      date_of_birth: fields.date_of_birth,
      identification_numbers: fields.identification_numbers,
      phone_number: fields.phone_number,
      email_address: fields.email_address,
      occupation: fields.occupation,
    }),
  );
  if (!parsed.success) throw invalidBody(parsed.error);
  return parsed.data;
}

/** A date of birth to the day, past, within a lifetime, and of age in the customer's province. */
function assertOfAge(identity: AttestedIdentity, today: string) {
  const age = ageOn(identity.date_of_birth, today);
  if (identity.date_of_birth > today || age > 120) {
    throw new AppError('invalid_parameter', 'date_of_birth is not a real date of birth', [
      { path: 'body.date_of_birth', message: 'is not a real date of birth' },
    ]);
  }
  const province = identity.address.subdivision;
  if (age < ageOfMajority[province]) {
    // A value the attestation cannot carry: 400 `invalid_parameter`, as Cybrid refuses a field.
    const message = `The customer is under ${ageOfMajority[province]}, the age of majority in ${province}`;
    throw new AppError('invalid_parameter', message, [{ path: 'body.date_of_birth', message }]);
  }
}

/**
 * POST /api/identity_verifications with `method: attested` (ADR 18), inside the caller's
 * transaction: the attested data is checked, sealed and stored as the verification's answer; the
 * SIN is claimed by its blind index like the flow's; the rules decide (passed, or a person
 * reviews a SIN held by another customer or a sanctions match); the decision moves the customer
 * on and is audited as the bank client's.
 */
export async function attest(
  ctx: KycContext,
  trx: Kysely<Schema>,
  attestation: Attestation,
): Promise<Verification> {
  const { customerGuid } = attestation;
  const identity = attestedIdentityOf(attestation.fields);
  const now = ctx.clock.now();
  assertOfAge(identity, canadianToday(now));
  const sin = identity.identification_numbers.find((n) => n.type === 'tax_identification_number');
  if (sin === undefined) throw new Error('an attested identity has no SIN');
  const sinIndex = ctx.blindIndex.of(SIN_INDEX, sin.identification_number);
  const verdict = decideAttested({
    sinHeldByAnother: await sinClaimedByAnother(trx, sinIndex, customerGuid),
    onSanctionsList: ctx.sanctions.matches(identity.name).length > 0,
  });

  const guid = newGuid();
  await insertVerification(trx, {
    guid,
    customerGuid,
    method: 'attested',
    state: 'storing',
    expectedBehaviours: [...attestation.expectedBehaviours],
    inquiryId: null,
    // Decided as it is made: it is never open for answers, so it is due at once.
    expiresAt: now,
    now,
  });
  await saveAnswer(
    trx,
    guid,
    { step: 'attested', ciphertext: ctx.encryption.encrypt(JSON.stringify(identity)) },
    now,
  );
  // An attestation carries no appropriateness answers: the lowest investor category.
  const claim = {
    investorCategory: 'retail',
    province: identity.address.subdivision,
    sinIndex,
  } as const;
  await recordClaim(trx, customerGuid, claim, now);
  const searchKeys = searchKeysOf(ctx.blindIndex, { attested: identity });
  await recordSearchKeys(trx, [{ customerGuid, keys: searchKeys }], now);
  const judged = { complianceChecks: verdict.checks, reasons: verdict.reasons, submittedAt: now };
  const decided = await updateVerification(
    trx,
    guid,
    attestation.requestedFailure
      ? {
          ...judged,
          state: 'completed',
          outcome: 'failed',
          failureCodes: ['requested_failure'],
          reasons: ['requested_failure'],
          decidedAt: now,
        }
      : verdict.decision === 'passed'
        ? { ...judged, state: 'completed', outcome: 'passed', decidedAt: now }
        : { ...judged, state: 'reviewing' },
    now,
  );
  await recordDecision(ctx, trx, decided, {
    type: 'bank',
    clientId: attestation.clientId,
    requestId: attestation.requestId,
  });
  return decided;
}
