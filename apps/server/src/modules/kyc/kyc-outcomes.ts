import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { VerificationCheck } from '../notifications/mail-content.js';
import { markVerified } from './customer-identities.repo.js';
import type { Verification } from './kyc.repo.js';
import type { VerificationMethod } from './kyc.tables.js';
import type { KycContext } from './kyc-context.js';
import { recordRecoveryOutcome } from './kyc-recovery-outcome.js';

/** Who decided: the rules engine (or the sandbox), a member of staff, or an attesting bank client. */
export type DecisionActor =
  | { type: 'system' }
  | { type: 'staff'; staffId: string; requestId: string | null }
  | { type: 'bank'; clientId: string; requestId: string | null };

/** The methods that verify who the customer is (the others add to a verified identity). */
const verifiesIdentity = (method: VerificationMethod) =>
  method === 'id_and_selfie' || method === 'attested';

const checkOf: Record<VerificationMethod, VerificationCheck> = {
  id_and_selfie: 'identity',
  attested: 'identity',
  enhanced_due_diligence: 'enhanced_due_diligence',
  document_submission: 'documents',
};

/**
 * What a verification just decided (passed, failed, or sent to review) does, inside the
 * transaction that decides it, so all of it commits or none does: an identity that passed makes
 * the customer verified and records when; one that failed makes them rejected; enhanced due
 * diligence that passed raises their limits (`edd_passed_at`). The customer is told by e-mail
 * (through the outbox) and the decision goes to the audit trail.
 */
export async function recordDecision(
  ctx: KycContext,
  trx: Kysely<Schema>,
  verification: Verification,
  actor: DecisionActor,
): Promise<void> {
  const { customerGuid, method, outcome } = verification;
  if (verification.purpose === 'account_recovery')
    await recordRecoveryOutcome(ctx, trx, verification);
  else await recordVerificationOutcome(ctx, trx, verification);

  await ctx.audit.record(trx, {
    actorType: actor.type,
    actorId: actorIdOf(actor),
    action: `kyc.verification_${outcome ?? 'sent_to_review'}`,
    requestId: actor.type === 'system' ? null : actor.requestId,
    details: {
      identity_verification_guid: verification.guid,
      customer_guid: customerGuid,
      method,
      purpose: verification.purpose,
      failure_codes: verification.failureCodes,
      reasons: verification.reasons,
      decision_reason: verification.decisionReason,
    },
  });
}

/** A verification's own effects: the customer's state and limits, and the e-mail that says so. */
async function recordVerificationOutcome(
  ctx: KycContext,
  trx: Kysely<Schema>,
  verification: Verification,
): Promise<void> {
  const now = ctx.clock.now();
  const { customerGuid, method, outcome } = verification;
  if (outcome === 'passed' && verifiesIdentity(method)) {
    await ctx.customers.recordVerificationOutcome(trx, customerGuid, 'verified');
    await markVerified(trx, customerGuid, 'identity', now);
  } else if (outcome === 'passed' && method === 'enhanced_due_diligence') {
    await markVerified(trx, customerGuid, 'enhanced_due_diligence', now);
  } else if (outcome === 'failed' && verifiesIdentity(method)) {
    await ctx.customers.recordVerificationOutcome(trx, customerGuid, 'rejected');
  }

  const template =
    outcome === 'passed' ? 'kyc_passed' : outcome === 'failed' ? 'kyc_failed' : 'kyc_in_review';
  const holder = await ctx.customers.holderOf(trx, customerGuid);
  await ctx.outbox.queue(
    trx,
    {
      to: holder.email,
      language: holder.language,
      content: {
        template,
        name: holder.display_name,
        check: checkOf[method],
        link: `${ctx.publicUrl}/dashboard`,
      },
    },
    now,
  );
}

function actorIdOf(actor: DecisionActor): string | null {
  if (actor.type === 'staff') return actor.staffId;
  return actor.type === 'bank' ? actor.clientId : null;
}
