import type { DepositAddress, ExternalWallet } from '@maple/contracts';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import type { DepositAddressRow, ExternalWalletRow } from './wallets.repo.js';

/** Deposit addresses and external wallets as the Cybrid Bank API shapes them. */

export const depositAddressModel = (row: DepositAddressRow): DepositAddress => ({
  guid: row.guid,
  bank_guid: platformBankGuid,
  customer_guid: row.customer_guid,
  account_guid: row.account_guid,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  asset: row.asset,
  state: row.state,
  address: row.address,
  format: row.format,
  ...(row.tag === null ? {} : { tag: row.tag }),
  labels: null,
});

export const externalWalletModel = (row: ExternalWalletRow): ExternalWallet => ({
  guid: row.guid,
  name: row.name,
  asset: row.asset,
  environment: row.environment,
  bank_guid: platformBankGuid,
  customer_guid: row.customer_guid,
  counterparty_guid: null,
  address: row.address,
  tag: row.tag,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  state: row.state,
  failure_code: row.failure_code,
});
