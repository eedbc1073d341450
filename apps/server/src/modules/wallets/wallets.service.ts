import type { WalletCheck } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { DepositAddressService } from './deposit-addresses.service.js';
import { ExternalWalletService, type UsableWallet } from './external-wallets.service.js';
import { WalletOwners } from './wallet-owners.js';
import { prohibitedRefusal, screenWallet, type WalletCandidate } from './wallet-screening.js';
import {
  findDepositAddress,
  findDepositAddressOnChain,
  findExternalWallet,
} from './wallets.repo.js';
import type { DenyListHitReport, WalletsContext } from './wallets-context.js';

/** Whose deposit address a chain transaction paid, and the trading account behind it. */
export interface DepositAddressOwner {
  guid: string;
  customerGuid: string;
  accountGuid: string;
}

/** A withdrawal's wallet as its reviewer sees it, screened against today's deny list. */
export interface ReviewedWallet {
  label: string;
  address: string;
  tag: string | null;
  addedAt: Date;
  /** The deny list's name for the address, when it is listed now. */
  listedAs: string | null;
}

/**
 * Crypto deposit addresses and withdrawal wallets (docs/product/bank-accounts-and-wallets.md;
 * docs/decisions/0021-wallets.md). Funding's crypto withdrawals read wallets through `usableWallet`
 * and `withdrawalLock`.
 */
export class WalletsService {
  readonly depositAddresses: DepositAddressService;
  readonly externalWallets: ExternalWalletService;
  /** Whose wallet each external wallet is, as the customer said (docs/product/tax.md). */
  readonly owners: WalletOwners;

  constructor(
    readonly ctx: WalletsContext,
    jobs: JobQueue,
  ) {
    this.depositAddresses = new DepositAddressService(ctx);
    this.externalWallets = new ExternalWalletService(ctx, jobs);
    this.owners = new WalletOwners(ctx);
  }

  /**
   * check-wallet, and the screening before a wallet is added: the canonical wallet, or 422
   * `invalid_address` / `prohibited_address`. A deny-list hit is reported to compliance first.
   */
  async screen(
    customerGuid: string,
    candidate: WalletCandidate,
    source: DenyListHitReport['source'],
  ): Promise<WalletCheck> {
    try {
      return screenWallet(candidate, this.ctx.deriver.network, this.ctx.denyList);
    } catch (error) {
      const listEntry = this.ctx.denyList.find(candidate.address, candidate.tag?.trim() || null);
      if (error instanceof AppError && error.code === 'prohibited_address' && listEntry) {
        const { asset, address } = candidate;
        await this.ctx.denyListHits.record({ customerGuid, asset, address, listEntry, source });
      }
      throw error;
    }
  }

  /**
   * A withdrawal's wallet, screened again before the withdrawal's transaction: the deny list may
   * have grown since the wallet was added. A listed one is reported to compliance, then refused
   * with 422 `prohibited_address`; an unknown wallet is left for funding's checks (404).
   */
  async screenDestination(customerGuid: string, walletGuid: string): Promise<void> {
    if (await this.reportListedDestination(customerGuid, walletGuid)) {
      throw prohibitedRefusal('body.external_wallet_guid');
    }
  }

  /**
   * Whether a withdrawal's wallet is on the deny list now, a hit reported to compliance (which
   * opens a case, or adds to the open one of that address): at the withdrawal's request, and
   * again before it is broadcast, as the list may have grown meanwhile.
   */
  async reportListedDestination(customerGuid: string, walletGuid: string): Promise<boolean> {
    const wallet = await findExternalWallet(this.ctx.db, customerGuid, walletGuid);
    if (wallet === undefined) return false;
    const listEntry = this.ctx.denyList.find(wallet.address, wallet.tag);
    if (listEntry === undefined) return false;
    const { asset, address } = wallet;
    await this.ctx.denyListHits.record({
      customerGuid,
      asset,
      address,
      listEntry,
      source: 'withdrawal',
    });
    return true;
  }

  /** A customer's deposit address as the chain writes it, with its tag (compliance's reports). */
  async depositAddressText(
    trx: Kysely<Schema>,
    customerGuid: string,
    guid: string,
  ): Promise<string | undefined> {
    const row = await findDepositAddress(trx, customerGuid, guid);
    if (row === undefined) return undefined;
    return row.tag === null ? row.address : `${row.address}?dt=${row.tag}`;
  }

  usableWallet(
    trx: Kysely<Schema>,
    customerGuid: string,
    walletGuid: string,
  ): Promise<UsableWallet | undefined> {
    return this.externalWallets.usableWallet(trx, customerGuid, walletGuid);
  }

  /**
   * A customer's wallet, whatever its state, for the staff reviewing a withdrawal to it: the
   * deny list is asked again, since it may have grown since the wallet was added.
   */
  async reviewedWallet(
    trx: Kysely<Schema>,
    customerGuid: string,
    walletGuid: string,
  ): Promise<ReviewedWallet | undefined> {
    const wallet = await findExternalWallet(trx, customerGuid, walletGuid);
    if (wallet === undefined) return undefined;
    return {
      label: wallet.name,
      address: wallet.address,
      tag: wallet.tag,
      addedAt: wallet.created_at,
      listedAs: this.ctx.denyList.find(wallet.address)?.name ?? null,
    };
  }

  withdrawalLock(trx: Kysely<Schema>, customerGuid: string) {
    return this.externalWallets.withdrawalLock(trx, customerGuid);
  }

  withdrawalLocks(trx: Kysely<Schema>, customerGuids: readonly string[]) {
    return this.externalWallets.withdrawalLocks(trx, customerGuids);
  }

  /** The deposit address a chain transaction paid, on this platform's network (crypto's scan). */
  async depositAddressAt(
    trx: Kysely<Schema>,
    paid: { asset: CryptoAssetCode; address: string; tag: string | null },
  ): Promise<DepositAddressOwner | undefined> {
    const row = await findDepositAddressOnChain(trx, {
      ...paid,
      network: this.ctx.deriver.network,
    });
    return row === undefined
      ? undefined
      : { guid: row.guid, customerGuid: row.customer_guid, accountGuid: row.account_guid };
  }

  /**
   * The customer's deposit address of the asset, made if missing (the sandbox's deposit
   * control); 404 without a trading account of the asset, 4xx as `create` refuses.
   */
  async depositAddressOf(trx: Kysely<Schema>, customerGuid: string, asset: CryptoAssetCode) {
    const [account] = await this.ctx.accounts.ledgerAccountsOf(trx, [{ customerGuid, asset }]);
    if (account === undefined) throw new AppError('not_found', `No ${asset} trading account`);
    const row = await this.depositAddresses.create(trx, customerGuid, account.guid);
    return { guid: row.guid, address: row.address, tag: row.tag };
  }
}
