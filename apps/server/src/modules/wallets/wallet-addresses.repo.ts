import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/** An address as a customer's records name it: the chain, and the address with its tag. */
export interface RecordedAddress {
  /** The chain in a stable word (`bitcoin`, `ethereum`, …), `_testnet` off production. */
  network: string;
  /** As the chain writes it; an XRP tag follows as `?dt=<tag>`. */
  address: string;
}

const chains: Record<CryptoAssetCode, string> = {
  BTC: 'bitcoin',
  BCH: 'bitcoin_cash',
  LTC: 'litecoin',
  ETH: 'ethereum',
  USDC: 'ethereum',
  XRP: 'xrp_ledger',
};

const recorded = (
  asset: CryptoAssetCode,
  testnet: boolean,
  row: { address: string; tag: string | null },
): RecordedAddress => ({
  network: testnet ? `${chains[asset]}_testnet` : chains[asset],
  address: row.tag === null ? row.address : `${row.address}?dt=${row.tag}`,
});

/**
 * The customer's deposit addresses and external wallets among `guids`, by guid, in two
 * statements whatever their number (the records module's batches, ADR 71); another customer's
 * are left out. A deleted wallet still names where a withdrawal went.
 */
export async function recordedAddresses(
  db: Kysely<Schema>,
  customerGuid: string,
  guids: readonly string[],
): Promise<Map<string, RecordedAddress>> {
  const wanted = [...new Set(guids)];
  if (wanted.length === 0) return new Map();
  const [deposits, wallets] = await Promise.all([
    db
      .selectFrom('deposit_addresses')
      .select(['guid', 'asset', 'network', 'address', 'tag'])
      .where('customer_guid', '=', customerGuid)
      .where('guid', 'in', wanted)
      .execute(),
    db
      .selectFrom('external_wallets')
      .select(['guid', 'asset', 'environment', 'address', 'tag'])
      .where('customer_guid', '=', customerGuid)
      .where('guid', 'in', wanted)
      .execute(),
  ]);
  return new Map([
    ...deposits.map(
      (row) => [row.guid, recorded(row.asset, row.network === 'testnet', row)] as const,
    ),
    ...wallets.map(
      (row) => [row.guid, recorded(row.asset, row.environment === 'sandbox', row)] as const,
    ),
  ]);
}
