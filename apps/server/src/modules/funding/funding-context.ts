import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { Failpoints } from '../../infra/failpoints.js';
import type { FieldEncryption } from '../../infra/security/encryption.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { BankAccountDirectory } from '../banking/bank-account-directory.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { EmailOtpService } from '../customers/email-otp.service.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { LimitsService } from '../limits/limits.service.js';
import type { Outbox } from '../notifications/outbox.js';
import type { FundingConfig } from './funding.config.js';
import type { TransferConfirmer } from './transfer-confirmations.js';

/**
 * What transfers read of modules/wallets (`module-graph.ts` wires it): whether withdrawals are
 * locked, and a crypto withdrawal's wallet screened before its batch.
 */
export interface FundingWallets {
  /** Whose each of the customer's wallets is, as they said (null: not said). */
  owners: {
    ownersOf(
      db: Kysely<Schema>,
      customerGuid: string,
      guids: readonly string[],
    ): Promise<Map<string, 'own' | 'third_party' | null>>;
  };
  /**
   * Whether each customer's withdrawals are locked, and by whom (the locked ones): `reported`
   * after the customer said "this wasn't me" to a new wallet, `all` while staff block them.
   */
  withdrawalLocks(
    trx: Kysely<Schema>,
    customerGuids: readonly string[],
  ): Promise<Map<string, 'reported' | 'all'>>;
  /**
   * Before a withdrawal's transaction: a wallet on the deny list is reported to compliance and
   * refused (422 `prohibited_address`), so the hit is kept although the request writes nothing.
   */
  screenDestination(customerGuid: string, walletGuid: string): Promise<void>;
}

/** What the funding module's services share (built once in `services.ts`). */
export interface FundingContext {
  db: Kysely<Schema>;
  clock: Clock;
  config: FundingConfig;
  ledger: LedgerService;
  accounts: AccountsService;
  customers: CustomerService;
  identity: IdentityService;
  limits: LimitsService;
  otp: EmailOtpService;
  outbox: Outbox;
  encryption: FieldEncryption;
  audit: AuditService;
  bankAccounts: BankAccountDirectory;
  wallets: FundingWallets;
  /** Where each completed deposit's and withdrawal's confirmation is asked for (ADR 75). */
  confirmations: TransferConfirmer;
  /** The web app's address, for links in e-mails. */
  publicUrl: string;
  /** Test-only faults: the rails reach `funding.after_step:<step>` once a step commits. */
  failpoints: Failpoints;
}

/** The reference of a transfer's journal entry and of the hold on its funds. */
export const transferReference = (guid: string) => `transfer:${guid}`;

/** The customer's CAD account: its platform guid and the ledger account behind it. */
export async function cadAccountOf(
  ctx: Pick<FundingContext, 'accounts'>,
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<{ guid: string; ledgerAccountId: bigint }> {
  const [account] = await ctx.accounts.ledgerAccountsOf(db, [{ customerGuid, asset: 'CAD' }]);
  if (account === undefined) throw new Error(`customer ${customerGuid} has no CAD account`);
  return { guid: account.guid, ledgerAccountId: account.ledgerAccountId };
}
