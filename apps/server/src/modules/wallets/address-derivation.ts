import { encodeCashAddress } from '@bitauth/libauth';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bech32 } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { encodeAccountID } from 'ripple-address-codec';
import { publicKeyToAddress } from 'viem/accounts';
import { type AddressFamily, bchNetworks, type ChainNetwork, utxoNetworks } from './networks.js';

/**
 * Deposit addresses derived from watch-only account-level extended public keys (ADR 21): the
 * server holds no private key. Each family's key is the account node of its standard path
 * (BIP84 for BTC and LTC, BIP44 for BCH, ETH and XRP); an address is its external chain's child
 * `0/index`. XRP has one platform address (`0/0`) and tells customers apart by destination tag.
 */
export type ExtendedKeys = Record<AddressFamily, string>;

/**
 * The development key set: the account keys of BIP39's published test mnemonic "abandon" ×11
 * "about" at m/84'/0'/0' (BTC), m/84'/2'/0' (LTC), m/44'/145'/0' (BCH), m/44'/60'/0' (ETH, USDC)
 * and m/44'/144'/0' (XRP). Anyone can spend what reaches them, so production refuses them.
 */
export const developmentKeys: ExtendedKeys = {
  BTC: 'xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V',
  LTC: 'xpub6CjGURuDpczf6uNrCCwfhVizn5J3hsWcvZ2m6GAdmAjZnoWJPrx6TFPjGSftc2o5fvox6ubQjSXmjjaHZjwYMH7SGFpHHb9Jg24zBf66mbE',
  BCH: 'xpub6ByHsPNSQXTWZ7PLESMY2FufyYWtLXagSUpMQq7Un96SiThZH2iJB1X7pwviH1WtKVeDP6K8d6xxFzzoaFzF3s8BKCZx8oEDdDkNnp4owAZ',
  EVM: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  XRP: 'xpub6CFKyZTfzj3cyeRLUDKwQQ5s1tqTTdVgywKMVkrB2i1taGFbhazkxDzWVsfBHZpv7rg6qpDBGYR5oA8iazEfa44CdQkkknPFHJ7YCzncCS9',
};

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
        const uncompressed = Buffer.from(point.toBytes(false)).toString('hex');
        return publicKeyToAddress(`0x${uncompressed}`);
      }
    }
  }
}
