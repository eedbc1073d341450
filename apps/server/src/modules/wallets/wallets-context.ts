import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { TokenService } from '../../infra/security/tokens.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { EmailOtpService } from '../customers/email-otp.service.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { Outbox } from '../notifications/outbox.js';
import type { AddressDeriver } from './address-derivation.js';
import type { DeniedAddress, WalletDenyList } from './deny-list.js';

/** An address of the deny list a customer entered, for compliance to look at. */
export interface DenyListHitReport {
  customerGuid: string;
  asset: string;
  address: string;
  listEntry: DeniedAddress;
  source: 'check_wallet' | 'external_wallet' | 'withdrawal';
}

/**
 * Told of each deny-list hit (compliance opens a case; `services.ts` wires it). Called outside
 * the refused request's transaction, which writes nothing.
 */
export interface DenyListObserver {
  record(hit: DenyListHitReport): Promise<unknown>;
}

/** What the wallets services share; built once by `createServices`. */
export interface WalletsContext {
  db: Kysely<Schema>;
  clock: Clock;
  tokens: TokenService;
  accounts: AccountsService;
  customers: CustomerService;
  otp: EmailOtpService;
  identity: IdentityService;
  outbox: Outbox;
  /** Records which bank client attested a customer's new wallet (ADR 60). */
  audit: AuditService;
  deriver: AddressDeriver;
  denyList: WalletDenyList;
  denyListHits: DenyListObserver;
  /** How long after it was added a wallet receives withdrawals. */
  cooldownSeconds: number;
  /** How long a wallet added through `/api` without approval waits for it (funding's setting). */
  approvalSeconds: number;
  /** The web app's address, for the e-mail's link. */
  publicUrl: string;
}
