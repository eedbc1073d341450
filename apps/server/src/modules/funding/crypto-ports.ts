import { type CryptoAssetCode, minorUnitsPerUnit, mulDiv } from '@maple/money';
import type { Kysely } from 'kysely';
import type { ChainConfig } from '../../infra/config.js';
import type { Schema } from '../../infra/db/schema.js';
import type { ChainNetwork } from '../chain/chain-network.js';
import type { SandboxChain } from '../chain/sandbox-chain.js';

/** What crypto transfers need from other modules (ADR 23), wired in `services.ts`. */

/** modules/wallets: deposit addresses and the customers' wallets. */
export interface CryptoAddressBook {
  /** Whose deposit address a chain transaction paid (by asset, address and tag). */
  depositAddressAt(
    trx: Kysely<Schema>,
    paid: { asset: CryptoAssetCode; address: string; tag: string | null },
  ): Promise<{ guid: string; customerGuid: string; accountGuid: string } | undefined>;
  /** The customer's deposit address of the asset, made if missing. */
  depositAddressOf(
    trx: Kysely<Schema>,
    customerGuid: string,
    asset: CryptoAssetCode,
  ): Promise<{ guid: string; address: string; tag: string | null }>;
  /** A withdrawal's destination, while the wallet is usable. */
  walletAddressOf(
    trx: Kysely<Schema>,
    customerGuid: string,
    walletGuid: string,
  ): Promise<{ address: string; tag: string | null } | undefined>;
}

/** modules/market: what an amount of a crypto asset is worth in CAD cents now, if priced. */
export interface CadValuation {
  cadCentsOf(asset: CryptoAssetCode, amount: bigint): bigint | undefined;
}

export interface CryptoDeps {
  chain: ChainNetwork;
  /** The sandbox chain's controls; undefined where they are off (production). */
  sandbox: SandboxChain | undefined;
  addresses: CryptoAddressBook;
  valuation: CadValuation;
  settings: Pick<ChainConfig, 'blockSeconds' | 'requiredConfirmations'>;
}

/** CAD 1,000: a crypto transfer worth this or more carries the travel rule's answer. */
export const TRAVEL_RULE_CENTS = 100_000n;

/**
 * CAD cents of `amount` base units at `price` (CAD per whole unit, at the market's 8 decimals),
 * rounded down.
 */
export function cadCentsAt(asset: CryptoAssetCode, amount: bigint, price: bigint): bigint {
  // price has 8 decimals of CAD; cents have 2: divide by 10^6 more than the asset's units.
  return mulDiv(amount, price, minorUnitsPerUnit(asset) * 1_000_000n, 'down');
}
