import { readFileSync } from 'node:fs';
import { readSdnRows } from '../kyc/sanctions-list.js';
import { addressKey, untaggedKey } from './address-keys.js';

/**
 * Wallet addresses refused for sending to (docs/product/bank-accounts-and-wallets.md), read from
 * OFAC's `SDN.CSV`: an entry's remarks list its addresses as
 * `Digital Currency Address - XBT 1A1z…;` (XBT for bitcoin, then ETH, LTC, BCH, XRP, USDC, USDT…),
 * several per entry. An address is refused whatever asset it is entered for: an Ethereum address
 * listed under ETH is as much the sanctioned party's for USDC.
 */

const ADDRESS_REMARK = /Digital Currency Address - ([A-Z0-9]{2,10}) ([^\s;,]+)/g;

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
    this.byKey = new Map([...entries].map(([address, entry]) => [addressKey(address), entry]));
  }

  get size(): number {
    return this.byKey.size;
  }

  /**
   * The list's entry for an address in any of its spellings (`addressKey`), if it is listed; an
   * XRP account listed without a tag is refused with every tag.
   */
  find(address: string, tag: string | null = null): DeniedAddress | undefined {
    const key = addressKey(address, tag);
    const untagged = untaggedKey(key);
    return this.byKey.get(key) ?? (untagged === undefined ? undefined : this.byKey.get(untagged));
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
