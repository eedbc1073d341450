import type { CustomerAction, customerActionResultSchema } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../infra/db/schema.js';
import type { IdentityUser } from '../identity/identity.service.js';
import {
  type CustomerDetailContext,
  recordStaffEvent,
  type StaffActor,
  securityOf,
} from './customer-detail.context.js';

type ActionResult = z.output<typeof customerActionResultSchema>;

interface Target {
  guid: string;
  user: IdentityUser;
}

/** What each action changes, inside the transaction that audits it. */
type Step = (ctx: CustomerDetailContext, trx: Kysely<Schema>, target: Target) => Promise<void>;

const steps: Record<CustomerAction, { audit: string; run: Step }> = {
  freeze: {
    audit: 'staff.customer_frozen',
    run: (ctx, trx, { guid }) => ctx.customers.freeze(trx, guid),
  },
  unfreeze: {
    audit: 'staff.customer_unfrozen',
    run: (ctx, trx, { guid }) => ctx.customers.unfreeze(trx, guid),
  },
  'revoke-sessions': {
    audit: 'staff.customer_sessions_revoked',
    run: (ctx, trx, { user }) => ctx.identity.revokeCustomerSessions(trx, user.id),
  },
  'reset-mfa': {
    audit: 'staff.customer_mfa_reset',
    run: (ctx, trx, { user }) => ctx.identity.resetCustomerMfa(trx, user),
  },
  'withdrawals-block': {
    audit: 'staff.customer_withdrawals_blocked',
    run: (ctx, trx, { guid }) => ctx.wallets.externalWallets.blockWithdrawals(trx, guid),
  },
  'withdrawals-unblock': {
    audit: 'staff.customer_withdrawals_unblocked',
    run: (ctx, trx, { guid }) => ctx.wallets.externalWallets.unblockWithdrawals(trx, guid),
  },
};

/**
 * The staff actions on a customer (docs/product/roles.md): freeze and unfreeze (a frozen customer
 * neither trades nor withdraws; unfreezing restores the state before), revoke sessions, reset MFA
 * (which starts the withdrawal hold a password change starts), block and unblock withdrawals. Each
 * takes a reason and is audited in its own transaction; one that changes nothing (freezing a
 * frozen customer) is refused with 409 and writes nothing.
 */
export class CustomerActions {
  constructor(private readonly ctx: CustomerDetailContext) {}

  async take(
    guid: string,
    action: CustomerAction,
    actor: StaffActor,
    reason: string,
  ): Promise<ActionResult> {
    const { ctx } = this;
    const step = steps[action];
    return ctx.db.transaction().execute(async (trx) => {
      await ctx.customers.find(trx, guid);
      const user = await ctx.customers.holderOf(trx, guid);
      await step.run(ctx, trx, { guid, user });
      await recordStaffEvent(ctx, trx, actor, step.audit, { customer_guid: guid, reason });
      const after = await ctx.customers.find(trx, guid);
      const userAfter = await ctx.identity.requireUser(user.id, trx);
      return { state: after.state, security: await securityOf(ctx, trx, guid, userAfter) };
    });
  }
}
