import type { AssetCode, CryptoAssetCode } from '@maple/money';
import {
  type Hold,
  houseShard,
  type PlatformAccounts,
  type Posting,
} from '../ledger/ledger.service.js';
import type { Quote } from './quotes.repo.js';
import type { Claimed } from './trade-claims.js';
import type { NewTrade } from './trades.repo.js';

/** What a claimed quote writes: its ledger legs and its trade row. */

/** The holds of a trade's proceeds are named after it; settlement releases them. */
export const tradeReference = (tradeGuid: string): string => `trade:${tradeGuid}`;

export interface Legs {
  postings: Posting[];
  holds: Hold[];
}

/**
 * The postings of a quote: the customer gives `deliver` and gets `receive`; the house takes the
 * other side; the fee goes to the fee account. The proceeds are held until settlement
 * (docs/product/lifecycles.md).
 */
export function legsOf(
  quote: Quote,
  asset: CryptoAssetCode,
  customer: (code: AssetCode) => bigint | undefined,
  houses: ReadonlyMap<AssetCode, bigint>,
  platform: PlatformAccounts,
  tradeGuid: string,
): Legs {
  const account = (code: AssetCode) => {
    const id = customer(code);
    if (id === undefined) throw new Error(`the customer has no ${code} ledger account`);
    return id;
  };
  const { receiveAmount: receive, deliverAmount: deliver, fee } = quote;
  // A shard no concurrent trade holds, else (all busy) the one the trade's guid points at.
  const house = (code: AssetCode) => houses.get(code) ?? houseShard(platform[code], tradeGuid);
  const cadHouse = house('CAD');
  const assetHouse = house(asset);
  const feeLeg: Posting[] =
    fee > 0n ? [{ accountId: platform.CAD.fee, asset: 'CAD', amount: fee }] : [];
  if (quote.side === 'buy') {
    return {
      postings: [
        { accountId: account('CAD'), asset: 'CAD', amount: -deliver },
        { accountId: cadHouse, asset: 'CAD', amount: deliver - fee },
        ...feeLeg,
        { accountId: assetHouse, asset, amount: -receive },
        { accountId: account(asset), asset, amount: receive },
      ],
      holds: [{ accountId: account(asset), amount: receive }],
    };
  }
  return {
    postings: [
      { accountId: account(asset), asset, amount: -deliver },
      { accountId: assetHouse, asset, amount: deliver },
      { accountId: cadHouse, asset: 'CAD', amount: -(receive + fee) },
      ...feeLeg,
      { accountId: account('CAD'), asset: 'CAD', amount: receive },
    ],
    holds: [{ accountId: account('CAD'), amount: receive }],
  };
}

/** The trade of a claimed quote: settling with its proceeds held, or failed for want of funds. */
export function newTrade(request: Claimed, executed: boolean): NewTrade {
  const { quote } = request;
  return {
    guid: request.tradeGuid,
    customerGuid: request.customerGuid,
    quoteGuid: request.quoteGuid,
    symbol: quote.symbol,
    side: quote.side,
    state: executed ? 'settling' : 'failed',
    failureCode: executed ? null : 'non_sufficient_funds',
    receiveAmount: quote.receiveAmount,
    deliverAmount: quote.deliverAmount,
    fee: quote.fee,
  };
}
