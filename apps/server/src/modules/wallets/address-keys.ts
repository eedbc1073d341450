import { decodeCashAddress } from '@bitauth/libauth/build/lib/address/cash-address.js';
import {
  isValidClassicAddress,
  isValidXAddress,
  xAddressToClassicAddress,
} from 'ripple-address-codec';
import { decodeSegwit } from './address-formats.js';
import { decodeBase58Address } from './base58-address.js';
import { type ChainNetwork, utxoNetworks } from './networks.js';

/**
 * What an address pays, whichever way it is spelled, for the deny list
 * (docs/product/bank-accounts-and-wallets.md, ADR 38). One address has several spellings: bech32 in
 * either case, Bitcoin Cash in cashaddr (with or without its prefix, either case, token-aware or
 * not) and in legacy base58, Litecoin's P2SH in `M…` and `3…`, an EVM address in lower, upper or
 * EIP-55 case, an XRP account as a classic address and a tag or as one X-address. Comparing
 * strings, a listed address passes in another spelling; comparing what each decodes to, it does
 * not.
 *
 * The key is the network (main or test), the kind of script and its hash or program. It does not
 * say which Bitcoin-family chain wrote the address: Bitcoin and Bitcoin Cash share their legacy
 * spellings, and a hash listed on one chain is the same key holder's on the others, so it is
 * refused on all of them, as an address is refused whatever asset it is entered for.
 */

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

const segwitNetworks: ReadonlyMap<string, ChainNetwork> = new Map(
  Object.values(utxoNetworks).flatMap((networks) =>
    (['mainnet', 'testnet'] as const).map((network) => [networks[network].hrp, network] as const),
  ),
);

/** Base58check version bytes of the Bitcoin-family networks: network and kind of script. */
const base58Versions: ReadonlyMap<number, string> = new Map(
  Object.values(utxoNetworks).flatMap((networks) =>
    (['mainnet', 'testnet'] as const).flatMap((network) => [
      ...networks[network].pubKeyHash.map((version) => [version, `${network}:pkh`] as const),
      ...networks[network].scriptHash.map((version) => [version, `${network}:sh`] as const),
    ]),
  ),
);

const cashPrefixes: Readonly<Record<string, ChainNetwork>> = {
  bitcoincash: 'mainnet',
  bchtest: 'testnet',
};

function segwitKey(address: string): string | undefined {
  const segwit = decodeSegwit(address);
  if (segwit === undefined) return undefined;
  const network = segwitNetworks.get(segwit.hrp) ?? `hrp-${segwit.hrp}`;
  return `${network}:w${segwit.version}:${hex(segwit.program)}`;
}

function cashAddressKey(address: string): string | undefined {
  const lower = address.toLowerCase();
  if (lower !== address && address.toUpperCase() !== address) return undefined;
  const spellings = lower.includes(':')
    ? [lower]
    : Object.keys(cashPrefixes).map((prefix) => `${prefix}:${lower}`);
  for (const spelling of spellings) {
    const decoded = decodeCashAddress(spelling);
    if (typeof decoded === 'string') continue;
    const network = cashPrefixes[decoded.prefix] ?? `prefix-${decoded.prefix}`;
    // A token-aware address pays the same script as the plain one.
    const kind = decoded.type.startsWith('p2pkh') ? 'pkh' : 'sh';
    return `${network}:${kind}:${hex(decoded.payload)}`;
  }
  return undefined;
}

function base58Key(address: string): string | undefined {
  const decoded = decodeBase58Address(address);
  if (decoded === undefined || decoded.payload.length !== 20) return undefined;
  const kind = base58Versions.get(decoded.version) ?? `version-${decoded.version}`;
  return `${kind}:${hex(decoded.payload)}`;
}

const xrpAccount = (classic: string, tag: string | number | false | null) =>
  tag === null || tag === false ? `xrp:${classic}` : `xrp:${classic}?dt=${tag}`;

/** XRP: the classic address, and the destination tag when one is given (or in an X-address). */
function xrpKey(address: string, tag: string | null): string | undefined {
  if (isValidClassicAddress(address)) return xrpAccount(address, tag);
  if (!isValidXAddress(address)) return undefined;
  const decoded = xAddressToClassicAddress(address);
  return xrpAccount(decoded.classicAddress, decoded.tag);
}

/**
 * The address's key, with its XRP destination tag if any; an address no codec here reads
 * (another chain's) is keyed by its text as written.
 */
export function addressKey(address: string, tag: string | null = null): string {
  const trimmed = address.trim();
  if (/^0x[0-9a-f]{40}$/i.test(trimmed)) return `evm:${trimmed.toLowerCase()}`;
  return (
    segwitKey(trimmed) ??
    cashAddressKey(trimmed) ??
    base58Key(trimmed) ??
    xrpKey(trimmed, tag) ??
    `text:${trimmed}`
  );
}

/** The XRP account's key without its tag: a listed account is refused with any tag. */
export function untaggedKey(key: string): string | undefined {
  const at = key.indexOf('?dt=');
  return key.startsWith('xrp:') && at > 0 ? key.slice(0, at) : undefined;
}
