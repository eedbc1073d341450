import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { OptionalMail } from '../notifications/mail-content.js';
import type { Outbox, OutgoingMail } from '../notifications/outbox.js';
import { toCentsPerUnit } from './pricing.js';
import { confirmationFacts, type TradeConfirmationFacts } from './trades.repo.js';
import { assetOfSymbol } from './trading-rules.js';

export interface TradeConfirmationDeps {
  customers: Pick<CustomerService, 'holdersOf'>;
  outbox: Outbox;
  /** Where the e-mail's link to the preferences page points. */
  publicUrl: string;
}

/** The confirmation of one trade, in the words of the mail template. */
function contentOf(
  trade: TradeConfirmationFacts,
  name: string,
  publicUrl: string,
): OptionalMail | undefined {
  const asset = assetOfSymbol(trade.symbol);
  if (asset === undefined) return undefined;
  const bought = trade.side === 'buy';
  return {
    template: 'trade_confirmation',
    name,
    side: trade.side,
    asset,
    cryptoAmount: bought ? trade.receiveAmount : trade.deliverAmount,
    cadAmount: bought ? trade.deliverAmount : trade.receiveAmount,
    fee: trade.fee,
    // In cents, rounded as /api/prices rounds the price of that side.
    price: toCentsPerUnit(trade.price, trade.side),
    reference: trade.guid,
    at: trade.createdAt,
    preferencesLink: `${publicUrl}/settings-preferences`,
  };
}

/**
 * Queues the confirmation e-mail of each trade just completed (docs/product/lifecycles.md), through
 * the outbox in the transaction that completes them: the mail commits or vanishes with the state
 * change, and a trade completes once, so it is confirmed once. The outbox leaves out a customer who
 * turned trade confirmations off; each mail is in its customer's language. However many trades, the
 * holders are read and the mails written in a few statements.
 */
export async function queueTradeConfirmations(
  deps: TradeConfirmationDeps,
  trx: Kysely<Schema>,
  guids: readonly string[],
  now: Date,
): Promise<void> {
  const trades = await confirmationFacts(trx, guids);
  if (trades.length === 0) return;
  const holders = await deps.customers.holdersOf(trx, [
    ...new Set(trades.map((trade) => trade.customerGuid)),
  ]);
  const mails = trades.flatMap((trade): OutgoingMail[] => {
    const holder = holders.get(trade.customerGuid);
    const content = holder && contentOf(trade, holder.display_name, deps.publicUrl);
    if (holder === undefined || content === undefined) return [];
    return [{ to: holder.email, language: holder.language, userId: holder.id, content }];
  });
  await deps.outbox.queueAll(trx, mails, now);
}
