import { z } from 'zod';
import {
  calendarDateSchema,
  canadianAddressSchema,
  legalNameSchema,
  occupationSchema,
  phoneNumberSchema,
  provinceSchema,
  sinSchema,
} from './kyc-fields.js';
import { guidSchema, timestampSchema } from './platform/fields.js';
import {
  identityVerificationMethodSchema,
  identityVerificationStateSchema,
} from './platform/identity-verifications.js';

/**
 * The built-in identity verification flow (docs/product/identity-verification.md), our stand-in for
 * a hosted KYC provider: the customer answers it step by step under
 * `/customers/kyc/{identity_verification_guid}/…` (user token), each step stored as it is saved so
 * the flow resumes after a reload, then submits it to the rules engine. Answers are `{ data }` like
 * every own-backend call.
 */

export const kycStepIds = [
  'identity',
  'address',
  'employment',
  'tax',
  'document',
  'declarations',
  'questionnaire',
  'edd',
] as const;
export const kycStepIdSchema = z.enum(kycStepIds, { error: 'Unknown step' });
export type KycStepId = (typeof kycStepIds)[number];

/** Legal name and date of birth. */
export const kycIdentityStepSchema = z.strictObject({
  name: legalNameSchema,
  date_of_birth: calendarDateSchema,
});

/** Residential address in Canada and a phone number. */
export const kycAddressStepSchema = z.strictObject({
  address: canadianAddressSchema,
  phone_number: phoneNumberSchema,
});

export const kycEmploymentStepSchema = occupationSchema;

/** The SIN, collected for tax reporting (the screen says so); stored encrypted, shown masked. */
export const kycTaxStepSchema = z.strictObject({ sin: sinSchema });

export const photoIdTypes = [
  'drivers_license',
  'passport',
  'identification_card',
  'residence_card',
] as const;
export const photoIdTypeSchema = z.enum(photoIdTypes, { error: 'Choose a type of photo ID' });
export type PhotoIdType = (typeof photoIdTypes)[number];

/** Government photo ID: driver's licence, passport, provincial ID card or PR card. */
export const kycDocumentStepSchema = z.strictObject({
  type: photoIdTypeSchema,
  number: z
    .string({ error: 'ID number is required' })
    .trim()
    .transform((value) => value.toUpperCase().replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^[A-Z0-9]{5,20}$/, 'Enter the ID number as printed: 5 to 20 letters and digits'),
    ),
  expiration_date: calendarDateSchema,
  /** The province or territory that issued a licence or ID card; passports and PR cards: none. */
  issuing_subdivision: provinceSchema.optional(),
});

/** Politically exposed person, head of an international organisation, third party. */
export const kycDeclarationsStepSchema = z.strictObject({
  politically_exposed: z.boolean({ error: 'Answer the politically-exposed-person question' }),
  head_of_international_organization: z.boolean({
    error: 'Answer the international-organisation question',
  }),
  pep_family_or_associate: z.boolean({ error: 'Answer the family-or-associate question' }),
  acting_for_third_party: z.boolean({ error: 'Answer the third-party question' }),
  third_party_details: z.string().trim().max(500).optional(),
  risk_statement_acknowledged: z.literal(true, {
    error: 'Read and acknowledge the risk statement to continue',
  }),
});

/**
 * The appropriateness questionnaire. The financial answers place the customer in a CSA investor
 * category (NI 45-106 thresholds): accredited (net income over $200,000, financial assets over
 * $1,000,000 or net assets over $5,000,000), eligible (net income over $75,000 or net assets
 * over $400,000), otherwise retail.
 */
export const kycQuestionnaireStepSchema = z.strictObject({
  net_income: z.enum(['under_75k', '75k_to_200k', 'over_200k'], {
    error: 'Choose your yearly income',
  }),
  financial_assets: z.enum(['under_1m', 'over_1m'], { error: 'Choose your financial assets' }),
  net_assets: z.enum(['under_400k', '400k_to_5m', 'over_5m'], {
    error: 'Choose your net assets',
  }),
  crypto_experience: z.enum(['none', 'some', 'experienced'], {
    error: 'Choose your experience with crypto assets',
  }),
  understands_volatility: z.boolean({ error: 'Answer the volatility question' }),
  can_afford_loss: z.boolean({ error: 'Answer the loss question' }),
});
export type KycQuestionnaire = z.output<typeof kycQuestionnaireStepSchema>;

export const investorCategories = ['retail', 'eligible', 'accredited'] as const;
export const investorCategorySchema = z.enum(investorCategories);
export type InvestorCategory = (typeof investorCategories)[number];

export function investorCategoryOf(answers: KycQuestionnaire): InvestorCategory {
  if (
    answers.net_income === 'over_200k' ||
    answers.financial_assets === 'over_1m' ||
    answers.net_assets === 'over_5m'
  ) {
    return 'accredited';
  }
  if (answers.net_income === '75k_to_200k' || answers.net_assets !== 'under_400k') {
    return 'eligible';
  }
  return 'retail';
}

const sourceOf = (label: string) =>
  z.enum(
    [
      'employment_income',
      'business_income',
      'investments',
      'savings',
      'sale_of_property',
      'inheritance',
      'other',
    ],
    { error: `Choose your source of ${label}` },
  );

const explanation = (label: string) =>
  z
    .string({ error: `Describe your source of ${label}` })
    .trim()
    .min(1, `Describe your source of ${label}`)
    .max(500, 'Use at most 500 characters');

/**
 * Enhanced due diligence (`method: enhanced_due_diligence`, verified customers only): always
 * reviewed by staff, with at least one supporting document.
 */
export const kycEddStepSchema = z.strictObject({
  source_of_funds: sourceOf('funds'),
  source_of_funds_details: explanation('funds'),
  source_of_wealth: sourceOf('wealth'),
  source_of_wealth_details: explanation('wealth'),
  expected_monthly_volume: z.enum(['under_10k', '10k_to_50k', '50k_to_250k', 'over_250k'], {
    error: 'Choose the amount you expect to move each month',
  }),
});

/** Each step's request body, by step id (`PUT /customers/kyc/{guid}/steps/{step}`). */
export const kycStepSchemas = {
  identity: kycIdentityStepSchema,
  address: kycAddressStepSchema,
  employment: kycEmploymentStepSchema,
  tax: kycTaxStepSchema,
  document: kycDocumentStepSchema,
  declarations: kycDeclarationsStepSchema,
  questionnaire: kycQuestionnaireStepSchema,
  edd: kycEddStepSchema,
} as const satisfies Record<KycStepId, z.ZodType>;

/**
 * The files of the flow (`PUT /customers/kyc/{guid}/files/{kind}`, raw bytes ≤ 10 MB): the
 * photo ID's sides and a selfie for `id_and_selfie`; supporting documents for enhanced due
 * diligence and `document_submission`.
 */
export const kycFileKinds = [
  'id_front',
  'id_back',
  'selfie',
  'proof_of_address',
  'supporting_document',
] as const;
export const kycFileKindSchema = z.enum(kycFileKinds, { error: 'Unknown file' });
export type KycFileKind = (typeof kycFileKinds)[number];

/** What the server accepts, decided from the file's first bytes, never from its name or header. */
export const kycFileContentTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const kycFileMaxBytes = 10 * 1024 * 1024;

export const kycStepParamsSchema = z.object({
  identity_verification_guid: guidSchema,
  step: kycStepIdSchema,
});
export const kycFileParamsSchema = z.object({
  identity_verification_guid: guidSchema,
  kind: kycFileKindSchema,
});
export const kycParamsSchema = z.object({ identity_verification_guid: guidSchema });
/**
 * `GET /customers/kyc/inquiries/{inquiry_id}`: the application a verification's
 * `persona_inquiry_id` names (ADR 65), which `/identity-verification?inquiry_id=…` opens.
 */
export const kycInquiryParamsSchema = z.object({
  inquiry_id: z.string().max(128, { error: 'An inquiry id has at most 128 characters' }),
});

/** A stored file as the customer sees it: never its bytes (those are served only to staff). */
export const kycFileSchema = z.object({
  kind: kycFileKindSchema,
  content_type: z.enum(kycFileContentTypes),
  size: z.number().int().nonnegative(),
  uploaded_at: timestampSchema,
});

/**
 * The saved address and photo-ID steps as answers carry them: already normalised (postal code
 * `K1A 0B1`, phone in E.164, ID number upper case), so plain shapes. The request schemas above
 * transform what was typed, and a transform cannot be run backwards to write an answer.
 */
export const kycAddressAnswerSchema = z.strictObject({
  address: z.strictObject({
    street: z.string(),
    street2: z.string().optional(),
    city: z.string(),
    subdivision: provinceSchema,
    postal_code: z.string(),
    country_code: z.literal('CA'),
  }),
  phone_number: z.string(),
});

export const kycDocumentAnswerSchema = z.strictObject({
  type: photoIdTypeSchema,
  number: z.string(),
  expiration_date: calendarDateSchema,
  issuing_subdivision: provinceSchema.optional(),
});

/**
 * The codes of `reasons` beyond Cybrid's failure codes (`identityVerificationFailureCodes`):
 * what sends an otherwise clean application to a person. `manual_review` stands for any reason
 * the customer is not told (a watchlist hit is never named to them).
 */
export const kycReviewFlags = [
  'politically_exposed_person',
  'third_party',
  'appropriateness',
  'manual_review',
] as const;
export type KycReviewFlag = (typeof kycReviewFlags)[number];

/** A reason the customer is shown, with the Cybrid failure code behind it. */
export const kycReasonSchema = z.object({ code: z.string(), message: z.string() });

/**
 * One application of the flow (`GET /customers/kyc/{guid}`): each step's answers (null until saved; the SIN only masked), the
 * files, and what is still missing before it can be submitted.
 */
export const kycApplicationSchema = z.object({
  identity_verification_guid: guidSchema,
  method: identityVerificationMethodSchema,
  state: identityVerificationStateSchema,
  outcome: z.enum(['passed', 'failed']).nullable(),
  expires_at: timestampSchema,
  /** When it was passed or failed (the settings page's "verified on"); absent until then. */
  decided_at: timestampSchema.nullable().optional(),
  steps: z.object({
    identity: kycIdentityStepSchema.nullable(),
    address: kycAddressAnswerSchema.nullable(),
    employment: kycEmploymentStepSchema.nullable(),
    tax: z.object({ sin_masked: z.string() }).nullable(),
    document: kycDocumentAnswerSchema.nullable(),
    declarations: kycDeclarationsStepSchema.nullable(),
    questionnaire: kycQuestionnaireStepSchema.nullable(),
    edd: kycEddStepSchema.nullable(),
  }),
  files: z.array(kycFileSchema),
  /** Steps and files still needed before `submit` is accepted. */
  missing: z.array(z.union([kycStepIdSchema, kycFileKindSchema])),
  /** Why it failed or why it is being reviewed, in words the customer can act on. */
  reasons: z.array(kycReasonSchema),
});
export type KycApplication = z.output<typeof kycApplicationSchema>;

/** The customer's standing: `GET /customers/kyc` (dashboard checklist, settings, gating). */
export const kycStatusSchema = z.object({
  customer_state: z.enum(['storing', 'unverified', 'verified', 'rejected', 'frozen']),
  investor_category: investorCategorySchema.nullable(),
  /** The newest `id_and_selfie` verification (the built-in flow), if any. */
  verification: kycApplicationSchema.nullable(),
  /** Enhanced due diligence: null until asked for. */
  edd: z
    .object({
      identity_verification_guid: guidSchema,
      state: identityVerificationStateSchema,
      outcome: z.enum(['passed', 'failed']).nullable(),
    })
    .nullable(),
});
export type KycStatus = z.output<typeof kycStatusSchema>;

/**
 * `POST /customers/recovery` (ADR 59): a customer who gave the password but holds no second
 * factor any more asks to recover the account with the sign-in's MFA token.
 */
export const recoveryRequestSchema = z.strictObject({
  mfa_token: z.string().min(1, 'mfa_token is required').max(2048),
});

/**
 * The recovery as opened: a token for its steps (`Authorization: Bearer` on
 * `/customers/kyc/{guid}`, that verification only) and the verification the flow answers.
 */
export const recoveryStartSchema = z.object({
  recovery_token: z.string(),
  expires_in: z.number().int(),
  identity_verification_guid: guidSchema,
});
export type RecoveryStart = z.output<typeof recoveryStartSchema>;
