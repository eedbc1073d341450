import {
  ageOfMajority,
  ageOn,
  attestedIdentitySchema,
  type KycFileKind,
  type KycStepId,
  kycStepSchemas,
} from '@maple/contracts';
import type { Kysely } from 'kysely';
import { type ZodError, z } from 'zod';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { FieldEncryption } from '../../infra/security/encryption.js';
import type { VerificationMethod, VerificationPurpose } from './kyc.tables.js';
import { answersOf, filesOf, type SealedAnswer, type StoredFile } from './kyc-answers.repo.js';

/**
 * The flow's answers: each step's validated JSON, sealed with FieldEncryption before it is
 * stored and checked again by its contract schema when it is opened. Which steps and files
 * each method needs, and the checks that span steps.
 */

const storedAnswersSchema = z.object({
  identity: kycStepSchemas.identity.optional(),
  address: kycStepSchemas.address.optional(),
  employment: kycStepSchemas.employment.optional(),
  tax: kycStepSchemas.tax.optional(),
  document: kycStepSchemas.document.optional(),
  declarations: kycStepSchemas.declarations.optional(),
  questionnaire: kycStepSchemas.questionnaire.optional(),
  edd: kycStepSchemas.edd.optional(),
  /** What an attesting bank stated (ADR 18); the flow's steps stay empty then. */
  attested: attestedIdentitySchema.optional(),
});
export type Answers = z.output<typeof storedAnswersSchema>;

export function openAnswers(encryption: FieldEncryption, sealed: readonly SealedAnswer[]): Answers {
  const plain = Object.fromEntries(
    sealed.map(({ step, ciphertext }) => [step, JSON.parse(encryption.decrypt(ciphertext))]),
  );
  return storedAnswersSchema.parse(plain);
}

/**
 * An attestation read as the flow's steps it stands for — name and date of birth, the SIN — so
 * staff review it, match it against the sanctions list and reveal its SIN as any application's.
 */
export function withAttestedSteps(answers: Answers): Answers {
  const { attested, ...rest } = answers;
  if (attested === undefined) return rest;
  const sin = attested.identification_numbers.find((n) => n.type === 'tax_identification_number');
  return {
    ...rest,
    identity: { name: attested.name, date_of_birth: attested.date_of_birth },
    ...(sin === undefined ? {} : { tax: { sin: sin.identification_number } }),
  };
}

/** A step's body checked by its schema, as it will be stored; a 400 naming each problem. */
export function validStep(step: KycStepId, body: unknown): unknown {
  const parsed = kycStepSchemas[step].safeParse(body);
  if (!parsed.success) throw invalidBody(parsed.error);
  return parsed.data;
}

/** The answers once a step is saved, checked together. */
export function withStep(answers: Answers, step: KycStepId, value: unknown): Answers {
  return storedAnswersSchema.parse({ ...answers, [step]: value });
}

/** Zod's issues as the error handler words schema failures: `body.name.first: …`. */
export function invalidBody(error: ZodError): AppError {
  const details = error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const summary = details.map((d) => `${d.path}: ${d.message}`).join('; ');
  return new AppError('invalid_parameter', `Invalid request: ${summary}`, details);
}

/** Nobody opening an account was born more than this many years ago. */
const OLDEST_AGE = 120;

/**
 * The checks that need two steps: once the date of birth and the province are both known, the
 * person must have reached the province's age of majority; whichever step comes second is
 * refused. A date of birth in the future or beyond any lifetime is refused on its own.
 */
export function assertPlausibleAge(answers: Answers, step: KycStepId, today: string): void {
  const dateOfBirth = answers.identity?.date_of_birth;
  if (dateOfBirth === undefined) return;
  const age = ageOn(dateOfBirth, today);
  if (dateOfBirth > today || age > OLDEST_AGE) {
    throw new AppError('invalid_parameter', 'Enter your real date of birth', [
      { path: 'body.date_of_birth', message: 'Enter your real date of birth' },
    ]);
  }
  const province = answers.address?.address.subdivision;
  if (province === undefined || age >= ageOfMajority[province]) return;
  const message = `You must be at least ${ageOfMajority[province]} years old, the age of majority in ${province}, to open an account`;
  const path = step === 'address' ? 'body.address.subdivision' : 'body.date_of_birth';
  throw new AppError('unprocessable_entity', message, [{ path, message }]);
}

interface Requirements {
  steps: readonly KycStepId[];
  files: readonly KycFileKind[];
  /** The files needed before submitting; may depend on the answers (a passport has one side). */
  requiredFiles(answers: Answers): readonly KycFileKind[];
}

const idAndSelfieSteps: readonly KycStepId[] = [
  'identity',
  'address',
  'employment',
  'tax',
  'document',
  'declarations',
  'questionnaire',
];

const requirements: Record<VerificationMethod, Requirements> = {
  id_and_selfie: {
    steps: idAndSelfieSteps,
    files: ['id_front', 'id_back', 'selfie'],
    requiredFiles: (answers) =>
      answers.document?.type === 'passport'
        ? ['id_front', 'selfie']
        : ['id_front', 'id_back', 'selfie'],
  },
  enhanced_due_diligence: {
    steps: ['edd'],
    files: ['supporting_document', 'proof_of_address'],
    requiredFiles: () => ['supporting_document'],
  },
  document_submission: {
    steps: [],
    files: ['proof_of_address', 'supporting_document'],
    requiredFiles: () => ['proof_of_address'],
  },
  attested: { steps: [], files: [], requiredFiles: () => [] },
};

/**
 * An account recovery asks again for what proves who the customer is: the photo ID and a selfie,
 * which staff compare with the identity already verified (ADR 59).
 */
const recovery: Requirements = {
  steps: ['document'],
  files: ['id_front', 'id_back', 'selfie'],
  requiredFiles: requirements.id_and_selfie.requiredFiles,
};

/** What a verification is, as far as what it asks for goes. */
export interface VerificationKind {
  method: VerificationMethod;
  purpose: VerificationPurpose;
}

const requirementsOf = ({ method, purpose }: VerificationKind): Requirements =>
  purpose === 'account_recovery' ? recovery : requirements[method];

export const takesStep = (kind: VerificationKind, step: KycStepId): boolean =>
  requirementsOf(kind).steps.includes(step);

export const takesFile = (kind: VerificationKind, file: KycFileKind): boolean =>
  requirementsOf(kind).files.includes(file);

/** The steps and files still needed before a submission is accepted, in the flow's order. */
export function missingOf(
  kind: VerificationKind,
  answers: Answers,
  files: ReadonlySet<KycFileKind>,
): (KycStepId | KycFileKind)[] {
  const needs = requirementsOf(kind);
  return [
    ...needs.steps.filter((step) => answers[step] === undefined),
    ...needs.requiredFiles(answers).filter((kind) => !files.has(kind)),
  ];
}

/** A verification's answers, opened, and its files (their metadata: never the bytes). */
export async function contentsOf(
  db: Kysely<Schema>,
  encryption: FieldEncryption,
  verificationGuid: string,
): Promise<{ answers: Answers; files: StoredFile[] }> {
  const [sealed, files] = await Promise.all([
    answersOf(db, verificationGuid),
    filesOf(db, verificationGuid),
  ]);
  return { answers: openAnswers(encryption, sealed), files };
}
