import { maskSin } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import {
  countVerifications,
  findVerification,
  listVerifications,
  updateVerification,
  type Verification,
  verifiedIdentityOf,
} from './kyc.repo.js';
import { type Answers, contentsOf, withAttestedSteps } from './kyc-answers.js';
import { type StoredFile, sealedFile } from './kyc-answers.repo.js';
import { type KycContext, notFound } from './kyc-context.js';
import { recordDecision } from './kyc-outcomes.js';
import type { SanctionedPerson } from './sanctions-list.js';

/** Who acts, for the audit trail. */
export interface StaffActor {
  staffId: string;
  requestId: string | null;
}

/** What a reviewer sees: the stored checks (a watchlist hit named), the answers, the files. */
export interface ReviewDetail {
  verification: Verification;
  /** Every saved step; the SIN only masked (`revealSin` shows it, audited, with a reason). */
  answers: Omit<Answers, 'tax'> & { tax?: { sin_masked: string } };
  /** Metadata only; `fileBytes` reads one, audited. */
  files: StoredFile[];
  /** The sanctions list's entries the applicant's name matches, to compare with the person. */
  sanctionsMatches: SanctionedPerson[];
  /** A recovery's: the verification that verified the customer's identity, to compare with. */
  comparedWith: string | null;
}

export interface Decision {
  decision: 'approve' | 'reject';
  /** Why, in the reviewer's words: kept with the verification and in the audit trail. */
  reason: string;
}

/**
 * Whether approving takes two people (ADR 39): the applicant declared themselves politically
 * exposed (or a family member or associate, or the head of an international organisation), their
 * name matches the sanctions list, it is enhanced due diligence (it raises their limits), or it
 * recovers an account (ADR 59).
 */
export function needsTwoApprovals(verification: Verification): boolean {
  return (
    verification.method === 'enhanced_due_diligence' ||
    // Handing an account to whoever holds the password and an ID photo: two people agree.
    verification.purpose === 'account_recovery' ||
    verification.reasons.some(
      (reason) =>
        reason === 'politically_exposed_person' || reason === 'prohibited_person_check_failure',
    )
  );
}

/** A reviewer's reason, required: 1 to 1000 characters once trimmed. */
function statedReason(text: string): string {
  const reason = text.trim();
  if (reason.length === 0 || reason.length > 1000) {
    throw new AppError('invalid_parameter', 'Give a reason of 1 to 1000 characters');
  }
  return reason;
}

/**
 * The staff review queue of identity verifications (docs/product/identity-verification.md and
 * docs/product/roles.md: the compliance role). Every read of personal data and every decision is
 * written to the audit trail, in the transaction that reads or decides. The HTTP routes of the back
 * office call these.
 */
export class KycReview {
  constructor(private readonly ctx: KycContext) {}

  /**
   * Verifications waiting for a person (`reviewing`), or those already decided (`completed`),
   * oldest submission first.
   */
  queue(state: 'reviewing' | 'completed', page: { offset: number; limit: number }) {
    return listVerifications(
      this.ctx.db,
      { states: [state] },
      { ...page, order: 'oldest_submitted' },
    );
  }

  /** How many verifications wait for a person: a count, no personal data, so not audited. */
  waitingCount(): Promise<number> {
    return countVerifications(this.ctx.db, { states: ['reviewing'] });
  }

  async detail(guid: string, actor: StaffActor): Promise<ReviewDetail> {
    return this.audited(guid, actor, 'staff.kyc_viewed', {}, async (trx, verification) => {
      const contents = await contentsOf(trx, this.ctx.encryption, guid);
      const { files } = contents;
      const answers = withAttestedSteps(contents.answers);
      const { tax, ...rest } = answers;
      const name = answers.identity?.name;
      return {
        verification,
        answers: tax === undefined ? rest : { ...rest, tax: { sin_masked: maskSin(tax.sin) } },
        files,
        sanctionsMatches: name === undefined ? [] : this.ctx.sanctions.matches(name),
        comparedWith:
          verification.purpose === 'account_recovery'
            ? await verifiedIdentityOf(trx, verification.customerGuid)
            : null,
      };
    });
  }

  /** The SIN in full, for a stated reason (recorded; the SIN itself never is). */
  async revealSin(guid: string, actor: StaffActor, reason: string): Promise<string> {
    const why = statedReason(reason);
    return this.audited(guid, actor, 'staff.kyc_sin_revealed', { reason: why }, async (trx) => {
      const answers = withAttestedSteps((await contentsOf(trx, this.ctx.encryption, guid)).answers);
      if (answers.tax === undefined) throw new AppError('not_found', 'No SIN was given');
      return answers.tax.sin;
    });
  }

  /** One file's bytes, decrypted, and its type. */
  async fileBytes(
    guid: string,
    fileGuid: string,
    actor: StaffActor,
  ): Promise<{ contentType: string; bytes: Buffer }> {
    const details = { file_guid: fileGuid };
    return this.audited(guid, actor, 'staff.kyc_file_viewed', details, async (trx) => {
      const file = await sealedFile(trx, guid, fileGuid);
      if (file === undefined) throw new AppError('not_found', 'File not found');
      return {
        contentType: file.content_type,
        bytes: this.ctx.encryption.decryptBytes(file.ciphertext),
      };
    });
  }

  /**
   * Approves or rejects a verification under review (a rejection carries Cybrid's
   * `compliance_rejection`); the customer's state, e-mail and audit follow (kyc-outcomes.ts).
   * Approving a politically exposed or high-risk application takes two people (ADR 39): the
   * first approval is recorded and the verification stays under review until a different member
   * of staff, independent of the first, approves it too.
   */
  async decide(guid: string, actor: StaffActor, decision: Decision): Promise<Verification> {
    const reason = statedReason(decision.reason);
    const { db, clock } = this.ctx;
    return db.transaction().execute(async (trx) => {
      const verification = await findVerification(trx, guid, { lock: true });
      if (verification === undefined) throw notFound();
      if (verification.state !== 'reviewing') {
        throw new AppError(
          'conflict',
          `This verification is ${verification.state}, not under review`,
        );
      }
      const now = clock.now();
      if (decision.decision === 'approve' && needsTwoApprovals(verification)) {
        const first = verification.firstApproval;
        if (first === null) return this.approveFirst(trx, verification, actor, reason);
        await this.ctx.staff.assertIndependentChecker(trx, {
          checker: actor.staffId,
          maker: first.staffId,
        });
      }
      const decided = { decidedAt: now, decidedByStaff: actor.staffId, decisionReason: reason };
      const updated = await updateVerification(
        trx,
        guid,
        decision.decision === 'approve'
          ? { ...decided, state: 'completed', outcome: 'passed' }
          : {
              ...decided,
              state: 'completed',
              outcome: 'failed',
              failureCodes: ['compliance_rejection'],
              reasons: ['compliance_rejection'],
            },
        now,
      );
      await recordDecision(this.ctx, trx, updated, { type: 'staff', ...actor });
      return updated;
    });
  }

  /** Records the first of two approvals; the customer hears nothing until the second. */
  private async approveFirst(
    trx: Kysely<Schema>,
    verification: Verification,
    actor: StaffActor,
    reason: string,
  ): Promise<Verification> {
    const now = this.ctx.clock.now();
    const updated = await updateVerification(
      trx,
      verification.guid,
      { state: 'reviewing', firstApproval: { staffId: actor.staffId, at: now, reason } },
      now,
    );
    await this.ctx.audit.record(trx, {
      actorType: 'staff',
      actorId: actor.staffId,
      action: 'staff.kyc_first_approved',
      requestId: actor.requestId,
      details: {
        identity_verification_guid: verification.guid,
        customer_guid: verification.customerGuid,
        reason,
      },
    });
    return updated;
  }

  /** Runs `read` on the verification and records who read it, why, and what, in one transaction. */
  private audited<T>(
    guid: string,
    actor: StaffActor,
    action: string,
    details: Record<string, unknown>,
    read: (trx: Kysely<Schema>, verification: Verification) => Promise<T>,
  ): Promise<T> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const verification = await findVerification(trx, guid);
      if (verification === undefined) throw notFound();
      const result = await read(trx, verification);
      await this.ctx.audit.record(trx, {
        actorType: 'staff',
        actorId: actor.staffId,
        action,
        requestId: actor.requestId,
        details: {
          identity_verification_guid: guid,
          customer_guid: verification.customerGuid,
          ...details,
        },
      });
      return result;
    });
  }
}
