import type { TradingSymbol } from '@maple/money';
import { bearer, type SignedInCustomer } from './flows.js';
import type { TestApp } from './test-app.js';
import { api } from './trading-flows.js';

/** Trades and back office reads for the tests of the back office's trades, books and sales. */

/**
 * A quote and its trade: a buy delivers `amount` CAD cents, a sale `amount` base units of the
 * coin. Answers the trade as /api gave it, failing the test on a refusal.
 */
export async function trade(
  t: TestApp,
  customer: SignedInCustomer,
  symbol: TradingSymbol,
  side: 'buy' | 'sell',
  amount: bigint,
): Promise<Record<string, unknown>> {
  const quote = await api(t, customer.tokens.at, 'POST', '/api/quotes', {
    product_type: 'trading',
    symbol,
    side,
    deliver_amount: amount,
  });
  if (quote.statusCode !== 201) throw new Error(`the quote answered ${quote.body}`);
  const traded = await api(t, customer.tokens.at, 'POST', '/api/trades', {
    quote_guid: quote.json.guid,
  });
  if (traded.statusCode !== 201) throw new Error(`the trade answered ${traded.body}`);
  return traded.json;
}

/** A back office GET with a staff token. */
export const staffGet = (t: TestApp, token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** How many audit rows a staff action has left. */
export async function auditCount(t: TestApp, action: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('audit_events')
    .select('id')
    .where('action', '=', action)
    .execute();
  return rows.length;
}
