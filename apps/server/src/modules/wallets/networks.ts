import type { CryptoAssetCode } from '@maple/money';
import type { WalletFamily, WalletNetwork } from './wallets.tables.js';

/**
 * The chains the platform receives and sends on, and how each network writes its addresses.
 * `testnet` is what the sandbox uses (tb1…, tltc1…, bchtest:…); `mainnet` is production's.
 */
export type ChainNetwork = WalletNetwork;

/** Assets that share keys and addresses: ETH and USDC (an ERC-20) live on one address. */
export type AddressFamily = WalletFamily;

export const addressFamilies: readonly AddressFamily[] = ['BTC', 'LTC', 'BCH', 'EVM', 'XRP'];

export function familyOf(asset: CryptoAssetCode): AddressFamily {
  return asset === 'ETH' || asset === 'USDC' ? 'EVM' : asset;
}

/** A Bitcoin-like chain's address parameters: the segwit HRP and base58check version bytes. */
export interface UtxoNetwork {
  hrp: string;
  /** P2PKH version bytes. */
  pubKeyHash: readonly number[];
  /** P2SH version bytes; Litecoin accepts its old `3…` (0x05/0xc4) form besides `M…`/`Q…`. */
  scriptHash: readonly number[];
}

export const utxoNetworks: Record<'BTC' | 'LTC', Record<ChainNetwork, UtxoNetwork>> = {
  BTC: {
    mainnet: { hrp: 'bc', pubKeyHash: [0x00], scriptHash: [0x05] },
    testnet: { hrp: 'tb', pubKeyHash: [0x6f], scriptHash: [0xc4] },
  },
  LTC: {
    mainnet: { hrp: 'ltc', pubKeyHash: [0x30], scriptHash: [0x32, 0x05] },
    testnet: { hrp: 'tltc', pubKeyHash: [0x6f], scriptHash: [0x3a, 0xc4] },
  },
};

/** Bitcoin Cash: cashaddr's prefix, and the legacy base58 addresses it shares with Bitcoin. */
export const bchNetworks = {
  mainnet: { prefix: 'bitcoincash', legacy: utxoNetworks.BTC.mainnet },
  testnet: { prefix: 'bchtest', legacy: utxoNetworks.BTC.testnet },
} as const satisfies Record<ChainNetwork, { prefix: string; legacy: UtxoNetwork }>;
