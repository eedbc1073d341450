import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { FundingMailContent } from '../notifications/mail-content.js';
import type { FundingContext } from './funding-context.js';

/**
 * Queues a funding e-mail to the customer in their language, in the transaction of the change it
 * announces (the outbox), linking to the screen of its side.
 */
export async function mailCustomer(
  ctx: Pick<FundingContext, 'customers' | 'outbox' | 'clock' | 'publicUrl'>,
  trx: Kysely<Schema>,
  customerGuid: string,
  screen: 'deposits' | 'withdrawals',
  compose: (name: string, link: string) => FundingMailContent,
): Promise<void> {
  const holder = await ctx.customers.holderOf(trx, customerGuid);
  const content = compose(holder.display_name, `${ctx.publicUrl}/${screen}`);
  await ctx.outbox.queue(
    trx,
    { to: holder.email, language: holder.language, content },
    ctx.clock.now(),
  );
}
