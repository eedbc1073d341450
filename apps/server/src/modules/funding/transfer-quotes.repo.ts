import type { Kysely } from 'kysely';
import type { ListKey } from '../../infra/api-kit/merged-list.js';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import { type CryptoQuote, cryptoQuoteOf } from './crypto-quotes.repo.js';
import type { FundingSide } from './funding.tables.js';
import { type FundingQuote, fundingQuoteOf } from './funding-quotes.repo.js';

/**
 * The SQL that reads funding and crypto transfer quotes together, as `/api/quotes` lists and
 * reads them (docs/decisions/0068): a customer's, or with no customer (a bank's read) anyone's.
 */

export type TransferQuote =
  | { productType: 'funding'; quote: FundingQuote }
  | { productType: 'crypto_transfer'; quote: CryptoQuote };

export interface TransferQuoteFilter {
  /** Undefined: every customer's (a bank's list). */
  customerGuids: readonly string[] | undefined;
  guids?: readonly string[] | undefined;
  /** At least one. */
  productTypes: readonly TransferQuote['productType'][];
  sides?: readonly FundingSide[] | undefined;
}

type Row = Parameters<typeof cryptoQuoteOf>[0];

const transferQuoteOf = (row: Row): TransferQuote[] => {
  if (row.product_type === 'funding') {
    return [{ productType: 'funding', quote: fundingQuoteOf(row) }];
  }
  const quote = cryptoQuoteOf(row);
  return quote === undefined ? [] : [{ productType: 'crypto_transfer', quote }];
};

function filtered(db: Kysely<Schema>, filter: TransferQuoteFilter) {
  let query = db
    .selectFrom('funding_quotes')
    .where('product_type', 'in', filter.productTypes)
    // A chain deposit's row records what arrived; nobody asked for it as a quote.
    .where((eb) => eb.or([eb('product_type', '=', 'funding'), eb('side', '=', 'withdrawal')]));
  if (filter.customerGuids !== undefined) {
    query = query.where('customer_guid', 'in', filter.customerGuids);
  }
  if (filter.guids?.length) query = query.where('guid', 'in', filter.guids);
  if (filter.sides?.length) query = query.where('side', 'in', filter.sides);
  return query;
}

/** How many transfer quotes match; with `before`, how many of them come before it (are newer). */
export async function countTransferQuotes(
  db: Kysely<Schema>,
  filter: TransferQuoteFilter,
  before?: ListKey,
): Promise<number> {
  let query = filtered(db, filter);
  if (before !== undefined) {
    query = query.where((eb) =>
      eb(eb.refTuple('issued_at', 'guid'), '>', eb.tuple(before.at, before.guid)),
    );
  }
  const { total } = await query
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return countOf(total);
}

/** A page of transfer quotes, newest first (then by guid, descending), as trading's quotes. */
export async function listTransferQuotes(
  db: Kysely<Schema>,
  filter: TransferQuoteFilter,
  page: { offset: number; limit: number },
): Promise<TransferQuote[]> {
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('issued_at', 'desc')
    .orderBy('guid', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.flatMap(transferQuoteOf);
}

/**
 * A funding or crypto transfer quote by its guid: the customer's, or with no customer anyone's.
 * As before this read, a chain deposit's row is answered too (the deposit's transfer names it).
 */
export async function findTransferQuote(
  db: Kysely<Schema>,
  customerGuid: string | undefined,
  guid: string,
): Promise<TransferQuote | undefined> {
  let query = db.selectFrom('funding_quotes').selectAll().where('guid', '=', guid);
  if (customerGuid !== undefined) query = query.where('customer_guid', '=', customerGuid);
  const row = await query.executeTakeFirst();
  return row === undefined ? undefined : transferQuoteOf(row)[0];
}
