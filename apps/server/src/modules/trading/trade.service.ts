import { type AssetCode, isCryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { ItemOutcome } from '../../infra/db/batch-queue.js';
import type { Schema } from '../../infra/db/schema.js';
import { withinUnitOfWork } from '../../infra/db/unit-of-work.js';
import { AppError } from '../../infra/errors.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import {
  accountKey,
  type KnownAccount,
  LedgerAccountDirectory,
} from '../accounts/ledger-account-directory.js';
import type { AuditService } from '../audit/audit.service.js';
import type { LedgerService, PlatformAccounts } from '../ledger/ledger.service.js';
import type { CheckedUsage } from '../limits/limits.service.js';
import { findQuote } from './quotes.repo.js';
import { addSales } from './sales-aggregates.repo.js';
import { batchSales } from './sales-figures.js';
import { recordAttestedTrades } from './trade-attestations.js';
import { type Claimed, claim, type TradeRequest } from './trade-claims.js';
import { investmentsOf, refuseOverLimits, type TradeLimits } from './trade-investments.js';
import { legsOf, newTrade, tradeReference } from './trade-legs.js';
import {
  findTrade,
  insertTrades,
  isQuoteExpiredAtCommit,
  listTrades,
  type Trade,
  type TradeFilter,
} from './trades.repo.js';
import { symbolOf, type TradingGate } from './trading-rules.js';

export type { TradeRequest } from './trade-claims.js';
export { tradeReference } from './trade-legs.js';

/** Which trades to list: the repo's filter, and the accounts the trades moved. */
export interface TradeListFilter extends Omit<TradeFilter, 'moved'> {
  accountGuids?: readonly string[];
}

export interface TradeServiceDeps {
  db: Kysely<Schema>;
  clock: Clock;
  ledger: LedgerService;
  accounts: AccountsService;
  settlementDelaySeconds: number;
  /** Only verified customers trade. */
  gate: TradingGate;
  /**
   * The investment limit on net purchases of non-specified crypto assets (docs/product/limits.md).
   */
  limits: TradeLimits;
  /** Settlement (settlement.ts) schedules the job that completes the trades. */
  settlement: { scheduleFor(db: Kysely<Schema>, settlesAt: Date): Promise<void> };
  /** Where the trades a bank's token asks for are recorded (ADR 66). */
  audit: Pick<AuditService, 'record'>;
}

/** The platform's side of a batch's postings: its accounts, and the house shards it locked. */
interface HouseSide {
  platform: PlatformAccounts;
  houses: ReadonlyMap<AssetCode, bigint>;
}

/**
 * Executing quotes (docs/product/pricing.md and docs/product/lifecycles.md; docs/trading.md).
 * Trades run in batches inside one transaction (docs/decisions/0049): each quote is claimed (once,
 * ever), the funds move through the ledger, and each trade is stored as `settling` with its
 * proceeds held, its settlement job sent — or as `failed` with `non_sufficient_funds`, nothing
 * moved. A refused request writes nothing.
 */
export class TradeService {
  private readonly directory: LedgerAccountDirectory;

  constructor(private readonly deps: TradeServiceDeps) {
    this.directory = new LedgerAccountDirectory(deps.accounts);
  }

  /**
   * Executes the requests as if one after the other, in a few statements whatever their number;
   * answers a trade or a refusal per request, in order.
   */
  async executeAll(
    trx: Kysely<Schema>,
    requests: readonly TradeRequest[],
  ): Promise<ItemOutcome<Trade>[]> {
    const now = this.deps.clock.now();
    const unverified = await this.deps.gate.unverifiedAmong(
      trx,
      requests.map((request) => request.customerGuid),
    );
    const { plans, record } = await refuseOverLimits(
      trx,
      this.deps.limits,
      await claim(trx, requests, unverified, now),
    );
    const claimed = plans.filter((plan): plan is Claimed => !(plan instanceof AppError));
    const { ledger } = this.deps;
    const side: HouseSide = {
      houses: await ledger.lockFreeHouseShards(trx, [
        ...new Set(claimed.flatMap(({ asset }) => ['CAD' as const, asset])),
      ]),
      platform: await ledger.platformAccounts(trx),
    };
    const funded = await this.post(trx, claimed, side);
    const trades = await insertTrades(
      trx,
      claimed.map((request, index) => newTrade(request, funded[index] === true)),
      { now, settlementDelaySeconds: this.deps.settlementDelaySeconds },
    );
    const byGuid = new Map(trades.map((trade) => [trade.guid, trade]));
    await this.recordExecuted(trx, { claimed, trades, byGuid, record, side });

    return plans.map((plan): ItemOutcome<Trade> => {
      if (plan instanceof AppError) return { ok: false, error: plan };
      const trade = byGuid.get(plan.tradeGuid);
      if (trade === undefined) throw new Error('a claimed quote has no trade');
      return { ok: true, value: trade };
    });
  }

  /** Posts the claimed trades' legs; answers, per trade in order, whether the funds were there. */
  private async post(
    trx: Kysely<Schema>,
    claimed: readonly Claimed[],
    { houses, platform }: HouseSide,
  ): Promise<boolean[]> {
    const accounts = await this.accountsOf(trx, claimed);
    const posted = await this.deps.ledger.post(
      trx,
      claimed.map(({ customerGuid, quote, asset, tradeGuid }) => ({
        kind: 'trade' as const,
        idempotencyKey: tradeReference(tradeGuid),
        reference: tradeReference(tradeGuid),
        ...legsOf(
          quote,
          asset,
          (code) => accounts.get(accountKey({ customerGuid, asset: code }))?.ledgerAccountId,
          houses,
          platform,
          tradeGuid,
        ),
      })),
    );
    return posted.map((entry) => entry.outcome !== 'insufficient_funds');
  }

  /**
   * What goes with the stored trades, in their transaction: the investment limit's usage and the
   * sales of those that executed, the bank attestations, and the settlement job.
   */
  private async recordExecuted(
    trx: Kysely<Schema>,
    batch: {
      claimed: readonly Claimed[];
      trades: readonly Trade[];
      byGuid: ReadonlyMap<string, Trade>;
      record: CheckedUsage['record'];
      side: HouseSide;
    },
  ): Promise<void> {
    const { claimed, trades, byGuid, record, side } = batch;
    // A trade that failed for want of funds bought or sold nothing.
    await withinUnitOfWork(trx, async (uow) => {
      record(
        uow,
        investmentsOf(claimed.filter((plan) => byGuid.get(plan.tradeGuid)?.state !== 'failed')),
      );
      await uow.flush();
    });
    const { shard, sales } = batchSales(trades, claimed, {
      shards: side.platform.CAD.house,
      locked: side.houses.get('CAD'),
    });
    await addSales(trx, shard, sales);
    await recordAttestedTrades(this.deps.audit, trx, claimed, byGuid);
    // The batch's trades share one settlement time, so one job (one statement) settles them.
    const settlesAt = trades.find((trade) => trade.settlesAt !== null)?.settlesAt;
    if (settlesAt) await this.deps.settlement.scheduleFor(trx, settlesAt);
  }

  /**
   * The ledger accounts the claimed trades move. A customer without one is rare (sign-up opens
   * every account), so it throws: the batch then retries its trades one by one, and only that
   * one is refused, its claim undone with the rest of its transaction. Cybrid's trade failure
   * `unsupported` ("the trading pair is not supported for this customer") says it, as the 400
   * `invalid_value` createTrade documents (ADR 69).
   */
  private async accountsOf(
    trx: Kysely<Schema>,
    claimed: readonly Claimed[],
  ): Promise<Map<string, KnownAccount>> {
    const wanted = claimed.flatMap(({ customerGuid, asset }) => [
      { customerGuid, asset: 'CAD' as const },
      { customerGuid, asset },
    ]);
    const found = await this.directory.of(trx, wanted);
    const missing = wanted.find((want) => !found.has(accountKey(want)));
    if (missing !== undefined) {
      throw new AppError(
        'invalid_value',
        `The customer has no ${missing.asset} account to trade with; open one with POST /api/accounts`,
        undefined,
        400,
      );
    }
    return found;
  }

  /**
   * What a request is told when its batch's COMMIT was refused because its quote expired by the
   * database's clock while the transaction stalled (docs/decisions/0013); undefined for any
   * other failure.
   */
  refusalAtCommit(error: unknown): AppError | undefined {
    return isQuoteExpiredAtCommit(error)
      ? new AppError(
          'quote_expired',
          'The quote expired before the trade completed; ask for a new one',
        )
      : undefined;
  }

  /**
   * The customer a bank's trade is for (ADR 66): its quote's, as Cybrid's body names no
   * customer. A quote that does not exist answers 404 before anything is written.
   */
  async customerOfQuote(quoteGuid: string): Promise<string> {
    const quote = await findQuote(this.deps.db, undefined, quoteGuid);
    if (quote === undefined) throw new AppError('not_found', 'Quote not found');
    return quote.customerGuid;
  }

  /** The customer's trade; with no customer (a bank's read, ADR 66), anyone's. */
  async get(customerGuid: string | undefined, guid: string): Promise<Trade> {
    const trade = await findTrade(this.deps.db, customerGuid, guid);
    if (trade === undefined) throw new AppError('not_found', 'Trade not found');
    return trade;
  }

  /**
   * A page of trades, newest first. `accountGuids` keeps the trades that moved those accounts
   * (of the customers listed): every trade moves its customer's CAD account, a coin account
   * only its market's trades, and an account outside the list none.
   */
  async list(
    filter: TradeListFilter,
    page: { offset: number; limit: number },
  ): Promise<{ trades: Trade[]; total: number }> {
    const { accountGuids, ...rest } = filter;
    const { db, accounts } = this.deps;
    if (accountGuids === undefined) return listTrades(db, rest, page);
    const owned = await accounts.ownedAmong(db, rest.customerGuid, accountGuids);
    if (owned.length === 0) return { trades: [], total: 0 };
    const moved = owned.map(({ customerGuid, asset }) => ({
      customerGuid,
      symbol: isCryptoAssetCode(asset) ? symbolOf(asset) : undefined,
    }));
    return listTrades(db, { ...rest, moved }, page);
  }
}
