import type { LimitOrderFailure } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { withinUnitOfWork } from '../../infra/db/unit-of-work.js';
import { AppError } from '../../infra/errors.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { QuoteService } from '../trading/quote.service.js';
import type { TradeService } from '../trading/trade.service.js';
import {
  endOrder,
  holdReference,
  type LimitOrderRow,
  lockOrder,
  reopenOrder,
} from './limit-orders.repo.js';
import { type OrderNoticeDeps, tellEnded } from './order-notices.js';

export interface ExecutionDeps extends OrderNoticeDeps {
  db: Kysely<Schema>;
  clock: Clock;
  jobs: JobQueue;
  quotes: Pick<QuoteService, 'createAll'>;
  trades: Pick<TradeService, 'executeAll'>;
  accounts: Pick<AccountsService, 'ledgerAccountsOf'>;
  ledger: Pick<LedgerService, 'placeHolds' | 'releaseHolds'>;
}

export const executionSchema = z.object({ guid: z.string() });

/**
 * The `execute-limit-order` queue (ADR 82): an order the trigger marked `executing` fills in one
 * transaction — its hold released, a quote at the price now, the limit checked against that
 * quote, the trade — or goes back to waiting with a new hold when the price moved back, or ends
 * `failed` saying why. Run again (a retry, a second job), it finds the order no longer
 * executing and does nothing.
 */
export function registerLimitOrderExecution(deps: ExecutionDeps): JobSender<{ guid: string }> {
  return deps.jobs.register({
    name: 'execute-limit-order',
    policy: 'standard',
    data: executionSchema,
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 60,
    batchSize: 10,
    handle: async ({ data }) => {
      await deps.db.transaction().execute((trx) => executeOrder(deps, trx, data.guid));
    },
  });
}

export async function executeOrder(
  deps: ExecutionDeps,
  trx: Kysely<Schema>,
  guid: string,
): Promise<void> {
  const order = await lockOrder(trx, guid);
  if (order?.state !== 'executing') return;
  const now = deps.clock.now();
  await deps.ledger.releaseHolds(trx, [holdReference(order.guid, order.attempt)]);
  const request = {
    customerGuid: order.customer_guid,
    side: order.side,
    asset: order.asset,
    amount: { deliver: order.amount },
  };
  const [quoted] = await deps.quotes.createAll(trx, [request]);
  if (quoted === undefined) throw new Error('a quote request answered nothing');
  if (!quoted.ok) {
    const delayed = quoted.error instanceof AppError && quoted.error.code === 'service_unavailable';
    if (delayed) return waitAgain(deps, trx, order);
    return fail(deps, trx, order, failureOf(quoted.error));
  }
  const price = quoted.value.price;
  // Never above a buy's limit nor below a sale's: the quote is the price the trade takes.
  if (order.side === 'buy' ? price > order.limit_price : price < order.limit_price) {
    return waitAgain(deps, trx, order);
  }
  const [traded] = await deps.trades.executeAll(trx, [
    { customerGuid: order.customer_guid, quoteGuid: quoted.value.guid },
  ]);
  if (traded === undefined) throw new Error('a trade request answered nothing');
  if (!traded.ok) return fail(deps, trx, order, failureOf(traded.error));
  if (traded.value.state === 'failed') return fail(deps, trx, order, 'insufficient_funds');
  await endOrder(trx, guid, { state: 'filled', tradeGuid: traded.value.guid }, now);
}

/** It reached its price and cannot fill: it ends, saying why (its hold is already released). */
async function fail(
  deps: ExecutionDeps,
  trx: Kysely<Schema>,
  order: LimitOrderRow,
  reason: LimitOrderFailure,
) {
  const now = deps.clock.now();
  await endOrder(trx, order.guid, { state: 'failed', reason }, now);
  await tellEnded(deps, trx, [{ order, end: 'failed', reason }], now);
}

/** The price moved back before the order could fill: it waits again, holding anew. */
async function waitAgain(deps: ExecutionDeps, trx: Kysely<Schema>, order: LimitOrderRow) {
  const attempt = order.attempt + 1;
  const asset = order.side === 'buy' ? 'CAD' : order.asset;
  const [account] = await deps.accounts.ledgerAccountsOf(trx, [
    { customerGuid: order.customer_guid, asset },
  ]);
  if (account === undefined) throw new Error(`order ${order.guid} has no ${asset} account`);
  const held = await withinUnitOfWork(trx, async (uow) => {
    const [outcome] = await deps.ledger.placeHolds(uow, [
      {
        accountId: account.ledgerAccountId,
        amount: order.amount,
        reference: holdReference(order.guid, attempt),
      },
    ]);
    await uow.flush();
    return outcome;
  });
  // What was released a moment ago in this transaction is there to hold again.
  if (held === 'insufficient_funds') throw new Error(`order ${order.guid} could not hold again`);
  await reopenOrder(trx, order.guid, attempt);
}

/** Why a refusal ended the order; anything but a refusal is a fault, and the job retries. */
function failureOf(error: unknown): LimitOrderFailure {
  if (!(error instanceof AppError)) throw error;
  if (error.code === 'unverified_customer') return 'not_verified';
  if (error.code === 'insufficient_balance') return 'insufficient_funds';
  if (error.code.includes('limit')) return 'over_limit';
  return 'refused';
}
