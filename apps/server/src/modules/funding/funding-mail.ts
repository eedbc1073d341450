import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { IdentityUser } from '../identity/identity.service.js';
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
 * Queues many funding e-mails in the caller's transaction, one after the other; a customer's
 * name, address and language are read once however many of their e-mails a batch of rail steps
 * sends.
 */
export async function mailCustomers(
  ctx: MailContext,
  trx: Kysely<Schema>,
  mails: readonly FundingMail[],
): Promise<void> {
  const holders = new Map<string, IdentityUser>();
  for (const mail of mails) {
    const holder =
      holders.get(mail.customerGuid) ?? (await ctx.customers.holderOf(trx, mail.customerGuid));
    holders.set(mail.customerGuid, holder);
    const content = mail.compose(holder.display_name, `${ctx.publicUrl}/${mail.screen}`);
    await ctx.outbox.queue(
      trx,
      { to: holder.email, language: holder.language, content },
      ctx.clock.now(),
    );
  }
}
