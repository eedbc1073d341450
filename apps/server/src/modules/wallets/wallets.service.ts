import type { WalletCheckRequest } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { DepositAddressService } from './deposit-addresses.service.js';
import { ExternalWalletService, type UsableWallet } from './external-wallets.service.js';
import { screenWallet } from './wallet-screening.js';
import type { WalletsContext } from './wallets-context.js';

/**
 * Crypto deposit addresses and withdrawal wallets (SPEC B6; docs/decisions/0021-wallets.md).
 * Funding's crypto withdrawals read wallets through `usableWallet` and `withdrawalsLocked`.
 */
export class WalletsService {
  readonly depositAddresses: DepositAddressService;
  readonly externalWallets: ExternalWalletService;

  constructor(readonly ctx: WalletsContext) {
    this.depositAddresses = new DepositAddressService(ctx);
    this.externalWallets = new ExternalWalletService(ctx);
  }

  /** check-wallet: the canonical wallet, or 422 `invalid_address` / `prohibited_address`. */
  check(request: WalletCheckRequest) {
    return screenWallet(request, this.ctx.deriver.network, this.ctx.denyList);
  }

  usableWallet(
    trx: Kysely<Schema>,
    customerGuid: string,
    walletGuid: string,
  ): Promise<UsableWallet | undefined> {
    return this.externalWallets.usableWallet(trx, customerGuid, walletGuid);
  }

  withdrawalsLocked(trx: Kysely<Schema>, customerGuid: string): Promise<boolean> {
    return this.externalWallets.withdrawalsLocked(trx, customerGuid);
  }
}
