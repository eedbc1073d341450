import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { FundingConfig } from '../funding/funding.config.js';
import type { FundingContext } from '../funding/funding-context.js';
import type { TransferStore } from '../funding/transfer-store.js';
import type { CryptoConfig } from './crypto.config.js';

/** What a crypto asset's amount is worth in CAD now (the market's; the module wires it). */
export interface CadPrices {
  /** CAD cents, rounded down; undefined while the market's price is delayed. */
  cadCentsOf(asset: CryptoAssetCode, baseUnits: bigint): bigint | undefined;
}

/**
 * What crypto transfers read of modules/wallets (`module-graph.ts` wires it): the wallets a
 * withdrawal may go to, and the deposit addresses the chain pays.
 */
export interface CryptoWallets {
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
  /**
   * Whether the wallet is on the deny list now; if so the hit is reported to compliance. Outside
   * any transaction, as a refused request's hit is.
   */
  reportListedDestination(customerGuid: string, walletGuid: string): Promise<boolean>;
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
   * Whether every withdrawal is locked, and by whom: `reported` after the customer said "this
   * wasn't me" to a new wallet, `all` while staff block them.
   */
  withdrawalLock(
    trx: Kysely<Schema>,
    customerGuid: string,
  ): Promise<'reported' | 'all' | undefined>;
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
 * currency rule; `module-graph.ts` wires it), so crypto does not depend on who listens.
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
 * structuring rule; `module-graph.ts` wires it), so crypto does not depend on who listens.
 */
export interface CryptoWithdrawalObserver {
  sent(trx: Kysely<Schema>, withdrawal: CreatedCryptoWithdrawal): Promise<unknown>;
  /** A withdrawal told of that will not leave after all, in the transaction releasing it. */
  withdrawn(trx: Kysely<Schema>, transferGuid: string): Promise<unknown>;
}

/**
 * What the crypto module's services share (built once in `crypto.module.ts`). The services of
 * other modules are the ones funding is given too (`bankAccounts` only because funding's e-mails
 * can name a CAD transfer's bank account); funding's tables are reached through `transfers`.
 */
export interface CryptoContext
  extends Pick<
    FundingContext,
    | 'db'
    | 'clock'
    | 'ledger'
    | 'accounts'
    | 'customers'
    | 'identity'
    | 'limits'
    | 'otp'
    | 'outbox'
    | 'encryption'
    | 'audit'
    | 'bankAccounts'
    | 'publicUrl'
    | 'confirmations'
  > {
  /**
   * Its own settings, and funding's it follows: how long a quote lasts, withdrawal holds, how
   * long a withdrawal waits for its approval.
   */
  config: CryptoConfig &
    Pick<
      FundingConfig,
      | 'quoteTtlSeconds'
      | 'securityChangeHoldSeconds'
      | 'recoveryHoldSeconds'
      | 'approvalWindowSeconds'
    >;
  /** Crypto transfers' rows of funding's `transfers` and `funding_quotes` (ADR 48). */
  transfers: TransferStore;
  prices: CadPrices;
  wallets: CryptoWallets;
  receipts: CryptoReceiptObserver;
  sends: CryptoWithdrawalObserver;
}
