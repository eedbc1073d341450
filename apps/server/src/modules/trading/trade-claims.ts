import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import { claimQuotes, findQuotes, type Quote } from './quotes.repo.js';
import { assetOfSymbol, unverifiedRefusal } from './trading-rules.js';

/** Claiming the quotes a batch of trades executes. */

export interface TradeRequest {
  customerGuid: string;
  quoteGuid: string;
  /** The bank client whose token asked for the trade, vouching for its customer (ADR 66). */
  attestedBy?: string | undefined;
}

/** A request whose quote this batch has claimed, under the guid its trade will have. */
export interface Claimed extends TradeRequest {
  tradeGuid: string;
  quote: Quote;
  asset: CryptoAssetCode;
}

/** Why a quote could not be claimed: it is not the customer's, it was executed, or it expired. */
function refusalOf(quote: Quote | undefined): AppError {
  if (quote === undefined) return new AppError('not_found', 'Quote not found');
  if (quote.tradeGuid !== null) {
    return new AppError('data_exists', 'The quote has already been executed');
  }
  return new AppError('quote_expired', 'The quote has expired; ask for a new one');
}

/**
 * Claims the quotes of the verified customers' requests in one statement; answers, in the
 * requests' order, each claim or why it was refused (one more statement, only when some were).
 */
export async function claim(
  trx: Kysely<Schema>,
  requests: readonly TradeRequest[],
  unverified: ReadonlySet<string>,
  now: Date,
): Promise<(Claimed | AppError)[]> {
  const planned = requests.map((request) => ({ ...request, tradeGuid: newGuid() }));
  const allowed = planned.filter((plan) => !unverified.has(plan.customerGuid));
  const quotes = await claimQuotes(trx, allowed, now);
  // Two requests for one quote in a batch: the statement gave it to one of them.
  const isClaimed = (plan: (typeof planned)[number]) =>
    quotes.get(plan.quoteGuid)?.tradeGuid === plan.tradeGuid;
  const refused = await findQuotes(
    trx,
    allowed.filter((plan) => !isClaimed(plan)),
  );
  return planned.map((plan) => {
    if (unverified.has(plan.customerGuid)) return unverifiedRefusal();
    const quote = quotes.get(plan.quoteGuid);
    if (quote === undefined || !isClaimed(plan)) return refusalOf(refused.get(plan.quoteGuid));
    const asset = assetOfSymbol(quote.symbol);
    if (asset === undefined) throw new Error(`a quote has the unknown symbol ${quote.symbol}`);
    return { ...plan, quote, asset };
  });
}
