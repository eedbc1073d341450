import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { FieldEncryption } from '../../infra/security/encryption.js';
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
 * The personal data of the customer's newest application that gave any (an attestation counts
 * as the steps it stands for); undefined when none did.
 */
export async function personalDataOf(
  db: Kysely<Schema>,
  encryption: FieldEncryption,
  customerGuid: string,
): Promise<PersonalData | undefined> {
  const { verifications } = await listVerifications(
    db,
    { customerGuid, methods: ['id_and_selfie', 'attested'] },
    { offset: 0, limit: RECENT },
  );
  for (const verification of verifications) {
    const answers = withAttestedSteps(
      (await contentsOf(db, encryption, verification.guid)).answers,
    );
    const { identity, address, employment, tax, document } = answers;
    if (identity !== undefined || address !== undefined) {
      return { identity, address, employment, tax, document };
    }
  }
  return undefined;
}
