import { readFileSync } from 'node:fs';
import { readSdnRows } from '../kyc/sanctions-list.js';
import { decodeSegwit } from './address-formats.js';

/**
 * Wallet addresses refused for sending to (SPEC B6), read from OFAC's `SDN.CSV`: an entry's
 * remarks list its addresses as `Digital Currency Address - XBT 1A1z…;` (XBT for bitcoin, then
 * ETH, LTC, BCH, XRP, USDC, USDT…), several per entry. An address is refused whatever asset it is
 * entered for: an Ethereum address listed under ETH is as much the sanctioned party's for USDC.
 */

const ADDRESS_REMARK = /Digital Currency Address - ([A-Z0-9]{2,10}) ([^\s;,]+)/g;

/**
 * One spelling per address: EVM hex and the case-insensitive encodings (bech32, cashaddr, with
 * or without its prefix) in lower case; base58 and XRP, which are case-sensitive, as written.
 */
export function screeningKey(address: string): string {
  const trimmed = address.trim();
  const colon = trimmed.indexOf(':');
  const bare = colon < 0 ? trimmed : trimmed.slice(colon + 1);
  if (/^0x[0-9a-f]{40}$/i.test(bare) || colon >= 0 || decodeSegwit(bare) !== undefined) {
    return bare.toLowerCase();
  }
  if (/^[qp][02-9ac-hj-np-z]{41}$/i.test(bare)) return bare.toLowerCase();
  return bare;
}

export interface DeniedAddress {
  /** The SDN entry's number and name, for staff. */
  entNum: string;
  name: string;
  /** The currency code the list gives (XBT, ETH…). */
  currency: string;
}

export class WalletDenyList {
  private readonly byKey: Map<string, DeniedAddress>;

  constructor(entries: Iterable<[address: string, DeniedAddress]>) {
    this.byKey = new Map([...entries].map(([address, entry]) => [screeningKey(address), entry]));
  }

  get size(): number {
    return this.byKey.size;
  }

  /** The list's entry for an address, if it is listed. */
  find(address: string): DeniedAddress | undefined {
    return this.byKey.get(screeningKey(address));
  }
}

/** The addresses of an `SDN.CSV` text's remarks (column 12), entities and people alike. */
export function parseDenyList(text: string): WalletDenyList {
  const entries = readSdnRows(text).flatMap(([entNum = '', name = '', , , , , , , , , , remarks]) =>
    [...(remarks ?? '').matchAll(ADDRESS_REMARK)].map(
      ([, currency = '', address = '']): [string, DeniedAddress] => [
        address,
        { entNum, name, currency },
      ],
    ),
  );
  return new WalletDenyList(entries);
}

/** Reads the list once, at start-up; a missing or unreadable file stops the server. */
export function loadDenyList(path: string): WalletDenyList {
  return parseDenyList(readFileSync(path, 'utf8'));
}
