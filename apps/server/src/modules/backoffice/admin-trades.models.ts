import type {
  AdminTrade,
  adminTradeExportQuerySchema,
  adminTradeTotalsSchema,
  LedgerEntryView,
} from '@maple/contracts';
import type { z } from 'zod';
import type { JournalEntry } from '../ledger/ledger.service.js';
import type { AdminTradeFilter, TradeCursor, TradeTotals } from '../trading/admin-trades.js';
import type { NamedTrade } from './admin-trades.service.js';

/** The back office's trades as packages/contracts admin-trades.ts shapes them. */

export function tradeFilterOf(
  query: z.output<typeof adminTradeExportQuerySchema>,
): AdminTradeFilter {
  return {
    customerGuid: query.customer_guid,
    symbols: query.symbol === undefined ? undefined : [query.symbol],
    sides: query.side === undefined ? undefined : [query.side],
    states: query.state === undefined ? undefined : [query.state],
    createdFrom: query.created_from === undefined ? undefined : new Date(query.created_from),
    createdTo: query.created_to === undefined ? undefined : new Date(query.created_to),
    cadMin: query.cad_min === undefined ? undefined : BigInt(query.cad_min),
    cadMax: query.cad_max === undefined ? undefined : BigInt(query.cad_max),
  };
}

export const cursorText = (cursor: TradeCursor): string => `${cursor.createdAt}_${cursor.guid}`;

/** The cursor a page answered (the contract has checked its shape). */
export function cursorOf(text: string | undefined): TradeCursor | undefined {
  if (text === undefined) return undefined;
  const [createdAt = '', guid = ''] = text.split('_');
  return { createdAt, guid };
}

export function adminTradeModel({ trade, customer }: NamedTrade): AdminTrade {
  return {
    guid: trade.guid,
    customer_guid: trade.customerGuid,
    customer_name: customer?.name ?? null,
    customer_email: customer?.email ?? null,
    symbol: trade.symbol,
    side: trade.side,
    state: trade.state,
    failure_code: trade.failureCode,
    receive_amount: trade.receiveAmount.toString(),
    deliver_amount: trade.deliverAmount.toString(),
    fee: trade.fee.toString(),
    cad_amount: (trade.side === 'buy' ? trade.deliverAmount : trade.receiveAmount).toString(),
    created_at: trade.createdAt.toISOString(),
    settles_at: trade.settlesAt?.toISOString() ?? null,
    completed_at: trade.completedAt?.toISOString() ?? null,
  };
}

export const totalsModel = (totals: TradeTotals): z.infer<typeof adminTradeTotalsSchema> => ({
  count: totals.count,
  capped: totals.capped,
  buys: totals.buys,
  sells: totals.sells,
  cad_amount: totals.cad.toString(),
  fees: totals.fees.toString(),
});

export function entryModel(entry: JournalEntry): LedgerEntryView {
  const sums = new Map<string, bigint>();
  for (const posting of entry.postings) {
    sums.set(posting.asset, (sums.get(posting.asset) ?? 0n) + posting.amount);
  }
  return {
    id: entry.id.toString(),
    kind: entry.kind,
    reference: entry.reference,
    created_at: entry.createdAt.toISOString(),
    balanced: entry.postings.length >= 2 && [...sums.values()].every((sum) => sum === 0n),
    postings: entry.postings.map((posting) => ({
      account_code: posting.accountCode,
      account_kind: posting.accountKind,
      asset: posting.asset,
      amount: posting.amount.toString(),
    })),
  };
}
