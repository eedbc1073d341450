import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { BlindIndex } from '../../infra/security/blind-index.js';
import type { FieldEncryption } from '../../infra/security/encryption.js';
import type { TokenService } from '../../infra/security/tokens.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { AccountRecoveryFactors } from '../identity/account-recovery.js';
import type { Outbox } from '../notifications/outbox.js';
import type { StaffService } from '../staff/staff.service.js';
import { findVerification, type Verification } from './kyc.repo.js';
import type { SanctionsList } from './sanctions-list.js';

/** What the identity verification services share; built once by `createServices`. */
export interface KycContext {
  db: Kysely<Schema>;
  clock: Clock;
  /** Seals each step's answers and each file's bytes (ADR 16). */
  encryption: FieldEncryption;
  /** Keys the SIN's blind index, so a SIN claimed twice is found without storing it. */
  blindIndex: BlindIndex;
  sanctions: SanctionsList;
  customers: CustomerService;
  outbox: Outbox;
  audit: AuditService;
  /** Vets the second approver of a politically exposed or high-risk application (ADR 39). */
  staff: Pick<StaffService, 'assertIndependentChecker'>;
  /** Identity's part of an account recovery: who may ask, what an approval removes (ADR 59). */
  recovery: Pick<AccountRecoveryFactors, 'candidate' | 'complete'>;
  /** Signs a recovery's token. */
  tokens: TokenService;
  /** How long withdrawals wait after an approved recovery (the e-mail says so). */
  recoveryHoldSeconds: number;
  /** Where the e-mails' links point. */
  publicUrl: string;
  /** Cybrid's sandbox `expected_behaviours` are honoured (never in production). */
  sandboxBehaviours: boolean;
}

/** The blind index's purpose for SINs: other values indexed later never compare equal. */
export const SIN_INDEX = 'sin';

export const notFound = () => new AppError('not_found', 'Identity verification not found');

/** Open for answers and files: waiting or pending, and its time not yet up. */
export const isOpen = (verification: Verification, now: Date): boolean =>
  (verification.state === 'waiting' || verification.state === 'pending') &&
  verification.expiresAt > now;

/**
 * The state to show: an open verification whose time is up is expired, even before its
 * expiry job has run.
 */
export const shownState = (verification: Verification, now: Date): Verification['state'] =>
  (verification.state === 'waiting' || verification.state === 'pending') &&
  verification.expiresAt <= now
    ? 'expired'
    : verification.state;

/**
 * The customer's verification, locked for the rest of the transaction, ready to take answers:
 * 404 when it is another's or does not exist, 409 when it is no longer open.
 */
export async function openVerification(
  ctx: KycContext,
  trx: Kysely<Schema>,
  customerGuid: string,
  guid: string,
): Promise<Verification> {
  const verification = await findVerification(trx, guid, { customerGuid, lock: true });
  if (verification === undefined) throw notFound();
  if (!isOpen(verification, ctx.clock.now())) {
    const state = shownState(verification, ctx.clock.now());
    throw new AppError(
      'conflict',
      state === 'expired'
        ? 'This identity verification has expired: start a new one'
        : `This identity verification is ${state} and can no longer be changed`,
    );
  }
  return verification;
}
