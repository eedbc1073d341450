import {
  investorCategoryOf,
  type KycApplication,
  type KycFileKind,
  type KycStepId,
} from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import { recordClaim, sinClaimedByAnother } from './customer-identities.repo.js';
import { applicationModel } from './kyc.models.js';
import { updateVerification, type Verification } from './kyc.repo.js';
import {
  type Answers,
  assertPlausibleAge,
  contentsOf,
  missingOf,
  takesFile,
  takesStep,
  validStep,
  withStep,
} from './kyc-answers.js';
import { type StoredFile, saveAnswer, saveFile } from './kyc-answers.repo.js';
import { type KycContext, openVerification, SIN_INDEX } from './kyc-context.js';
import { contentTypeOf } from './kyc-files.js';
import { recordDecision } from './kyc-outcomes.js';
import { canadianToday, decide } from './kyc-rules.js';
import { searchKeysOf } from './search-keys.js';
import { recordSearchKeys } from './search-keys.repo.js';

/** An uploaded file as the route received it: its bytes and the type it was declared as. */
export interface Upload {
  bytes: Buffer;
  declaredType: string;
}

/** The application as the flow shows it, with what is still missing. */
export async function applicationOf(
  ctx: KycContext,
  db: Kysely<Schema>,
  verification: Verification,
): Promise<KycApplication> {
  const contents = await contentsOf(db, ctx.encryption, verification.guid);
  const missing = missingOf(verification, contents.answers, kindsOf(contents.files));
  return applicationModel(verification, contents, missing, ctx.clock.now());
}

const kindsOf = (files: readonly StoredFile[]) => new Set(files.map((file) => file.kind));

/**
 * The built-in flow (docs/product/identity-verification.md), step by step under
 * `/customers/kyc/{guid}`: each step checked by its contract schema and sealed as it is saved,
 * files checked by their bytes and sealed, then the submission, decided by the rules engine or sent
 * to a person. Each change locks its verification, so a save and a submission never interleave; a
 * refusal writes nothing.
 */
export class KycFlow {
  constructor(private readonly ctx: KycContext) {}

  async saveStep(
    customerGuid: string,
    guid: string,
    step: KycStepId,
    body: unknown,
  ): Promise<KycApplication> {
    const { db, clock, encryption } = this.ctx;
    return db.transaction().execute(async (trx) => {
      const verification = await openVerification(this.ctx, trx, customerGuid, guid);
      if (!takesStep(verification, step)) {
        throw new AppError(
          'unprocessable_entity',
          `A ${verification.method} verification has no ${step} step`,
        );
      }
      const value = validStep(step, body);
      const { answers } = await contentsOf(trx, encryption, guid);
      assertPlausibleAge(withStep(answers, step, value), step, canadianToday(clock.now()));
      const ciphertext = encryption.encrypt(JSON.stringify(value));
      await saveAnswer(trx, guid, { step, ciphertext }, clock.now());
      return applicationOf(this.ctx, trx, await this.started(trx, verification));
    });
  }

  async uploadFile(
    customerGuid: string,
    guid: string,
    kind: KycFileKind,
    upload: Upload,
  ): Promise<KycApplication> {
    const { db, clock, encryption } = this.ctx;
    return db.transaction().execute(async (trx) => {
      const verification = await openVerification(this.ctx, trx, customerGuid, guid);
      if (!takesFile(verification, kind)) {
        throw new AppError(
          'unprocessable_entity',
          `A ${verification.method} verification takes no ${kind} file`,
        );
      }
      const contentType = await contentTypeOf(upload.bytes, upload.declaredType);
      await saveFile(trx, guid, {
        guid: newGuid(),
        kind,
        contentType,
        size: upload.bytes.length,
        ciphertext: encryption.encryptBytes(upload.bytes),
        uploadedAt: clock.now(),
      });
      return applicationOf(this.ctx, trx, await this.started(trx, verification));
    });
  }

  /**
   * Submits a complete application: an identity (`id_and_selfie`) goes through the rules
   * engine and passes at once or goes to review; enhanced due diligence and documents always go
   * to review. Anything missing is refused with 422, naming it.
   */
  async submit(customerGuid: string, guid: string): Promise<KycApplication> {
    const { db, encryption } = this.ctx;
    return db.transaction().execute(async (trx) => {
      const verification = await openVerification(this.ctx, trx, customerGuid, guid);
      const { answers, files } = await contentsOf(trx, encryption, guid);
      const missing = missingOf(verification, answers, kindsOf(files));
      if (missing.length > 0) {
        throw new AppError(
          'unprocessable_entity',
          `Complete these before submitting: ${missing.join(', ')}`,
          missing.map((item) => ({ path: item, message: 'is missing' })),
        );
      }
      // A recovery's answers are its photo ID only: the search keys stay the verified identity's.
      if (
        verification.method !== 'enhanced_due_diligence' &&
        verification.purpose !== 'account_recovery'
      ) {
        const keys = searchKeysOf(this.ctx.blindIndex, answers);
        await recordSearchKeys(trx, [{ customerGuid, keys }], this.ctx.clock.now());
      }
      const decided =
        verification.method === 'id_and_selfie'
          ? await this.judge(trx, verification, answers, kindsOf(files))
          : await updateVerification(
              trx,
              guid,
              { state: 'reviewing', submittedAt: this.ctx.clock.now() },
              this.ctx.clock.now(),
            );
      await recordDecision(this.ctx, trx, decided, { type: 'system' });
      return applicationOf(this.ctx, trx, decided);
    });
  }

  /** The first answer or file moves a waiting verification to pending (Cybrid's lifecycle). */
  private async started(trx: Kysely<Schema>, verification: Verification): Promise<Verification> {
    if (verification.state !== 'waiting') return verification;
    return updateVerification(trx, verification.guid, { state: 'pending' }, this.ctx.clock.now());
  }

  /** The rules engine's verdict, recorded with the identity the application claims. */
  private async judge(
    trx: Kysely<Schema>,
    verification: Verification,
    answers: Answers,
    files: ReadonlySet<KycFileKind>,
  ): Promise<Verification> {
    const { identity, address, tax, document, declarations, questionnaire } = answers;
    if (!identity || !address || !tax || !document || !declarations || !questionnaire) {
      throw new Error('a complete application lacks a step');
    }
    const now = this.ctx.clock.now();
    const sinIndex = this.ctx.blindIndex.of(SIN_INDEX, tax.sin);
    const verdict = decide({
      identity,
      address,
      sin: tax.sin,
      document,
      declarations,
      questionnaire,
      files,
      today: canadianToday(now),
      sinHeldByAnother: await sinClaimedByAnother(trx, sinIndex, verification.customerGuid),
      onSanctionsList: this.ctx.sanctions.matches(identity.name).length > 0,
    });
    await recordClaim(
      trx,
      verification.customerGuid,
      {
        investorCategory: investorCategoryOf(questionnaire),
        province: address.address.subdivision,
        sinIndex,
      },
      now,
    );
    const judged = { complianceChecks: verdict.checks, reasons: verdict.reasons, submittedAt: now };
    return updateVerification(
      trx,
      verification.guid,
      verdict.decision === 'passed'
        ? { ...judged, state: 'completed', outcome: 'passed', decidedAt: now }
        : { ...judged, state: 'reviewing' },
      now,
    );
  }
}
