// libauth's cashaddr module alone: its index instantiates every WebAssembly hash it ships.
import { decodeCashAddress } from '@bitauth/libauth/build/lib/address/cash-address.js';
import type { CryptoAssetCode } from '@maple/money';
import { bech32, bech32m } from '@scure/base';
import { checksum, validate } from 'ox/Address';
import { isValidClassicAddress, isValidXAddress } from 'ripple-address-codec';
import { decodeBase58Address } from './base58-address.js';
import {
  bchNetworks,
  type ChainNetwork,
  familyOf,
  type UtxoNetwork,
  utxoNetworks,
} from './networks.js';

/**
 * Whether a string is an address of an asset's chain on one network
 * (docs/product/bank-accounts-and-wallets.md), and its canonical spelling. The codecs are the
 * libraries' (bech32/bech32m and base58check from @scure/base, cashaddr from libauth,
 * EIP-55 from ox, XRP from ripple-address-codec); what is here are the rules around them:
 * BIP173/BIP350 segwit programs, the network's HRP, prefix and version bytes, and which kinds of
 * address the platform sends to.
 */

export type AddressProblem = 'invalid_address' | 'wrong_network';

export type AddressCheck =
  | { valid: true; address: string; format: 'standard' | 'legacy' }
  | { valid: false; problem: AddressProblem; message: string };

const invalid = (message: string): AddressCheck => ({
  valid: false,
  problem: 'invalid_address',
  message,
});
const otherNetwork = (network: ChainNetwork): AddressCheck => ({
  valid: false,
  problem: 'wrong_network',
  message: `This address is for the ${network === 'mainnet' ? 'test' : 'main'} network; this platform uses the ${network === 'mainnet' ? 'main' : 'test'} network`,
});
const other = (network: ChainNetwork): ChainNetwork =>
  network === 'mainnet' ? 'testnet' : 'mainnet';

/** A segwit address decoded by BIP173/BIP350's rules: v0 in bech32, v1+ in bech32m. */
export interface SegwitProgram {
  hrp: string;
  version: number;
  program: Uint8Array;
}

export function decodeSegwit(address: string): SegwitProgram | undefined {
  if (address.length > 90) return undefined;
  for (const codec of [bech32, bech32m]) {
    const decoded = codec.decodeUnsafe(address, 90);
    if (decoded === undefined) continue;
    const [version, ...data] = decoded.words;
    if (version === undefined || version > 16) return undefined;
    if ((version === 0) !== (codec === bech32)) return undefined;
    const program = codec.fromWordsUnsafe(data);
    if (program === undefined || program.length < 2 || program.length > 40) return undefined;
    if (version === 0 && program.length !== 20 && program.length !== 32) return undefined;
    return { hrp: decoded.prefix, version, program: Uint8Array.from(program) };
  }
  return undefined;
}

/**
 * Segwit versions the platform sends to: v0 (P2WPKH, P2WSH) and v1 taproot. Later versions are
 * valid addresses but spendable by anyone until a soft fork gives them meaning.
 */
const sendable = (segwit: SegwitProgram) =>
  segwit.version === 0 || (segwit.version === 1 && segwit.program.length === 32);

function base58Version(address: string): number | undefined {
  const decoded = decodeBase58Address(address);
  if (decoded === undefined || decoded.payload.length !== 20) return undefined;
  return decoded.version;
}

const isBase58Of = (network: UtxoNetwork, version: number) =>
  network.pubKeyHash.includes(version) || network.scriptHash.includes(version);

function checkUtxo(asset: 'BTC' | 'LTC', raw: string, network: ChainNetwork): AddressCheck {
  const networks = utxoNetworks[asset];
  const segwit = decodeSegwit(raw);
  if (segwit !== undefined) {
    if (segwit.hrp === networks[other(network)].hrp) return otherNetwork(network);
    if (segwit.hrp !== networks[network].hrp) return invalid(`Not a ${asset} address`);
    if (!sendable(segwit)) return invalid('This kind of segwit address is not supported yet');
    return { valid: true, address: raw.toLowerCase(), format: 'standard' };
  }
  const version = base58Version(raw);
  if (version === undefined) return invalid(`Not a valid ${asset} address`);
  if (isBase58Of(networks[network], version)) {
    return { valid: true, address: raw, format: 'legacy' };
  }
  if (isBase58Of(networks[other(network)], version)) return otherNetwork(network);
  return invalid(`Not a ${asset} address`);
}

function checkBch(raw: string, network: ChainNetwork): AddressCheck {
  const { prefix, legacy } = bchNetworks[network];
  const lower = raw.toLowerCase();
  // Wallets often leave the prefix out; the checksum still covers it, so add ours.
  const prefixed = lower.includes(':') ? lower : `${prefix}:${lower}`;
  if (raw === lower || raw === raw.toUpperCase()) {
    const decoded = decodeCashAddress(prefixed);
    if (typeof decoded !== 'string') {
      if (decoded.prefix === bchNetworks[other(network)].prefix) return otherNetwork(network);
      if (decoded.prefix !== prefix) return invalid('Not a Bitcoin Cash address');
      if (decoded.type !== 'p2pkh' && decoded.type !== 'p2sh') {
        return invalid('This kind of Bitcoin Cash address is not supported');
      }
      return { valid: true, address: prefixed, format: 'standard' };
    }
  }
  const version = base58Version(raw);
  if (version !== undefined && isBase58Of(legacy, version)) {
    return { valid: true, address: raw, format: 'legacy' };
  }
  if (version !== undefined && isBase58Of(bchNetworks[other(network)].legacy, version)) {
    return otherNetwork(network);
  }
  return invalid('Not a valid Bitcoin Cash address');
}

/**
 * EIP-55: all lower or all upper case carries no checksum and is accepted; mixed case is a
 * checksum and must match. Ethereum's test networks write addresses the same way.
 */
function checkEvm(raw: string): AddressCheck {
  if (!/^0x[0-9a-fA-F]{40}$/.test(raw))
    return invalid('Not an Ethereum address (0x and 40 hex digits)');
  const hex = raw.slice(2);
  const unchecked = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  if (!unchecked && !validate(raw, { strict: true })) {
    return invalid('The address has a typo: its capital letters do not match its checksum');
  }
  return { valid: true, address: checksum(`0x${hex.toLowerCase()}`), format: 'standard' };
}

/** XRP classic addresses; the test ledger writes them the same way. */
function checkXrp(raw: string): AddressCheck {
  if (isValidClassicAddress(raw)) return { valid: true, address: raw, format: 'standard' };
  if (isValidXAddress(raw)) {
    return invalid('Enter the classic address (r…) and the destination tag separately');
  }
  return invalid('Not a valid XRP address');
}

/** Checks an address of `asset` for `network`; answers its canonical spelling when valid. */
export function checkAddress(
  asset: CryptoAssetCode,
  address: string,
  network: ChainNetwork,
): AddressCheck {
  const raw = address.trim();
  if (raw === '' || raw.length > 128) return invalid('Enter an address');
  switch (familyOf(asset)) {
    case 'BTC':
      return checkUtxo('BTC', raw, network);
    case 'LTC':
      return checkUtxo('LTC', raw, network);
    case 'BCH':
      return checkBch(raw, network);
    case 'EVM':
      return checkEvm(raw);
    case 'XRP':
      return checkXrp(raw);
  }
}

/** An XRP destination tag: an unsigned 32-bit integer, written in decimal. */
export function isDestinationTag(tag: string): boolean {
  return /^(0|[1-9]\d{0,9})$/.test(tag) && BigInt(tag) <= 4_294_967_295n;
}
