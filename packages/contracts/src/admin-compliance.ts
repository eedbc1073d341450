import { z } from 'zod';
import {
  kycAddressAnswerSchema,
  kycDeclarationsStepSchema,
  kycDocumentAnswerSchema,
  kycEddStepSchema,
  kycEmploymentStepSchema,
  kycFileKindSchema,
  kycIdentityStepSchema,
  kycQuestionnaireStepSchema,
  kycReasonSchema,
} from './kyc.js';
import { guidSchema, timestampSchema } from './platform/fields.js';
import {
  complianceCheckSchema,
  identityVerificationMethodSchema,
  identityVerificationStateSchema,
} from './platform/identity-verifications.js';

/**
 * The compliance review queue (`/admin/api/identity-verifications`): identity verifications
 * the rules engine could not pass, oldest first. Support, compliance and admin staff may read
 * it; only compliance and admin decide or reveal a SIN. Every read of personal data and every
 * decision is written to the audit log. Answers are `{ data: ... }`.
 */

export const reviewListQuerySchema = z.strictObject({
  state: z.enum(['reviewing', 'completed']).default('reviewing'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewParamsSchema = z.strictObject({ identity_verification_guid: guidSchema });
export const reviewFileParamsSchema = z.strictObject({
  identity_verification_guid: guidSchema,
  file_guid: guidSchema,
});

/**
 * A verification's file, served to every staff role as its stored type (audited): the review
 * screen and the customer page's verification history open it here.
 */
export const reviewFilePath = (verificationGuid: string, fileGuid: string) =>
  `/admin/api/identity-verifications/${verificationGuid}/files/${fileGuid}`;

/** One row of the queue: no personal data, so listing it is not a view of PII. */
export const reviewSummarySchema = z.object({
  guid: guidSchema,
  customer_guid: guidSchema,
  method: identityVerificationMethodSchema,
  /** `account_recovery`: a locked-out customer's photo ID and selfie, to compare (ADR 59). */
  purpose: z.enum(['verification', 'account_recovery']),
  state: identityVerificationStateSchema,
  outcome: z.enum(['passed', 'failed']).nullable(),
  submitted_at: timestampSchema.nullable(),
  /** The checks that sent it to review (their failure codes). */
  reasons: z.array(z.string()),
});

export const reviewListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  objects: z.array(reviewSummarySchema),
});

export const reviewFileSchema = z.object({
  guid: guidSchema,
  kind: kycFileKindSchema,
  content_type: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  size: z.number().int(),
  uploaded_at: timestampSchema,
});

/** A decision already taken on the verification. */
export const reviewDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.string(),
  staff_email: z.string(),
  decided_at: timestampSchema,
});

/** The whole application as staff review it; the SIN only masked (revealing it is a POST). */
export const reviewDetailSchema = reviewSummarySchema.extend({
  customer_email: z.string(),
  created_at: timestampSchema,
  answers: z.object({
    identity: kycIdentityStepSchema.nullable(),
    address: kycAddressAnswerSchema.nullable(),
    employment: kycEmploymentStepSchema.nullable(),
    sin_masked: z.string().nullable(),
    document: kycDocumentAnswerSchema.nullable(),
    declarations: kycDeclarationsStepSchema.nullable(),
    questionnaire: kycQuestionnaireStepSchema.nullable(),
    edd: kycEddStepSchema.nullable(),
  }),
  investor_category: z.enum(['retail', 'eligible', 'accredited']).nullable(),
  /** Every check as the rules engine recorded it, a watchlist hit named. */
  compliance_checks: z.array(complianceCheckSchema),
  /** The sanctions-list entries the applicant's name matches, to compare with the person. */
  sanctions_matches: z.array(z.object({ name: z.string(), program: z.string() })),
  /** What the customer is told (codes with an English message). */
  customer_reasons: z.array(kycReasonSchema),
  files: z.array(reviewFileSchema),
  /**
   * An account recovery's: the customer's verified identity (its verification's guid), which the
   * new photo ID and selfie must match; null otherwise, or when none passed.
   */
  compared_with: guidSchema.nullable(),
  decision: reviewDecisionSchema.nullable(),
  /**
   * Approving takes two people (politically exposed, a sanctions-list match, enhanced due
   * diligence): the first approval is kept here and a different member of staff completes it.
   */
  needs_second_approval: z.boolean(),
  first_approval: z
    .object({ reason: z.string(), staff_email: z.string(), approved_at: timestampSchema })
    .nullable(),
});
export type ReviewDetail = z.output<typeof reviewDetailSchema>;

const reasonText = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(3, 'Give a reason of at least 3 characters')
  .max(500, 'Use at most 500 characters');

/** Revealing a SIN asks why; the reason goes to the audit log. */
export const revealSinRequestSchema = z.strictObject({ reason: reasonText });
export const revealedSinSchema = z.object({ sin: z.string() });

export const reviewDecisionRequestSchema = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
  /** For a rejection, shown to the customer; for an approval, kept in the audit log. */
  reason: reasonText,
});
export type ReviewDecisionRequest = z.input<typeof reviewDecisionRequestSchema>;
