import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { DocumentRequester } from '../documents/documents.service.js';
import type { TradeConfirmationMail } from '../notifications/mail-content.js';
import type { Outbox, OutgoingMail } from '../notifications/outbox.js';
import { toCentsPerUnit } from './pricing.js';
import type { TradeConfirmationDocumentFacts } from './trade-confirmation-document.js';
import { confirmationFacts, type TradeConfirmationFacts } from './trades.repo.js';
import { assetOfSymbol } from './trading-rules.js';

export interface TradeConfirmationDeps {
  customers: Pick<CustomerService, 'holdersOf'>;
  outbox: Outbox;
  /** Where each trade's confirmation document is asked for (ADR 75). */
  documents: DocumentRequester<TradeConfirmationDocumentFacts>;
  /** Where the e-mail's link to the preferences page points. */
  publicUrl: string;
}

/** The confirmation of one trade, in the words of the mail template. */
function contentOf(
  trade: TradeConfirmationFacts,
  name: string,
  publicUrl: string,
): TradeConfirmationMail | undefined {
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
    documentsLink: `${publicUrl}/documents`,
    at: trade.createdAt,
    settingsLink: `${publicUrl}/settings-notifications`,
  };
}

/** The facts a trade's confirmation document states, frozen as it settles. */
function documentFacts(
  trade: TradeConfirmationFacts,
  asset: CryptoAssetCode,
  name: string,
  settledAt: Date,
): TradeConfirmationDocumentFacts {
  const bought = trade.side === 'buy';
  return {
    trade_guid: trade.guid,
    customer_name: name,
    side: trade.side,
    asset,
    quantity: String(bought ? trade.receiveAmount : trade.deliverAmount),
    price: String(trade.price),
    mid_price: String(trade.midPrice),
    spread_bps: trade.spreadBps,
    total_cents: String(bought ? trade.deliverAmount : trade.receiveAmount),
    fee_cents: String(trade.fee),
    executed_at: trade.createdAt.toISOString(),
    settled_at: settledAt.toISOString(),
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
    const eventKey = `trade:${trade.guid}`;
    return [{ to: holder.email, language: holder.language, userId: holder.id, content, eventKey }];
  });
  await deps.outbox.queueAll(trx, mails, now);
  // Every trade is confirmed by a document, whatever the customer's e-mail preferences.
  const documents = trades.flatMap((trade) => {
    const holder = holders.get(trade.customerGuid);
    const asset = assetOfSymbol(trade.symbol);
    if (holder === undefined || asset === undefined) return [];
    const facts = documentFacts(trade, asset, holder.display_name, now);
    const { customerGuid, guid } = trade;
    return [{ customerGuid, subject: guid, language: holder.language, datedAt: now, facts }];
  });
  await deps.documents.request(trx, documents);
}
