import type { AssetCode, CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import { addSeconds, type Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import { lockFreeHouseShards } from '../ledger/ledger.repo.js';
import type { Hold, LedgerService, Posting } from '../ledger/ledger.service.js';
import { houseShard, type PlatformAccounts } from '../ledger/platform-accounts.js';
import { LedgerAccountDirectory } from './ledger-account-directory.js';
import {
  claimQuote,
  findQuote,
  findTrade,
  insertTrade,
  type Quote,
  type Trade,
} from './trading.repo.js';
import { assetOfSymbol } from './trading-rules.js';

export interface TradeServiceDeps {
  db: Kysely<Schema>;
  clock: Clock;
  ledger: LedgerService;
  platformAccounts: () => Promise<PlatformAccounts>;
  settlementDelaySeconds: number;
}

/** The holds of a trade's proceeds are named after it; settlement releases them. */
export const tradeReference = (tradeGuid: string): string => `trade:${tradeGuid}`;

interface Legs {
  postings: Posting[];
  holds: Hold[];
}

/**
 * The postings of a quote: the customer gives `deliver` and gets `receive`; the house takes the
 * other side; the fee goes to the fee account. The proceeds are held until settlement (SPEC B5).
 */
function legsOf(
  quote: Quote,
  asset: CryptoAssetCode,
  customer: ReadonlyMap<AssetCode, bigint>,
  houses: ReadonlyMap<AssetCode, bigint>,
  platform: PlatformAccounts,
  tradeGuid: string,
): Legs {
  const account = (code: AssetCode) => {
    const id = customer.get(code);
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

/**
 * Executing quotes (SPEC B3, B5; docs/trading.md). A trade runs inside one transaction: the
 * quote is claimed (once, ever), the funds move through the ledger, and the trade is stored as
 * `settling` with its proceeds held — or as `failed` with `non_sufficient_funds`, nothing moved.
 */
export class TradeService {
  private readonly directory = new LedgerAccountDirectory();

  constructor(private readonly deps: TradeServiceDeps) {}

  async execute(trx: Kysely<Schema>, customerGuid: string, quoteGuid: string): Promise<Trade> {
    const { clock, ledger, settlementDelaySeconds } = this.deps;
    const now = clock.now();
    const guid = newGuid();
    const quote = await claimQuote(trx, customerGuid, quoteGuid, guid);
    if (quote === undefined) {
      if ((await findQuote(trx, customerGuid, quoteGuid)) === undefined) {
        throw new AppError('not_found', 'Quote not found');
      }
      throw new AppError('data_exists', 'The quote has already been executed');
    }
    if (quote.expiresAt.getTime() <= now.getTime()) {
      throw new AppError('quote_expired', 'The quote has expired; ask for a new one');
    }
    const asset = assetOfSymbol(quote.symbol);
    if (asset === undefined) throw new Error(`a quote has the unknown symbol ${quote.symbol}`);

    const accounts = await this.directory.of(trx, customerGuid, ['CAD', asset]);
    for (const code of ['CAD', asset] as const) {
      if (!accounts.has(code)) {
        throw new AppError(
          'unprocessable_entity',
          `There is no ${code} account to trade with; open one with POST /api/accounts`,
        );
      }
    }
    const houses = await lockFreeHouseShards(trx, ['CAD', asset]);
    const legs = legsOf(quote, asset, accounts, houses, await this.deps.platformAccounts(), guid);
    const outcome = await ledger.post(trx, {
      kind: 'trade',
      idempotencyKey: tradeReference(guid),
      reference: tradeReference(guid),
      ...legs,
    });
    const executed = outcome.outcome !== 'insufficient_funds';
    const trade: Trade = {
      guid,
      customerGuid,
      quoteGuid,
      symbol: quote.symbol,
      side: quote.side,
      state: executed ? 'settling' : 'failed',
      failureCode: executed ? null : 'non_sufficient_funds',
      receiveAmount: quote.receiveAmount,
      deliverAmount: quote.deliverAmount,
      fee: quote.fee,
      createdAt: now,
      updatedAt: now,
      executedAt: executed ? now : null,
      settlesAt: executed ? addSeconds(now, settlementDelaySeconds) : null,
      completedAt: null,
    };
    await insertTrade(trx, trade);
    return trade;
  }

  async get(customerGuid: string, guid: string): Promise<Trade> {
    const trade = await findTrade(this.deps.db, customerGuid, guid);
    if (trade === undefined) throw new AppError('not_found', 'Trade not found');
    return trade;
  }
}
