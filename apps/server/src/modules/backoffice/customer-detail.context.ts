import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { BankingService } from '../banking/banking.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { FundingService } from '../funding/funding.js';
import type { IdentityService, IdentityUser } from '../identity/identity.service.js';
import { securityHoldEnd } from '../identity/security-hold.js';
import type { KycService } from '../kyc/kyc.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { LimitsService } from '../limits/limits.service.js';
import type { StaffService } from '../staff/staff.service.js';
import type { TradeService } from '../trading/trade.service.js';
import type { WalletsService } from '../wallets/wallets.service.js';

/**
 * What the back office's customer page reads and changes, each through its owning module's
 * service (never another module's tables).
 */
export interface CustomerDetailContext {
  db: Kysely<Schema>;
  clock: Clock;
  customers: CustomerService;
  identity: IdentityService;
  accounts: AccountsService;
  ledger: LedgerService;
  kyc: KycService;
  trades: TradeService;
  funding: FundingService;
  banking: BankingService;
  wallets: WalletsService;
  limits: LimitsService;
  staff: StaffService;
  audit: AuditService;
  /**
   * How long withdrawals wait after a password change or an MFA reset (docs/product/sessions.md).
   */
  securityChangeHoldSeconds: number;
  recoveryHoldSeconds: number;
}

/** The staff member acting, for the audit trail. */
export interface StaffActor {
  staffId: string;
  requestId: string | null;
}

/** Records what a staff member did to or saw of a customer, in `db` (the act's transaction). */
export function recordStaffEvent(
  ctx: Pick<CustomerDetailContext, 'audit'>,
  db: Kysely<Schema>,
  actor: StaffActor,
  action: string,
  details: { customer_guid: string } & Record<string, unknown>,
): Promise<void> {
  return ctx.audit.record(db, {
    actorType: 'staff',
    actorId: actor.staffId,
    action,
    requestId: actor.requestId,
    details,
  });
}

/** The customer's security standing: second factor, the hold after a change, the lock. */
export async function securityOf(
  ctx: CustomerDetailContext,
  db: Kysely<Schema>,
  customerGuid: string,
  user: IdentityUser,
) {
  const until = securityHoldEnd(user, ctx);
  const principal = { kind: 'customer', id: user.id } as const;
  return {
    totp_enrolled: await ctx.identity.secondFactor.isEnrolled(principal, db),
    security_hold_until: until !== null && until > ctx.clock.now() ? until.toISOString() : null,
    withdrawal_lock: (await ctx.wallets.withdrawalLock(db, customerGuid)) ?? null,
  };
}
