import {
  type AttestedIdentity,
  type IdentityVerificationFailureCode,
  type identityVerificationDocumentSchema,
  type identityVerificationPiiSchema,
  type identityVerificationSchema,
  type identityVerificationWithDetailsSchema,
  type KycApplication,
  type KycFileKind,
  maskSin,
  type PhotoIdType,
} from '@maple/contracts';
import type { z } from 'zod';
import type { Verification } from './kyc.repo.js';
import type { Answers } from './kyc-answers.js';
import type { StoredFile } from './kyc-answers.repo.js';
import { shownState } from './kyc-context.js';
import { personaStateOf } from './kyc-inquiry.js';
import { customerReasons } from './kyc-reasons.js';
import type { ComplianceCheck } from './kyc-rules.js';

/** Identity verifications as the Cybrid Bank API shapes them, and the flow's application. */

type Model = z.output<typeof identityVerificationSchema>;
type Document = z.output<typeof identityVerificationDocumentSchema>;
type Pii = z.output<typeof identityVerificationPiiSchema>;

/**
 * The checks as the customer may see them: a watchlist hit reads as inconclusive, without its
 * code (telling a listed person so is tipping off); staff see the stored checks.
 */
const customerCheck = (check: ComplianceCheck): ComplianceCheck =>
  check.failure_codes?.includes('prohibited_person_check_failure')
    ? { type: check.type, outcome: 'inconclusive', failure_codes: null }
    : check;

function decisionsOf(verification: Verification): Model['compliance_decisions'] {
  const { outcome, failureCodes } = verification;
  if (outcome === null) return [];
  const checks = verification.complianceChecks.map(customerCheck);
  if (outcome === 'failed' && !checks.some((check) => check.outcome === 'failed')) {
    return [{ type: 'person_verification', state: 'failed', failure_codes: failureCodes }];
  }
  return checks.map((check) => ({
    type: check.type,
    state: outcome === 'passed' || check.outcome === 'passed' ? 'passed' : 'failed',
    failure_codes: outcome === 'passed' ? null : check.failure_codes,
  }));
}

export function identityVerificationModel(verification: Verification, now: Date): Model {
  return {
    guid: verification.guid,
    type: 'kyc',
    method: verification.method,
    created_at: verification.createdAt.toISOString(),
    updated_at: verification.updatedAt.toISOString(),
    customer_guid: verification.customerGuid,
    counterparty_guid: null,
    external_bank_account_guid: null,
    state: shownState(verification, now),
    outcome: verification.outcome,
    failure_codes: visibleFailureCodes(verification.failureCodes),
    compliance_decisions: decisionsOf(verification),
  };
}

const visibleFailureCodes = (codes: readonly IdentityVerificationFailureCode[] | null) =>
  codes === null ? null : codes.filter((code) => code !== 'prohibited_person_check_failure');

const extensionOf = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

const fileModel = (file: StoredFile, type: Document['files'][number]['type']) => ({
  guid: file.guid,
  type,
  content_type: file.contentType,
  filename: `${file.kind}.${extensionOf[file.contentType]}`,
});

type FileType = Document['files'][number]['type'];

const idFileTypes: Record<PhotoIdType, readonly [front: FileType, back: FileType]> = {
  drivers_license: ['drivers_license_front', 'drivers_license_back'],
  passport: ['passport', 'passport'],
  identification_card: ['identification_card', 'identification_card'],
  residence_card: ['residence_card', 'residence_card'],
};

/** The files grouped as Cybrid's documents: the photo ID's sides, the selfie, the others. */
function documentsOf(files: readonly StoredFile[], answers: Answers, validated: boolean) {
  const byKind = (kind: KycFileKind) => files.filter((file) => file.kind === kind);
  const single = (kind: 'selfie' | 'proof_of_address' | 'supporting_document'): Document[] =>
    byKind(kind).map((file) => ({
      guid: file.guid,
      type: kind,
      validated,
      expiration_date: null,
      files: [fileModel(file, kind)],
    }));
  const idType = answers.document?.type ?? 'identification_card';
  const [frontType, backType] = idFileTypes[idType];
  const sides = [...byKind('id_front'), ...byKind('id_back')];
  const [first] = sides;
  const photoId: Document[] =
    first === undefined
      ? []
      : [
          {
            guid: first.guid,
            type: idType,
            validated,
            expiration_date: answers.document?.expiration_date ?? null,
            files: sides.map((file) =>
              fileModel(file, file.kind === 'id_front' ? frontType : backType),
            ),
          },
        ];
  return {
    documents: [...photoId, ...single('selfie'), ...single('proof_of_address')],
    supporting_files: single('supporting_document'),
  };
}

/** Only the last three characters of an identification number are ever shown. */
const maskIdNumber = (value: string): string => `***** ${value.slice(-3)}`;

/** What a bank attested, as the same masked personal data. */
function attestedPiiOf(attested: AttestedIdentity): Pii {
  const { name, address } = attested;
  return {
    name: {
      first: name.first,
      middle: name.middle ?? null,
      last: name.last,
      full: [name.first, name.middle, name.last].filter(Boolean).join(' '),
    },
    aliases: null,
    address: { ...address, street2: address.street2 ?? null },
    date_of_birth: attested.date_of_birth,
    phone_number: attested.phone_number ?? null,
    email_address: attested.email_address ?? null,
    occupation: attested.occupation ?? null,
    website: null,
    nature_of_business: null,
    identification_numbers: attested.identification_numbers.map((number) => ({
      type: number.type,
      issuing_country_code: number.issuing_country_code,
      identification_number:
        number.type === 'tax_identification_number'
          ? maskSin(number.identification_number)
          : maskIdNumber(number.identification_number),
    })),
  };
}

/**
 * The personal data an `include_pii=true` read shows (of a verification, or of the customer:
 * docs/decisions/0068): identification numbers masked.
 */
export function piiOf(answers: Answers): Pii {
  if (answers.attested !== undefined) return attestedPiiOf(answers.attested);
  const name = answers.identity?.name;
  const address = answers.address?.address;
  const fullName = name && [name.first, name.middle, name.last].filter(Boolean).join(' ');
  return {
    name: {
      first: name?.first ?? null,
      middle: name?.middle ?? null,
      last: name?.last ?? null,
      full: fullName ?? null,
    },
    aliases: null,
    address: address
      ? {
          street: address.street,
          street2: address.street2 ?? null,
          city: address.city,
          subdivision: address.subdivision,
          postal_code: address.postal_code,
          country_code: address.country_code,
        }
      : null,
    date_of_birth: answers.identity?.date_of_birth ?? null,
    phone_number: answers.address?.phone_number ?? null,
    email_address: null,
    occupation: answers.employment?.occupation ?? null,
    website: null,
    nature_of_business: null,
    identification_numbers: [
      ...(answers.tax
        ? [
            {
              type: 'tax_identification_number' as const,
              issuing_country_code: 'CA' as const,
              identification_number: maskSin(answers.tax.sin),
            },
          ]
        : []),
      ...(answers.document
        ? [
            {
              type: answers.document.type,
              issuing_country_code: 'CA' as const,
              identification_number: maskIdNumber(answers.document.number),
            },
          ]
        : []),
    ],
  };
}

export interface VerificationContents {
  answers: Answers;
  files: readonly StoredFile[];
}

/** Cybrid's IdentityVerificationWithDetails: never a file's bytes, the PII only when asked. */
export function withDetailsModel(
  verification: Verification,
  { answers, files }: VerificationContents,
  options: { includePii: boolean; now: Date },
): z.output<typeof identityVerificationWithDetailsSchema> {
  return {
    ...identityVerificationModel(verification, options.now),
    compliance_checks: verification.complianceChecks.map(customerCheck),
    persona_inquiry_id: verification.inquiryId,
    persona_state: personaStateOf(verification, options.now),
    business_associates: [],
    pii: options.includePii ? piiOf(answers) : null,
    ...documentsOf(files, answers, verification.outcome === 'passed'),
  };
}

/** The flow's view of one verification (`GET /customers/kyc/{guid}`): the SIN only masked. */
export function applicationModel(
  verification: Verification,
  { answers, files }: VerificationContents,
  missing: KycApplication['missing'],
  now: Date,
): KycApplication {
  return {
    identity_verification_guid: verification.guid,
    method: verification.method,
    state: shownState(verification, now),
    outcome: verification.outcome,
    expires_at: verification.expiresAt.toISOString(),
    decided_at: verification.decidedAt?.toISOString() ?? null,
    steps: {
      identity: answers.identity ?? null,
      address: answers.address ?? null,
      employment: answers.employment ?? null,
      tax: answers.tax ? { sin_masked: maskSin(answers.tax.sin) } : null,
      document: answers.document ?? null,
      declarations: answers.declarations ?? null,
      questionnaire: answers.questionnaire ?? null,
      edd: answers.edd ?? null,
    },
    files: files.map((file) => ({
      kind: file.kind,
      content_type: file.contentType,
      size: file.size,
      uploaded_at: file.uploadedAt.toISOString(),
    })),
    missing,
    reasons: customerReasons(verification.reasons),
  };
}
