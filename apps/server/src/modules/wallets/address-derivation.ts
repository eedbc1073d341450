import { encodeCashAddress } from '@bitauth/libauth/build/lib/address/cash-address.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bech32 } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { fromPublicKey } from 'ox/Address';
import { fromBytes } from 'ox/PublicKey';
import { encodeAccountID } from 'ripple-address-codec';
import { type AddressFamily, bchNetworks, type ChainNetwork, utxoNetworks } from './networks.js';

/**
 * Deposit addresses derived from watch-only account-level extended public keys (ADR 21): the
 * server holds no private key. Each family's key is the account node of its standard path
 * (BIP84 for BTC and LTC, BIP44 for BCH, ETH and XRP); an address is its external chain's child
 * `0/index`. XRP has one platform address (`0/0`) and tells customers apart by destination tag.
 */
export type ExtendedKeys = Record<AddressFamily, string>;

/** Derivation indexes are BIP32 non-hardened children. */
export const MAX_DERIVATION_INDEX = 2 ** 31 - 1;

/** Parses an extended public key; throws on a private key or a malformed one. */
export function parseExtendedPublicKey(text: string): HDKey {
  const key = HDKey.fromExtendedKey(text);
  if (key.privateKey !== null) throw new Error('an extended private key was given; give the xpub');
  return key;
}

export interface DerivedAddress {
  address: string;
  /** XRP's destination tag; null elsewhere. */
  tag: string | null;
}

export class AddressDeriver {
  private readonly keys: Record<AddressFamily, HDKey>;

  constructor(
    keys: ExtendedKeys,
    readonly network: ChainNetwork,
  ) {
    this.keys = {
      BTC: parseExtendedPublicKey(keys.BTC),
      LTC: parseExtendedPublicKey(keys.LTC),
      BCH: parseExtendedPublicKey(keys.BCH),
      EVM: parseExtendedPublicKey(keys.EVM),
      XRP: parseExtendedPublicKey(keys.XRP),
    };
  }

  /** The address of a family's derivation index (for XRP, the index is the tag). */
  derive(family: AddressFamily, index: number): DerivedAddress {
    if (!Number.isSafeInteger(index) || index < 0 || index > MAX_DERIVATION_INDEX) {
      throw new RangeError(`derivation index out of range: ${index}`);
    }
    if (family === 'XRP') {
      // Tags start at 1: some wallets drop a zero tag as if none was given.
      return { address: encodeAccountID(this.hash160(family, 0)), tag: String(index + 1) };
    }
    return { address: this.addressOf(family, index), tag: null };
  }

  private child(family: AddressFamily, index: number): HDKey {
    return this.keys[family].deriveChild(0).deriveChild(index);
  }

  private hash160(family: AddressFamily, index: number): Uint8Array {
    const { identifier } = this.child(family, index);
    if (identifier === undefined) throw new Error('a derived key has no identifier');
    return identifier;
  }

  private addressOf(family: Exclude<AddressFamily, 'XRP'>, index: number): string {
    switch (family) {
      case 'BTC':
      case 'LTC': {
        const words = bech32.toWords(this.hash160(family, index));
        return bech32.encode(utxoNetworks[family][this.network].hrp, [0, ...words]);
      }
      case 'BCH':
        return encodeCashAddress({
          prefix: bchNetworks[this.network].prefix,
          type: 'p2pkh',
          payload: this.hash160(family, index),
        }).address;
      case 'EVM': {
        const compressed = this.child(family, index).publicKey;
        if (compressed === null) throw new Error('a derived key has no public key');
        const point = secp256k1.Point.fromBytes(compressed);
        return fromPublicKey(fromBytes(point.toBytes(false)), { checksum: true });
      }
    }
  }
}
