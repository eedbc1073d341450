import type { RecurringSkipReason } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import type { FundingQuoteService } from '../funding/funding-quote.service.js';
import type { TransferService } from '../funding/transfer.service.js';
import {
  lockOrder,
  lockRun,
  type RecurringOrderRow,
  type RecurringRunRow,
} from './recurring.repo.js';

export interface RunDepositDeps {
  db: Kysely<Schema>;
  clock: Clock;
  jobs: JobQueue;
  fundingQuotes: Pick<FundingQuoteService, 'create'>;
  transfers: Pick<TransferService, 'create' | 'get'>;
}

/**
 * The `fund-recurring-run` queue (ADR 83): a run of a buy funded by bank starts its EFT deposit
 * from the order's bank account, for the run's amount, under the PAD terms the customer agreed
 * to — a funding quote and a transfer, as the customer's own deposit would be, with every check
 * of one. A refusal (a funding limit, an account no longer usable) is recorded on the run, which
 * is then skipped saying so. Run again, it finds the deposit made and does nothing.
 */
export function registerRunDeposits(deps: RunDepositDeps): JobSender<{ guid: string }> {
  return deps.jobs.register({
    name: 'fund-recurring-run',
    policy: 'standard',
    data: z.object({ guid: z.string() }),
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 60,
    batchSize: 10,
    handle: async ({ data }) => {
      try {
        await deps.db.transaction().execute((trx) => startDeposit(deps, trx, data.guid));
      } catch (error) {
        if (!isRefusal(error)) throw error;
        await deps.db
          .updateTable('recurring_runs')
          .set({ deposit_refusal: error.message })
          .where('guid', '=', data.guid)
          .where('deposit_transfer_guid', 'is', null)
          .execute();
      }
    },
  });
}

const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && error.code !== 'service_unavailable';

async function startDeposit(deps: RunDepositDeps, trx: Kysely<Schema>, guid: string) {
  const found = await trx
    .selectFrom('recurring_runs')
    .select('order_guid')
    .where('guid', '=', guid)
    .executeTakeFirst();
  if (found === undefined) return;
  const order = await lockOrder(trx, found.order_guid);
  const run = await lockRun(trx, guid);
  if (order?.bank_account_guid == null || run === undefined) return;
  const waiting = run.state === 'planned' || run.state === 'executing';
  if (!waiting || run.deposit_transfer_guid !== null || run.deposit_refusal !== null) return;
  const quote = await deps.fundingQuotes.create(trx, {
    customerGuid: order.customer_guid,
    side: 'deposit',
    amount: { deliver: order.amount },
  });
  const transfer = await deps.transfers.create(trx, {
    customerGuid: order.customer_guid,
    quoteGuid: quote.guid,
    rail: 'eft',
    bankAccountGuid: order.bank_account_guid,
  });
  await trx
    .updateTable('recurring_runs')
    .set({ deposit_transfer_guid: transfer.guid })
    .where('guid', '=', guid)
    .execute();
}

/**
 * Why a run funded by bank had not the CAD it needed: its deposit was refused, failed or came
 * back, or had not arrived (or was still held) by its minute. Undefined for a run funded by
 * the balance, or whose deposit was there: the balance itself fell short.
 */
export async function depositShortfall(
  deps: { transfers: Pick<TransferService, 'get'> },
  order: RecurringOrderRow,
  run: RecurringRunRow,
): Promise<RecurringSkipReason | undefined> {
  if (order.funding !== 'bank') return undefined;
  if (run.deposit_refusal !== null) return 'deposit_failed';
  if (run.deposit_transfer_guid === null) return 'deposit_pending';
  const deposit = await deps.transfers.get(order.customer_guid, run.deposit_transfer_guid);
  if (deposit.state === 'failed' || deposit.returnCode !== null) return 'deposit_failed';
  const held =
    deposit.holdSeconds !== null && deposit.holdSeconds > 0 && deposit.holdReleasedAt === null;
  if (deposit.state !== 'completed' || held) return 'deposit_pending';
  return undefined;
}
