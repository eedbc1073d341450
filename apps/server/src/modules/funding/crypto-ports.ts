import type { CryptoAssetCode } from '@maple/money';
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

export interface CryptoDeps {
  chain: ChainNetwork;
  /** The sandbox chain's controls; undefined where they are off (production). */
  sandbox: SandboxChain | undefined;
  addresses: CryptoAddressBook;
  settings: Pick<ChainConfig, 'blockSeconds' | 'requiredConfirmations'>;
}

/** CAD 1,000: a crypto transfer worth this or more carries the travel rule's answer. */
export const TRAVEL_RULE_CENTS = 100_000n;
