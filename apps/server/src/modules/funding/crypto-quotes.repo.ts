import type { CryptoAssetCode } from '@maple/money';
import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { FundingQuotesTable } from './funding.tables.js';

/** The SQL of crypto transfer quotes: rows of `funding_quotes` of `product_type: crypto_transfer`. */

export interface CryptoQuote {
  guid: string;
  customerGuid: string;
  asset: CryptoAssetCode;
  /** What leaves the customer's account: what reaches the wallet plus the network fee. */
  deliverAmount: bigint;
  networkFee: bigint;
  /** What it was worth in CAD cents when quoted. */
  cadValue: bigint;
  issuedAt: Date;
  expiresAt: Date;
  transferGuid: string | null;
}

const isCrypto = (asset: string): asset is CryptoAssetCode => asset !== 'CAD';

export async function insertCryptoQuote(db: Kysely<Schema>, quote: CryptoQuote): Promise<void> {
  await db
    .insertInto('funding_quotes')
    .values({
      guid: quote.guid,
      customer_guid: quote.customerGuid,
      product_type: 'crypto_transfer',
      side: 'withdrawal',
      asset: quote.asset,
      amount: quote.deliverAmount,
      fee: 0n,
      network_fee: quote.networkFee,
      network_fee_asset: quote.asset,
      cad_value: quote.cadValue,
      issued_at: quote.issuedAt,
      expires_at: quote.expiresAt,
      transfer_guid: quote.transferGuid,
    })
    .execute();
}

/** The customer's crypto transfer quote; `lock` holds it for the transfer that uses it. */
export async function findCryptoQuote(
  db: Kysely<Schema>,
  customerGuid: string,
  guid: string,
  lock = false,
): Promise<CryptoQuote | undefined> {
  let query = db
    .selectFrom('funding_quotes')
    .selectAll()
    .where('guid', '=', guid)
    .where('customer_guid', '=', customerGuid)
    .where('product_type', '=', 'crypto_transfer');
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row === undefined ? undefined : cryptoQuoteOf(row);
}

/** A row of `funding_quotes` as a crypto transfer quote; undefined for a CAD one. */
export function cryptoQuoteOf(row: Selectable<FundingQuotesTable>): CryptoQuote | undefined {
  if (!isCrypto(row.asset)) return undefined;
  return {
    guid: row.guid,
    customerGuid: row.customer_guid,
    asset: row.asset,
    deliverAmount: BigInt(row.amount),
    networkFee: BigInt(row.network_fee),
    cadValue: BigInt(row.cad_value ?? '0'),
    issuedAt: row.issued_at,
    expiresAt: row.expires_at,
    transferGuid: row.transfer_guid,
  };
}

/** Marks the quote used by its transfer; false when it was used already. */
export async function claimCryptoQuote(
  db: Kysely<Schema>,
  guid: string,
  transferGuid: string,
): Promise<boolean> {
  const row = await db
    .updateTable('funding_quotes')
    .set({ transfer_guid: transferGuid })
    .where('guid', '=', guid)
    .where('transfer_guid', 'is', null)
    .returning('guid')
    .executeTakeFirst();
  return row !== undefined;
}

/** The quote a chain deposit carries, as every transfer does: what arrived, no fee. */
export async function insertDepositQuote(
  db: Kysely<Schema>,
  quote: {
    guid: string;
    customerGuid: string;
    asset: CryptoAssetCode;
    amount: bigint;
    cadValue: bigint | null;
    transferGuid: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('funding_quotes')
    .values({
      guid: quote.guid,
      customer_guid: quote.customerGuid,
      side: 'deposit',
      amount: quote.amount,
      fee: 0n,
      issued_at: quote.now,
      expires_at: quote.now,
      transfer_guid: quote.transferGuid,
      product_type: 'crypto_transfer',
      asset: quote.asset,
      network_fee: 0n,
      cad_value: quote.cadValue,
    })
    .execute();
}
