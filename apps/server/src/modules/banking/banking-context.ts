import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { BlindIndex } from '../../infra/security/blind-index.js';
import type { FieldEncryption } from '../../infra/security/encryption.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { EmailOtpService } from '../customers/email-otp.service.js';
import type { Outbox } from '../notifications/outbox.js';
import type { BankAggregator } from './aggregator.js';
import type { HolderCheck, OwnershipCheck } from './banking.tables.js';
import type { BankAccountRow } from './external-bank-accounts.repo.js';
import type { LegalNames } from './legal-names.js';

/**
 * Whether the customer's withdrawals and new destinations are locked: after their "this wasn't
 * me" (`reported`) or by staff (`all`). The locks are modules/wallets'; `services.ts` wires it.
 */
export interface DestinationLocks {
  withdrawalLock(db: Kysely<Schema>, customerGuid: string): Promise<'reported' | 'all' | undefined>;
}

/** What the banking services share; built once by `createServices`. */
export interface BankingContext {
  db: Kysely<Schema>;
  clock: Clock;
  /** Seals account numbers and holder names. */
  encryption: FieldEncryption;
  /** Keys the account number's blind index, so a second link of one account is found. */
  blindIndex: BlindIndex;
  customers: CustomerService;
  names: LegalNames;
  aggregator: BankAggregator;
  audit: AuditService;
  locks: DestinationLocks;
  /**
   * How long after an account becomes usable withdrawals to it wait
   * (docs/product/bank-accounts-and-wallets.md and docs/product/sessions.md).
   */
  withdrawalHoldSeconds: number;
  /** Spends the customer's approval of a new account (ADR 62). */
  otp: EmailOtpService;
  outbox: Outbox;
  /** How long a new account waits for its approval (funding's approval window, ADR 58). */
  approvalSeconds: number;
  /** The web app's address, for the e-mail's link. */
  publicUrl: string;
}

export const notFound = () => new AppError('not_found', 'ExternalBankAccount not found');

/** The blind index's purpose for account numbers. */
export const ACCOUNT_NUMBER_INDEX = 'bank_account_number';

/**
 * The name an account must be held in: the one identity verification established, or, for a
 * customer verified without an application (the sandbox's, the demo's), the name they signed
 * up with.
 */
export async function customerNameOf(
  ctx: BankingContext,
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<string> {
  const verified = await ctx.names.verifiedNameOf(db, customerGuid);
  return verified ?? (await ctx.customers.holderOf(db, customerGuid)).display_name;
}

/**
 * Only verified customers link bank accounts (docs/product/identity-verification.md; the customers
 * module's gate).
 */
export async function assertVerified(
  ctx: BankingContext,
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<void> {
  const unverified = await ctx.customers.unverifiedAmong(db, [customerGuid]);
  if (unverified.has(customerGuid)) {
    throw new AppError('unverified_customer', 'Verify your identity before linking a bank account');
  }
}

/**
 * No bank account is linked while the customer's withdrawals are locked: whoever reported a
 * wallet they did not add may have lost their session to someone who would link their own.
 */
export async function assertDestinationsOpen(
  ctx: BankingContext,
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<void> {
  const lock = await ctx.locks.withdrawalLock(db, customerGuid);
  if (lock === undefined) return;
  throw new AppError(
    'withdrawals_held',
    lock === 'reported'
      ? 'New bank accounts are locked after you reported a wallet you did not add. Change your password, then contact support.'
      : 'Withdrawals and new bank accounts are blocked on your account. Contact support.',
  );
}

/**
 * An account's state from its two checks: usable (`completed`) once it is shown to be the
 * customer's (the aggregator's sign-in or the micro-deposits) and in their name (or accepted by
 * staff); `failed` once either check has failed; `unverified` while one is still open.
 */
export function stateOf(
  holder: HolderCheck,
  ownership: OwnershipCheck,
): Pick<BankAccountRow, 'state' | 'failure_code'> {
  const failedOwnership =
    ownership === 'micro_deposits_failed' || ownership === 'micro_deposits_expired';
  if (holder === 'rejected' || failedOwnership) {
    return { state: 'failed', failure_code: 'unverified_counterparty' };
  }
  if (holder === 'mismatched' || ownership === 'micro_deposits_pending') {
    return { state: 'unverified', failure_code: null };
  }
  return { state: 'completed', failure_code: null };
}

/** The change that moves an account to the state of its checks, stamping when it became usable. */
export function settle(
  account: Pick<BankAccountRow, 'linked_at'>,
  holder: HolderCheck,
  ownership: OwnershipCheck,
  now: Date,
) {
  const next = stateOf(holder, ownership);
  return {
    ...next,
    holder_check: holder,
    ownership_check: ownership,
    linked_at: next.state === 'completed' ? (account.linked_at ?? now) : account.linked_at,
  };
}
