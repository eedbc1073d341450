import { z } from 'zod';
import { guidSchema, timestampSchema } from './fields.js';
import { commaList, listSchemaOf, pageQuerySchema } from './lists.js';

/**
 * POST and GET /api/identity_verifications, GET /api/identity_verifications/{guid} (Cybrid).
 * The product verifies individuals (`type: kyc`) with four of Cybrid's methods.
 */

/**
 * The path's guid, as any text (Cybrid's is a plain string): one that is not a guid names no
 * verification, so it answers 404, the refusal Cybrid documents for this operation, not a 400.
 */
export const identityVerificationParamsSchema = z.object({
  identity_verification_guid: z.string().meta({ description: 'The identity verification’s guid.' }),
});

export const identityVerificationStateSchema = z.enum([
  'storing',
  'waiting',
  'pending',
  'reviewing',
  'expired',
  'completed',
]);
export type IdentityVerificationState = z.output<typeof identityVerificationStateSchema>;

export const identityVerificationOutcomeSchema = z.enum(['passed', 'failed']);

/**
 * Cybrid's `persona_state`, the state of the inquiry behind a verification: the built-in flow's
 * own (ADR 65), which `/identity-verification?inquiry_id=…` opens.
 */
export const identityVerificationPersonaStates = [
  'waiting',
  'pending',
  'reviewing',
  'processing',
  'expired',
  'completed',
  'unknown',
] as const;
export const identityVerificationPersonaStateSchema = z.enum(identityVerificationPersonaStates);
export type IdentityVerificationPersonaState = (typeof identityVerificationPersonaStates)[number];

export const identityVerificationMethods = [
  'id_and_selfie',
  'attested',
  'enhanced_due_diligence',
  'document_submission',
] as const;
export const identityVerificationMethodSchema = z.enum(identityVerificationMethods, {
  error: `method must be one of ${identityVerificationMethods.join(', ')}`,
});
export type IdentityVerificationMethod = (typeof identityVerificationMethods)[number];

/** Cybrid's failure codes that this product's checks can give. */
export const identityVerificationFailureCodes = [
  'id_check_failure',
  'id_expiration_check_failure',
  'id_double_side_check_failure',
  'id_type_allowed_check_failure',
  'selfie_failure',
  'country_comparison_check_failure',
  'duplicate_person_check_failure',
  'prohibited_person_check_failure',
  'name_check_failure',
  'address_check_failure',
  'dob_check_failure',
  'id_number_check_failure',
  'phone_number_check_failure',
  'document_type_check_failure',
  'document_quality_check_failure',
  'compliance_rejection',
  'decision_timeout',
  'requested_failure',
] as const;
export const identityVerificationFailureCodeSchema = z.enum(identityVerificationFailureCodes);
export type IdentityVerificationFailureCode = (typeof identityVerificationFailureCodes)[number];

export const complianceCheckTypeSchema = z.enum([
  'person_attested',
  'person_tax_id_attested',
  'person_watchlists',
  'person_verification',
  'person_gov_id_verification',
  'person_tax_id_verification',
]);

/** Cybrid's PostIdentityVerification, less the business and counterparty fields. */
export const postIdentityVerificationSchema = z.strictObject({
  type: z.literal('kyc', { error: 'type must be kyc' }),
  method: identityVerificationMethodSchema,
  customer_guid: guidSchema.nullish(),
  expected_behaviours: z
    .array(z.enum(['passed_immediately', 'failed_immediately', 'tax_id_not_checked']))
    .max(50)
    .nullish(),
  country_code: z.literal('CA', { error: 'country_code must be CA' }).nullish(),
  name: z
    .strictObject({
      first: z.string().max(100).nullish(),
      middle: z.string().max(100).nullish(),
      last: z.string().max(100).nullish(),
      full: z.string().max(300).nullish(),
    })
    .nullish(),
  address: z
    .strictObject({
      street: z.string().max(100).nullish(),
      street2: z.string().max(100).nullish(),
      city: z.string().max(100).nullish(),
      subdivision: z.string().min(1).max(3).nullish(),
      postal_code: z.string().max(16).nullish(),
      country_code: z.string().length(2).nullish(),
    })
    .nullish(),
  date_of_birth: z.iso.date().nullish(),
  identification_numbers: z
    .array(
      z.strictObject({
        type: z.enum([
          'drivers_license',
          'passport',
          'passport_card',
          'residence_card',
          'visa',
          'social_security_number',
          'tax_identification_number',
          'identification_card',
          'employer_identification_number',
          'business_registration_number',
        ]),
        issuing_country_code: z.string().length(2),
        identification_number: z.string().min(1).max(64),
      }),
    )
    .min(1)
    .max(10)
    .nullish(),
  phone_number: z.string().max(32).nullish(),
  email_address: z.string().max(254).nullish(),
  occupation: z.string().max(100).nullish(),
});
export type PostIdentityVerification = z.input<typeof postIdentityVerificationSchema>;

export const identityVerificationListQuerySchema = pageQuerySchema.extend({
  guid: commaList(guidSchema, 'identity verification guids to list').optional(),
  bank_guid: commaList(guidSchema, 'bank guids to list identity verifications of').optional(),
  customer_guid: commaList(
    guidSchema,
    'customer guids to list identity verifications of',
  ).optional(),
  state: commaList(identityVerificationStateSchema, 'states to list').optional(),
  type: commaList(z.enum(['kyc', 'bank_account', 'counterparty']), 'types to list').optional(),
});

export const getIdentityVerificationQuerySchema = z.object({
  include_pii: z
    .enum(['true', 'false'], { error: 'include_pii must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});

const complianceDecisionSchema = z.strictObject({
  type: complianceCheckTypeSchema,
  state: z.enum(['passed', 'failed', 'expired', 'invalidated']),
  failure_codes: z.array(identityVerificationFailureCodeSchema).nullable(),
});

export const complianceCheckSchema = z.strictObject({
  type: complianceCheckTypeSchema,
  outcome: z.enum(['passed', 'failed', 'inconclusive']),
  failure_codes: z.array(identityVerificationFailureCodeSchema).nullable(),
});

/** Cybrid's IdentityVerification, as lists carry it. */
export const identityVerificationSchema = z.strictObject({
  guid: guidSchema,
  type: z.literal('kyc'),
  method: identityVerificationMethodSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  customer_guid: guidSchema,
  counterparty_guid: z.null(),
  external_bank_account_guid: z.null(),
  state: identityVerificationStateSchema,
  outcome: identityVerificationOutcomeSchema.nullable(),
  failure_codes: z.array(identityVerificationFailureCodeSchema).nullable(),
  compliance_decisions: z.array(complianceDecisionSchema),
});

const documentFileSchema = z.strictObject({
  guid: guidSchema,
  type: z.enum([
    'drivers_license_front',
    'drivers_license_back',
    'passport',
    'identification_card',
    'residence_card',
    'selfie',
    'proof_of_address',
    // Not one of Cybrid's file types (its field is a free string): enhanced due diligence's files.
    'supporting_document',
  ]),
  content_type: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  filename: z.string(),
});

export const identityVerificationDocumentSchema = z.strictObject({
  guid: guidSchema,
  type: z.enum([
    'drivers_license',
    'passport',
    'identification_card',
    'residence_card',
    'selfie',
    'proof_of_address',
    'supporting_document',
  ]),
  validated: z.boolean(),
  expiration_date: z.iso.date().nullable(),
  files: z.array(documentFileSchema),
});

/**
 * Personal data, only with `include_pii=true` and only masked: identification numbers show
 * their last three characters (`*** *** 123` for a SIN).
 */
export const identityVerificationPiiSchema = z.strictObject({
  name: z.strictObject({
    first: z.string().nullable(),
    middle: z.string().nullable(),
    last: z.string().nullable(),
    full: z.string().nullable(),
  }),
  aliases: z.null(),
  address: z
    .strictObject({
      street: z.string().nullable(),
      street2: z.string().nullable(),
      city: z.string().nullable(),
      subdivision: z.string().nullable(),
      postal_code: z.string().nullable(),
      country_code: z.string().nullable(),
    })
    .nullable(),
  date_of_birth: z.iso.date().nullable(),
  phone_number: z.string().nullable(),
  email_address: z.string().nullable(),
  occupation: z.string().nullable(),
  website: z.null(),
  nature_of_business: z.null(),
  identification_numbers: z.array(
    z.strictObject({
      type: z.enum([
        'tax_identification_number',
        'drivers_license',
        'passport',
        'identification_card',
        'residence_card',
      ]),
      issuing_country_code: z.literal('CA'),
      identification_number: z.string(),
    }),
  ),
});

/** Cybrid's IdentityVerificationWithDetails: one verification with its checks and documents. */
export const identityVerificationWithDetailsSchema = identityVerificationSchema.extend({
  compliance_checks: z.array(complianceCheckSchema),
  /** The inquiry a client opens the flow with; null where no customer answers one (attested). */
  persona_inquiry_id: z.string().nullable(),
  persona_state: identityVerificationPersonaStateSchema.nullable(),
  business_associates: z.tuple([]),
  pii: identityVerificationPiiSchema.nullable(),
  documents: z.array(identityVerificationDocumentSchema),
  supporting_files: z.array(identityVerificationDocumentSchema),
});

export const identityVerificationListSchema = listSchemaOf(identityVerificationSchema);
