import { isCryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import { familyOf } from './networks.js';
import { assertVerified } from './wallet-rules.js';
import {
  type DepositAddressRow,
  derivationIndexOf,
  findDepositAddress,
  findDepositAddressOfAccount,
  insertDepositAddress,
  listDepositAddresses,
  type Page,
} from './wallets.repo.js';
import type { WalletsContext } from './wallets-context.js';

/**
 * Deposit addresses (Cybrid `deposit_addresses`): one per trading account, derived from the
 * platform's watch-only keys at the customer's index of the asset's family (ADR 21).
 */
export class DepositAddressService {
  constructor(private readonly ctx: WalletsContext) {}

  /** The account's address, made on first request; in the caller's transaction. */
  async create(
    trx: Kysely<Schema>,
    customerGuid: string,
    accountGuid: string,
  ): Promise<DepositAddressRow> {
    const account = await this.ctx.accounts.get(trx, customerGuid, accountGuid);
    if (account.type !== 'trading' || !isCryptoAssetCode(account.asset)) {
      throw new AppError('invalid_parameter', 'account_guid must be a crypto trading account', [
        { path: 'body.account_guid', message: 'must be a crypto trading account' },
      ]);
    }
    await assertVerified(this.ctx, trx, customerGuid);
    const existing = await findDepositAddressOfAccount(trx, accountGuid);
    if (existing !== undefined) return existing;
    const now = this.ctx.clock.now();
    const family = familyOf(account.asset);
    const index = await derivationIndexOf(trx, customerGuid, family, now);
    const derived = this.ctx.deriver.derive(family, index);
    return insertDepositAddress(trx, {
      guid: newGuid(),
      customer_guid: customerGuid,
      account_guid: accountGuid,
      asset: account.asset,
      network: this.ctx.deriver.network,
      // Derivation is local and immediate, so the address is created in the request.
      state: 'created',
      address: derived.address,
      tag: derived.tag,
      format: 'standard',
      created_at: now,
      updated_at: now,
    });
  }

  async get(customerGuid: string, guid: string): Promise<DepositAddressRow> {
    const found = await findDepositAddress(this.ctx.db, customerGuid, guid);
    if (found === undefined) throw new AppError('not_found', 'DepositAddress not found');
    return found;
  }

  list(customerGuid: string, guids: readonly string[] | undefined, page: Page) {
    return listDepositAddresses(this.ctx.db, { customerGuid, guids }, page);
  }
}
