import {
  LIMIT_ORDER_MAX_DAYS,
  type LimitOrder,
  type LimitOrderRequest,
  limitOrderRequestSchema,
  MAX_OPEN_LIMIT_ORDERS,
} from '@maple/contracts';
import { isMoneyError, parseAmount, toDecimalString, trimmedDecimalString } from '@maple/money';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { withinUnitOfWork } from '../../infra/db/unit-of-work.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { scaledOf } from '../alerts/alert-figures.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { priceDecimals } from '../market/market-data.js';
import type { TradingGate } from '../trading/trading-rules.js';
import { unverifiedRefusal } from '../trading/trading-rules.js';
import {
  countOpenOrders,
  endOrder,
  expireOrders,
  holdReference,
  insertLimitOrder,
  type LimitOrderRow,
  lockOrder,
  ordersOf,
} from './limit-orders.repo.js';
import { type OrderNoticeDeps, tellEnded } from './order-notices.js';

const DAY_MS = 86_400_000;
/** How many ended orders the list shows after the waiting ones. */
const ENDED_SHOWN = 50;

export interface LimitOrdersDeps extends OrderNoticeDeps {
  db: Kysely<Schema>;
  clock: Clock;
  gate: TradingGate;
  accounts: Pick<AccountsService, 'ledgerAccountsOf'>;
  ledger: Pick<LedgerService, 'placeHolds' | 'releaseHolds'>;
}

type Request = ReturnType<typeof limitOrderRequestSchema.parse>;

const refusedAt = (field: string, message: string) =>
  new AppError('invalid_parameter', message, [{ path: `body.${field}`, message }]);

/**
 * A customer's price-triggered orders (ADR 82): made with what they give held on their account,
 * so an order can always be paid for; cancelled with the hold released. The trigger and the
 * execution are `limit-order-trigger.ts` and `limit-order-execution.ts`.
 */
export class LimitOrders {
  constructor(private readonly deps: LimitOrdersDeps) {}

  /**
   * Makes the order in `trx` (the idempotent POST's transaction): a refusal throws before
   * anything is written, and rolls the transaction back.
   */
  async create(
    trx: Kysely<Schema>,
    customerGuid: string,
    request: LimitOrderRequest,
  ): Promise<LimitOrder> {
    const parsed = limitOrderRequestSchema.parse(request);
    const now = this.deps.clock.now();
    const order = {
      guid: newGuid(),
      customer_guid: customerGuid,
      side: parsed.side,
      asset: parsed.asset,
      amount: amountOf(parsed),
      limit_price: scaledOf(parsed.limit_price, priceDecimals),
      state: 'open' as const,
      attempt: 1,
      expires_at: expiryOf(parsed, now),
      created_at: now,
    };
    // One order at a time per customer: the count and the insert see each other.
    const lock = `limit-orders:${customerGuid}`;
    await sql`SELECT pg_advisory_xact_lock(hashtext(${lock}))`.execute(trx);
    await this.refuseUnlessAllowed(trx, customerGuid);
    await this.hold(trx, order);
    return answerOf(await insertLimitOrder(trx, order));
  }

  async list(customerGuid: string): Promise<LimitOrder[]> {
    return (await ordersOf(this.deps.db, customerGuid, ENDED_SHOWN)).map(answerOf);
  }

  /** Cancels the customer's waiting order and releases its hold; one already filling cannot be. */
  async cancel(customerGuid: string, guid: string): Promise<LimitOrder> {
    const { db, clock, ledger } = this.deps;
    const row = await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, guid, customerGuid);
      if (order === undefined) throw new AppError('not_found', 'No such order');
      if (order.state === 'executing') {
        throw new AppError(
          'conflict',
          'The order is being filled at its price: it cannot be cancelled now',
        );
      }
      if (order.state !== 'open') {
        throw new AppError(
          'conflict',
          `The order has ended (${order.state}): there is nothing to cancel`,
        );
      }
      const now = clock.now();
      await ledger.releaseHolds(trx, [holdReference(order.guid, order.attempt)]);
      await endOrder(trx, order.guid, { state: 'cancelled' }, now);
      return { ...order, state: 'cancelled' as const, ended_at: now };
    });
    return answerOf(row);
  }

  /**
   * Ends the orders past their time, releases their holds and tells their customers (the
   * `expire-limit-orders` job); answers how many ended.
   */
  async expireDue(): Promise<number> {
    const { db, clock, ledger } = this.deps;
    return db.transaction().execute(async (trx) => {
      const now = clock.now();
      const expired = await expireOrders(trx, now);
      await ledger.releaseHolds(
        trx,
        expired.map((order) => order.hold),
      );
      const ended = expired.map((order) => ({ order, end: 'expired' as const, reason: null }));
      await tellEnded(this.deps, trx, ended, now);
      return expired.length;
    });
  }

  private async refuseUnlessAllowed(trx: Kysely<Schema>, customerGuid: string) {
    if ((await this.deps.gate.unverifiedAmong(trx, [customerGuid])).has(customerGuid)) {
      throw unverifiedRefusal();
    }
    if ((await countOpenOrders(trx, customerGuid)) >= MAX_OPEN_LIMIT_ORDERS) {
      throw new AppError(
        'conflict',
        `You have ${MAX_OPEN_LIMIT_ORDERS} orders waiting, the most there can be: cancel one first`,
      );
    }
  }

  /** Holds what the order gives on the customer's account: refused if it is not available. */
  private async hold(
    trx: Kysely<Schema>,
    order: Pick<LimitOrderRow, 'guid' | 'customer_guid' | 'side' | 'asset' | 'amount' | 'attempt'>,
  ) {
    const asset = order.side === 'buy' ? 'CAD' : order.asset;
    const [account] = await this.deps.accounts.ledgerAccountsOf(trx, [
      { customerGuid: order.customer_guid, asset },
    ]);
    if (account === undefined) throw refusedAt('asset', `You have no ${asset} account`);
    const outcome = await withinUnitOfWork(trx, async (uow) => {
      const [held] = await this.deps.ledger.placeHolds(uow, [
        {
          accountId: account.ledgerAccountId,
          amount: order.amount,
          reference: holdReference(order.guid, order.attempt),
        },
      ]);
      await uow.flush();
      return held;
    });
    if (outcome === 'insufficient_funds') {
      throw refusedAt(
        'amount',
        `You do not have ${toDecimalString(order.amount, asset)} ${asset} available`,
      );
    }
  }
}

function amountOf(request: Request): bigint {
  const asset = request.side === 'buy' ? 'CAD' : request.asset;
  try {
    return parseAmount(request.amount, asset);
  } catch (error) {
    if (!isMoneyError(error)) throw error;
    throw refusedAt('amount', `Enter an amount of ${asset} with at most its decimals`);
  }
}

function expiryOf(request: Request, now: Date): Date {
  const latest = new Date(now.getTime() + LIMIT_ORDER_MAX_DAYS * DAY_MS);
  if (request.expires_at === undefined) return latest;
  const at = new Date(request.expires_at);
  if (at <= now) throw refusedAt('expires_at', 'Choose an end in the future');
  if (at > latest) {
    throw refusedAt('expires_at', `An order can wait ${LIMIT_ORDER_MAX_DAYS} days at most`);
  }
  return at;
}

export function answerOf(row: LimitOrderRow): LimitOrder {
  return {
    guid: row.guid,
    side: row.side,
    asset: row.asset,
    amount: toDecimalString(row.amount, row.side === 'buy' ? 'CAD' : row.asset),
    limit_price: trimmedDecimalString(row.limit_price, priceDecimals),
    state: row.state,
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
    triggered_at: row.triggered_at?.toISOString() ?? null,
    ended_at: row.ended_at?.toISOString() ?? null,
    trade_guid: row.trade_guid,
    failure_reason: row.failure_reason,
  };
}
