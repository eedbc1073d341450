import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { CryptoMailContent, FundingMailContent } from '../notifications/mail-content.js';
import type { FundingContext } from './funding-context.js';

/** A funding e-mail to a customer, linking to the screen of its side. */
export interface FundingMail {
  customerGuid: string;
  screen: 'deposits' | 'withdrawals';
  compose: (name: string, link: string) => FundingMailContent | CryptoMailContent;
}

type MailContext = Pick<FundingContext, 'customers' | 'outbox' | 'clock' | 'publicUrl'>;

/**
 * Queues a funding e-mail to the customer in their language, in the transaction of the change it
 * announces (the outbox), linking to the screen of its side.
 */
export function mailCustomer(
  ctx: MailContext,
  trx: Kysely<Schema>,
  customerGuid: string,
  screen: FundingMail['screen'],
  compose: FundingMail['compose'],
): Promise<void> {
  return mailCustomers(ctx, trx, [{ customerGuid, screen, compose }]);
}

/**
 * Queues many funding e-mails in the caller's transaction, in order: the customers' names,
 * addresses and languages read in two statements and the e-mails written in one, however many a
 * batch of rail steps sends.
 */
export async function mailCustomers(
  ctx: MailContext,
  trx: Kysely<Schema>,
  mails: readonly FundingMail[],
): Promise<void> {
  if (mails.length === 0) return;
  const holders = await ctx.customers.holdersOf(
    trx,
    mails.map((mail) => mail.customerGuid),
  );
  const outgoing = mails.map((mail) => {
    const holder = holders.get(mail.customerGuid);
    if (holder === undefined) throw new Error(`customer ${mail.customerGuid} has no holder`);
    const content = mail.compose(holder.display_name, `${ctx.publicUrl}/${mail.screen}`);
    return { to: holder.email, language: holder.language, content };
  });
  await ctx.outbox.queueAll(trx, outgoing, ctx.clock.now());
}
