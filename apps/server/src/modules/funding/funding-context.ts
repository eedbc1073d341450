import type { CryptoAssetCode } from '@maple/money';
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

/** What a crypto asset's amount is worth in CAD now (the market's; `services.ts` wires it). */
export interface CadPrices {
  /** CAD cents, rounded down; undefined while the market's price is delayed. */
  cadCentsOf(asset: CryptoAssetCode, baseUnits: bigint): bigint | undefined;
}

/**
 * What crypto transfers read of modules/wallets (`services.ts` wires it): the wallets a
 * withdrawal may go to, and the deposit addresses the chain pays.
 */
export interface FundingWallets {
  /** The customer's completed wallet, and from when it may be used (its cooldown). */
  usableWallet(
    trx: Kysely<Schema>,
    customerGuid: string,
    walletGuid: string,
  ): Promise<
    | {
        wallet: { asset: CryptoAssetCode; address: string; tag: string | null };
        usableAt: Date;
        /** On the deny list now, in any spelling (it may have grown since the wallet was added). */
        prohibited: boolean;
      }
    | undefined
  >;
  /** The customer's wallet in any state for a withdrawal's reviewer, screened again now. */
  reviewedWallet(
    trx: Kysely<Schema>,
    customerGuid: string,
    walletGuid: string,
  ): Promise<
    | {
        label: string;
        address: string;
        tag: string | null;
        addedAt: Date;
        listedAs: string | null;
      }
    | undefined
  >;
  /**
   * Before a withdrawal's transaction: a wallet on the deny list is reported to compliance and
   * refused (422 `prohibited_address`), so the hit is kept although the request writes nothing.
   */
  screenDestination(customerGuid: string, walletGuid: string): Promise<void>;
  /**
   * Whether every withdrawal is locked, and by whom: `reported` after the customer said "this
   * wasn't me" to a new wallet, `all` while staff block them.
   */
  withdrawalLock(
    trx: Kysely<Schema>,
    customerGuid: string,
  ): Promise<'reported' | 'all' | undefined>;
  /** `withdrawalLock` of many customers in one read (a batch of transfers): the locked ones. */
  withdrawalLocks(
    trx: Kysely<Schema>,
    customerGuids: readonly string[],
  ): Promise<Map<string, 'reported' | 'all'>>;
  /** Whose deposit address a chain transaction paid (by asset, address and tag). */
  depositAddressAt(
    trx: Kysely<Schema>,
    paid: { asset: CryptoAssetCode; address: string; tag: string | null },
  ): Promise<{ guid: string; customerGuid: string; accountGuid: string } | undefined>;
  /** A deposit address of the customer as the chain writes it (with its tag): for e-mails. */
  depositAddressText(
    trx: Kysely<Schema>,
    customerGuid: string,
    guid: string,
  ): Promise<string | undefined>;
  /** The customer's deposit address of the asset, made if missing. */
  depositAddressOf(
    trx: Kysely<Schema>,
    customerGuid: string,
    asset: CryptoAssetCode,
  ): Promise<{ guid: string; address: string; tag: string | null }>;
}

/** A crypto deposit as it is credited, in CAD cents at that moment (null: the market had none). */
export interface CreditedCryptoDeposit {
  transferGuid: string;
  customerGuid: string;
  asset: CryptoAssetCode;
  amount: bigint;
  cadValue: bigint | null;
  txnHash: string;
  depositAddressGuid: string;
}

/**
 * Told of each credited crypto deposit in the credit's transaction (compliance's large virtual
 * currency rule; `services.ts` wires it), so funding does not depend on who listens.
 */
export interface CryptoReceiptObserver {
  credited(trx: Kysely<Schema>, deposit: CreditedCryptoDeposit): Promise<unknown>;
}

/** A crypto withdrawal as it is created, worth its quote's CAD value. */
export interface CreatedCryptoWithdrawal {
  transferGuid: string;
  customerGuid: string;
  asset: CryptoAssetCode;
  amount: bigint;
  cadValue: bigint;
}

/**
 * Told of each crypto withdrawal in its creating transaction (compliance's travel-rule
 * structuring rule; `services.ts` wires it), so funding does not depend on who listens.
 */
export interface CryptoWithdrawalObserver {
  sent(trx: Kysely<Schema>, withdrawal: CreatedCryptoWithdrawal): Promise<unknown>;
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
  prices: CadPrices;
  wallets: FundingWallets;
  receipts: CryptoReceiptObserver;
  sends: CryptoWithdrawalObserver;
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
