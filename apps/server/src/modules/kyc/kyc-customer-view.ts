import type { CustomerPii } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { FieldEncryption } from '../../infra/security/encryption.js';
import { piiOf } from './kyc.models.js';
import { listVerifications, type Verification } from './kyc.repo.js';
import { type Answers, contentsOf, withAttestedSteps } from './kyc-answers.js';
import { filesOf, type StoredFile } from './kyc-answers.repo.js';

/** What a customer's applications say about the person: decrypted, for staff only. */
export type PersonalData = Pick<
  Answers,
  'identity' | 'address' | 'employment' | 'tax' | 'document'
>;

/** How many of a customer's verifications the back office looks through. */
const RECENT = 10;

/**
 * A page of the customer's verifications, newest first, each with its documents (metadata
 * only), and how many there are.
 */
export async function verificationHistory(
  db: Kysely<Schema>,
  customerGuid: string,
  page: { offset: number; limit: number },
): Promise<{
  verifications: { verification: Verification; files: StoredFile[] }[];
  total: number;
}> {
  const { verifications, total } = await listVerifications(db, { customerGuid }, page);
  const files = await Promise.all(verifications.map((v) => filesOf(db, v.guid)));
  return {
    verifications: verifications.map((verification, i) => ({
      verification,
      files: files[i] ?? [],
    })),
    total,
  };
}

/**
 * The answers of the customer's newest application that gave any personal data (an attestation
 * counts as the steps it stands for); undefined when none did.
 */
async function newestPersonalAnswers(
  db: Kysely<Schema>,
  encryption: FieldEncryption,
  customerGuid: string,
): Promise<Answers | undefined> {
  const { verifications } = await listVerifications(
    db,
    { customerGuid, methods: ['id_and_selfie', 'attested'] },
    { offset: 0, limit: RECENT },
  );
  for (const verification of verifications) {
    const { answers } = await contentsOf(db, encryption, verification.guid);
    const { identity, address } = withAttestedSteps(answers);
    if (identity !== undefined || address !== undefined) return answers;
  }
  return undefined;
}

/** The personal data of the customer's newest application that gave any; undefined when none did. */
export async function personalDataOf(
  db: Kysely<Schema>,
  encryption: FieldEncryption,
  customerGuid: string,
): Promise<PersonalData | undefined> {
  const answers = await newestPersonalAnswers(db, encryption, customerGuid);
  if (answers === undefined) return undefined;
  const { identity, address, employment, tax, document } = withAttestedSteps(answers);
  return { identity, address, employment, tax, document };
}

/**
 * The same application's data as Cybrid's Customer carries it with `include_pii`
 * (docs/decisions/0068): identification numbers masked as every `include_pii` read masks them.
 */
export async function customerPiiOf(
  db: Kysely<Schema>,
  encryption: FieldEncryption,
  customerGuid: string,
): Promise<CustomerPii | undefined> {
  const answers = await newestPersonalAnswers(db, encryption, customerGuid);
  if (answers === undefined) return undefined;
  const pii = piiOf(answers);
  return {
    name: pii.name,
    address: pii.address,
    date_of_birth: pii.date_of_birth,
    phone_number: pii.phone_number,
    email_address: pii.email_address,
    identification_numbers: pii.identification_numbers,
  };
}
