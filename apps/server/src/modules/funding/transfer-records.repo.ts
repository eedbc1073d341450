import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { FundingSide, TransferAsset, TransfersTable } from './funding.tables.js';

/** What a customer's records say of a transfer (CAD or crypto). */
export interface TransferRecord {
  guid: string;
  transferType: TransfersTable['transfer_type'];
  side: FundingSide;
  asset: TransferAsset;
  /** The platform's fee, in the transfer's asset (inside what it moved). */
  fee: bigint;
  /** A crypto withdrawal's network fee, in `networkFeeAsset`; null otherwise. */
  networkFee: bigint | null;
  networkFeeAsset: TransferAsset | null;
  txnHash: string | null;
  /** The customer's wallet a crypto withdrawal went to. */
  externalWalletGuid: string | null;
  /** The customer's deposit address a crypto deposit paid. */
  depositAddressGuid: string | null;
}

/**
 * The customer's transfers among `guids`, by guid, in one statement (the records module's
 * batches, ADR 71); another customer's are left out.
 */
export async function transferRecords(
  db: Kysely<Schema>,
  customerGuid: string,
  guids: readonly string[],
): Promise<Map<string, TransferRecord>> {
  if (guids.length === 0) return new Map();
  const rows = await db
    .selectFrom('transfers')
    .select([
      'guid',
      'transfer_type',
      'side',
      'asset',
      'fee',
      'network_fee',
      'network_fee_asset',
      'txn_hash',
      'external_wallet_guid',
      'deposit_address_guid',
    ])
    .where('customer_guid', '=', customerGuid)
    .where('guid', 'in', [...new Set(guids)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.guid,
      {
        guid: row.guid,
        transferType: row.transfer_type,
        side: row.side,
        asset: row.asset,
        fee: BigInt(row.fee),
        networkFee: row.network_fee === null ? null : BigInt(row.network_fee),
        networkFeeAsset: row.network_fee_asset,
        txnHash: row.txn_hash,
        externalWalletGuid: row.external_wallet_guid,
        depositAddressGuid: row.deposit_address_guid,
      },
    ]),
  );
}
