import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { RecoveryMailContent } from '../notifications/mail-content.js';
import type { Verification } from './kyc.repo.js';
import type { KycContext } from './kyc-context.js';

/**
 * What an account recovery's verification just decided does, in the transaction that decides it
 * (ADR 59): approved, identity removes the lost second factors, ends every session and holds
 * withdrawals; refused, nothing changes. The customer's verified identity is never touched: the
 * recovery only compares against it. The customer is told at each step.
 */
export async function recordRecoveryOutcome(
  ctx: KycContext,
  trx: Kysely<Schema>,
  verification: Verification,
): Promise<void> {
  const holder = await ctx.customers.holderOf(trx, verification.customerGuid);
  if (verification.outcome === 'passed') await ctx.recovery.complete(trx, holder.id);
  const base = { name: holder.display_name, link: `${ctx.publicUrl}/signin` };
  const content: RecoveryMailContent =
    verification.outcome === 'passed'
      ? { ...base, template: 'account_recovered', withdrawalHoldSeconds: ctx.recoveryHoldSeconds }
      : verification.outcome === 'failed'
        ? { ...base, template: 'account_recovery_refused' }
        : { ...base, template: 'account_recovery_in_review' };
  await ctx.outbox.queue(
    trx,
    { to: holder.email, language: holder.language, content },
    ctx.clock.now(),
  );
}
