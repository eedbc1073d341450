import type { RecurringSkipReason } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { Outbox } from '../notifications/outbox.js';
import type { RecurringOrderRow } from './recurring.repo.js';

export interface RunNoticeDeps {
  customers: Pick<CustomerService, 'holdersOf'>;
  outbox: Pick<Outbox, 'queueAll'>;
  publicUrl: string;
}

export interface SkippedRun {
  day: string;
  reason: RecurringSkipReason;
}

/**
 * Tells the customer of each skipped run of the order (ADR 83), in the transaction that
 * skipped it: a notice of the `recurring` topic (ADR 81), so by the channels they chose; a run
 * is told once (its event key is the order and the day).
 */
export async function tellSkipped(
  deps: RunNoticeDeps,
  trx: Kysely<Schema>,
  order: RecurringOrderRow,
  skipped: readonly SkippedRun[],
  now: Date,
): Promise<void> {
  if (skipped.length === 0) return;
  const holder = (await deps.customers.holdersOf(trx, [order.customer_guid])).get(
    order.customer_guid,
  );
  if (holder === undefined) return;
  const mails = skipped.map(({ day, reason }) => ({
    to: holder.email,
    language: holder.language,
    userId: holder.id,
    eventKey: `recurring-run:${order.guid}:${day}`,
    content: {
      template: 'recurring_run_skipped' as const,
      name: holder.display_name,
      side: order.side,
      asset: order.asset,
      gives: order.side === 'buy' ? ('CAD' as const) : order.asset,
      amount: order.amount,
      frequency: order.frequency,
      day,
      reason,
      limitPrice: order.limit_price,
      link: `${deps.publicUrl}/orders?tab=recurring`,
    },
  }));
  await deps.outbox.queueAll(trx, mails, now);
}
