import type { LimitOrderFailure } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { Outbox, OutgoingMail } from '../notifications/outbox.js';
import type { LimitOrderRow } from './limit-orders.repo.js';

export interface OrderNoticeDeps {
  customers: Pick<CustomerService, 'holdersOf'>;
  outbox: Pick<Outbox, 'queueAll'>;
  publicUrl: string;
}

export interface EndedOrder {
  order: Pick<
    LimitOrderRow,
    'guid' | 'customer_guid' | 'side' | 'asset' | 'amount' | 'limit_price'
  >;
  end: 'expired' | 'failed';
  reason: LimitOrderFailure | null;
}

/**
 * Tells each customer whose order ended without filling (ADR 82), in the transaction that ended
 * it: a trade notice (ADR 81), so by the channels they chose; an order's end is told once.
 */
export async function tellEnded(
  deps: OrderNoticeDeps,
  trx: Kysely<Schema>,
  ended: readonly EndedOrder[],
  now: Date,
): Promise<void> {
  if (ended.length === 0) return;
  const holders = await deps.customers.holdersOf(trx, [
    ...new Set(ended.map(({ order }) => order.customer_guid)),
  ]);
  const mails = ended.flatMap(({ order, end, reason }): OutgoingMail[] => {
    const holder = holders.get(order.customer_guid);
    if (holder === undefined) return [];
    return [
      {
        to: holder.email,
        language: holder.language,
        userId: holder.id,
        eventKey: `limit-order:${order.guid}:ended`,
        content: {
          template: 'limit_order_ended',
          name: holder.display_name,
          side: order.side,
          asset: order.asset,
          gives: order.side === 'buy' ? 'CAD' : order.asset,
          amount: order.amount,
          limitPrice: order.limit_price,
          end,
          reason,
          link: `${deps.publicUrl}/orders?tab=limit`,
        },
      },
    ];
  });
  await deps.outbox.queueAll(trx, mails, now);
}
