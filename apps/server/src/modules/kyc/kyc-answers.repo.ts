import { type KycFileKind, kycFileKinds } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { IdentityVerificationFilesTable } from './kyc.tables.js';

/**
 * The kyc module's SQL for the flow's answers and files. Both hold only ciphertext
 * (FieldEncryption): the service encrypts before it writes and decrypts after it reads.
 */

export interface SealedAnswer {
  step: string;
  ciphertext: string;
}

/** Saves a step's answer, replacing the one saved before. */
export async function saveAnswer(
  db: Kysely<Schema>,
  verificationGuid: string,
  answer: SealedAnswer,
  now: Date,
): Promise<void> {
  await db
    .insertInto('identity_verification_answers')
    .values({
      verification_guid: verificationGuid,
      step: answer.step,
      ciphertext: answer.ciphertext,
      saved_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['verification_guid', 'step'])
        .doUpdateSet({ ciphertext: answer.ciphertext, saved_at: now }),
    )
    .execute();
}

export function answersOf(db: Kysely<Schema>, verificationGuid: string): Promise<SealedAnswer[]> {
  return db
    .selectFrom('identity_verification_answers')
    .select(['step', 'ciphertext'])
    .where('verification_guid', '=', verificationGuid)
    .execute();
}

/** The answers of each of the given verifications, in one read (the search-key backlog). */
export async function answersOfEach(
  db: Kysely<Schema>,
  verificationGuids: readonly string[],
): Promise<Map<string, SealedAnswer[]>> {
  const found = new Map<string, SealedAnswer[]>();
  if (verificationGuids.length === 0) return found;
  const rows = await db
    .selectFrom('identity_verification_answers')
    .select(['verification_guid', 'step', 'ciphertext'])
    .where('verification_guid', 'in', verificationGuids)
    .execute();
  for (const { verification_guid, step, ciphertext } of rows) {
    const answers = found.get(verification_guid) ?? [];
    answers.push({ step, ciphertext });
    found.set(verification_guid, answers);
  }
  return found;
}

/** A stored file as lists show it: never its bytes. Lists follow the flow's order of kinds. */
export interface StoredFile {
  guid: string;
  kind: KycFileKind;
  contentType: IdentityVerificationFilesTable['content_type'];
  size: number;
  uploadedAt: Date;
}

export interface NewFile extends StoredFile {
  ciphertext: Buffer;
}

/** Stores a file, replacing the one of its kind uploaded before. */
export async function saveFile(
  db: Kysely<Schema>,
  verificationGuid: string,
  file: NewFile,
): Promise<void> {
  const values = {
    guid: file.guid,
    content_type: file.contentType,
    size: file.size,
    ciphertext: file.ciphertext,
    uploaded_at: file.uploadedAt,
  };
  await db
    .insertInto('identity_verification_files')
    .values({ ...values, verification_guid: verificationGuid, kind: file.kind })
    .onConflict((conflict) => conflict.columns(['verification_guid', 'kind']).doUpdateSet(values))
    .execute();
}

export async function filesOf(db: Kysely<Schema>, verificationGuid: string): Promise<StoredFile[]> {
  const rows = await db
    .selectFrom('identity_verification_files')
    .select(['guid', 'kind', 'content_type', 'size', 'uploaded_at'])
    .where('verification_guid', '=', verificationGuid)
    .execute();
  const order = (kind: KycFileKind) => kycFileKinds.indexOf(kind);
  rows.sort((a, b) => order(a.kind) - order(b.kind));
  return rows.map((row) => ({
    guid: row.guid,
    kind: row.kind,
    contentType: row.content_type,
    size: row.size,
    uploadedAt: row.uploaded_at,
  }));
}

/** One file's sealed bytes and type, only if it belongs to the verification. */
export function sealedFile(db: Kysely<Schema>, verificationGuid: string, fileGuid: string) {
  return db
    .selectFrom('identity_verification_files')
    .select(['kind', 'content_type', 'ciphertext'])
    .where('verification_guid', '=', verificationGuid)
    .where('guid', '=', fileGuid)
    .executeTakeFirst();
}
