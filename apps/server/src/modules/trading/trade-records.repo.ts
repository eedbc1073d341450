import type { TradingSymbol } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { TradeSide } from './trading.tables.js';

/** What a customer's records say of a trade: its price, fee and the amounts it showed. */
export interface TradeRecord {
  guid: string;
  symbol: TradingSymbol;
  side: TradeSide;
  /** The customer's price: CAD per whole unit at the market's price decimals. */
  price: bigint;
  /** CAD cents, inside `deliver` on a buy and taken from the gross on a sale. */
  fee: bigint;
  deliver: bigint;
  receive: bigint;
}

/**
 * The customer's trades among `guids`, by guid, in one statement (the records module's batches,
 * ADR 71); another customer's are left out.
 */
export async function tradeRecords(
  db: Kysely<Schema>,
  customerGuid: string,
  guids: readonly string[],
): Promise<Map<string, TradeRecord>> {
  if (guids.length === 0) return new Map();
  const rows = await db
    .selectFrom('trades as t')
    .innerJoin('quotes as q', 'q.guid', 't.quote_guid')
    .select([
      't.guid',
      't.symbol',
      't.side',
      'q.price',
      'q.fee',
      'q.deliver_amount',
      'q.receive_amount',
    ])
    .where('t.customer_guid', '=', customerGuid)
    .where('t.guid', 'in', [...new Set(guids)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.guid,
      {
        guid: row.guid,
        symbol: row.symbol,
        side: row.side,
        price: BigInt(row.price),
        fee: BigInt(row.fee),
        deliver: BigInt(row.deliver_amount),
        receive: BigInt(row.receive_amount),
      },
    ]),
  );
}
