import { parseTradingSymbol } from '@maple/money';
import { z } from 'zod';
import {
  baseUnitsInputSchema,
  baseUnitsSchema,
  cryptoAssetCodeSchema,
  guidSchema,
  timestampSchema,
  tradeSideSchema,
  tradingSymbolSchema,
} from './fields.js';
import { commaList, listSchemaOf, pageQuerySchema } from './lists.js';

/** POST and GET /api/quotes, GET /api/quotes/{quote_guid}. */

/**
 * The path's guid, as any text (Cybrid's is a plain string): one that is not a guid names no
 * quote, so it answers 404, the refusal Cybrid documents for this operation, not a 400.
 */
export const quoteParamsSchema = z.object({
  quote_guid: z.string().meta({ description: 'The quote’s guid.' }),
});

/**
 * Cybrid's listQuotes filters, over every kind of quote: trading, funding and crypto transfer
 * (docs/decisions/0068); `side` names a trading quote's (buy, sell) or a transfer quote's
 * (deposit, withdrawal).
 */
export const quoteListQuerySchema = pageQuerySchema.extend({
  guid: commaList(guidSchema, 'quote guids to list').optional(),
  product_type: commaList(
    z.enum(['trading', 'funding', 'crypto_transfer'], {
      error: 'product_type must be trading, funding or crypto_transfer',
    }),
    'product types to list',
  ).optional(),
  bank_guid: commaList(guidSchema, 'bank guids to list quotes of').optional(),
  customer_guid: commaList(guidSchema, 'customer guids to list quotes of').optional(),
  side: commaList(
    z.enum(['buy', 'sell', 'deposit', 'withdrawal'], {
      error: 'side must be buy, sell, deposit or withdrawal',
    }),
    'sides to list',
  ).optional(),
});
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;

/** A quote's symbol, read as the crypto asset it trades against CAD. */
const quotedAssetSchema = tradingSymbolSchema.transform((symbol, ctx) => {
  const parsed = parseTradingSymbol(symbol);
  if (parsed === undefined) {
    ctx.addIssue({ code: 'custom', message: `${symbol} is not a trading symbol` });
    return z.NEVER;
  }
  return parsed.base;
});

/**
 * Cybrid's PostQuote for a trading quote: a side, a symbol (read as its crypto asset) and exactly
 * one of `deliver_amount` (what the customer gives) and `receive_amount` (what the customer gets).
 */
export const postQuoteSchema = z
  .strictObject({
    product_type: z
      .literal('trading', { error: 'product_type must be trading' })
      .default('trading'),
    customer_guid: guidSchema.optional(),
    symbol: quotedAssetSchema,
    side: tradeSideSchema,
    receive_amount: baseUnitsInputSchema.optional(),
    deliver_amount: baseUnitsInputSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.receive_amount === undefined) === (body.deliver_amount === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['deliver_amount'],
        message: 'give exactly one of receive_amount and deliver_amount',
      });
    }
  });
export type PostQuote = z.input<typeof postQuoteSchema>;

/** Cybrid's Quote, built with the amount schema of its reader. */
export const quoteSchemaOf = <A extends z.ZodType>(amount: A) =>
  z.strictObject({
    guid: guidSchema,
    product_type: z.literal('trading'),
    bank_guid: guidSchema,
    customer_guid: guidSchema,
    symbol: tradingSymbolSchema,
    side: tradeSideSchema,
    receive_amount: amount,
    deliver_amount: amount,
    fee: amount,
    created_at: timestampSchema,
    updated_at: timestampSchema,
    issued_at: timestampSchema,
    expires_at: timestampSchema,
    trade_guid: guidSchema.nullable(),
  });

export const quoteSchema = quoteSchemaOf(baseUnitsSchema);

/** The sides of a funding quote: CAD in from a bank (`deposit`) or out to one (`withdrawal`). */
export const fundingSideSchema = z.enum(['deposit', 'withdrawal'], {
  error: 'side must be deposit or withdrawal',
});
export type FundingSide = z.output<typeof fundingSideSchema>;

/**
 * Cybrid's PostQuote for a funding quote: CAD, a side and exactly one of `deliver_amount` (what
 * leaves the sender) and `receive_amount` (what reaches the receiver), in cents. The funding
 * limits (docs/product/limits.md) are checked here already, so a screen learns of a refusal before
 * confirming.
 */
export const postFundingQuoteSchema = z
  .strictObject({
    product_type: z.literal('funding', { error: 'product_type must be trading or funding' }),
    customer_guid: guidSchema.optional(),
    asset: z.literal('CAD', { error: 'asset must be CAD' }),
    side: fundingSideSchema,
    receive_amount: baseUnitsInputSchema.optional(),
    deliver_amount: baseUnitsInputSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.receive_amount === undefined) === (body.deliver_amount === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['deliver_amount'],
        message: 'give exactly one of receive_amount and deliver_amount',
      });
    }
  });
export type PostFundingQuote = z.input<typeof postFundingQuoteSchema>;

/**
 * Cybrid's PostQuote for a crypto transfer quote (docs/product/lifecycles.md and
 * docs/product/bank-accounts-and-wallets.md): a withdrawal of a crypto asset to an external wallet,
 * with exactly one of `deliver_amount` (what leaves the customer's account, the network fee
 * included) and `receive_amount` (what reaches the wallet), in the asset's base units. The crypto
 * limit (docs/product/limits.md) is checked here already.
 */
export const postCryptoTransferQuoteSchema = z
  .strictObject({
    product_type: z.literal('crypto_transfer', {
      error: 'product_type must be trading, funding or crypto_transfer',
    }),
    customer_guid: guidSchema.optional(),
    asset: cryptoAssetCodeSchema,
    side: z.literal('withdrawal', { error: 'a crypto transfer quote is a withdrawal' }),
    receive_amount: baseUnitsInputSchema.optional(),
    deliver_amount: baseUnitsInputSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.receive_amount === undefined) === (body.deliver_amount === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['deliver_amount'],
        message: 'give exactly one of receive_amount and deliver_amount',
      });
    }
  });
export type PostCryptoTransferQuote = z.input<typeof postCryptoTransferQuoteSchema>;

/**
 * What `POST /api/quotes` accepts: a trading quote (the default product), a funding quote or a
 * crypto transfer quote, told apart by `product_type`.
 */
export const postAnyQuoteSchema = z.discriminatedUnion('product_type', [
  postQuoteSchema,
  postFundingQuoteSchema,
  postCryptoTransferQuoteSchema,
]);

/** Cybrid's Quote for a funding quote, built with the amount schema of its reader. */
export const fundingQuoteSchemaOf = <A extends z.ZodType>(amount: A) =>
  z.strictObject({
    guid: guidSchema,
    product_type: z.literal('funding'),
    bank_guid: guidSchema,
    customer_guid: guidSchema,
    symbol: z.null(),
    side: fundingSideSchema,
    asset: z.literal('CAD'),
    receive_amount: amount,
    deliver_amount: amount,
    fee: amount,
    created_at: timestampSchema,
    updated_at: timestampSchema,
    issued_at: timestampSchema,
    expires_at: timestampSchema,
    /** The transfer that used the quote; a quote funds one transfer. */
    transfer_guid: guidSchema.nullable(),
  });

export const fundingQuoteSchema = fundingQuoteSchemaOf(baseUnitsSchema);

/**
 * Cybrid's Quote for a crypto transfer: `deliver_amount` = `receive_amount` + `network_fee`
 * (the customer pays the chain's fee, in the asset itself; no platform fee).
 */
export const cryptoTransferQuoteSchemaOf = <A extends z.ZodType>(amount: A) =>
  z.strictObject({
    guid: guidSchema,
    product_type: z.literal('crypto_transfer'),
    bank_guid: guidSchema,
    customer_guid: guidSchema,
    symbol: z.null(),
    side: z.literal('withdrawal'),
    asset: cryptoAssetCodeSchema,
    receive_amount: amount,
    deliver_amount: amount,
    fee: amount,
    network_fee: amount,
    network_fee_asset: cryptoAssetCodeSchema,
    created_at: timestampSchema,
    updated_at: timestampSchema,
    issued_at: timestampSchema,
    expires_at: timestampSchema,
    transfer_guid: guidSchema.nullable(),
  });

export const cryptoTransferQuoteSchema = cryptoTransferQuoteSchemaOf(baseUnitsSchema);

/** What `POST /api/quotes` and `GET /api/quotes/{quote_guid}` answer. */
export const anyQuoteSchemaOf = <A extends z.ZodType>(amount: A) =>
  z.discriminatedUnion('product_type', [
    quoteSchemaOf(amount),
    fundingQuoteSchemaOf(amount),
    cryptoTransferQuoteSchemaOf(amount),
  ]);
export const anyQuoteSchema = anyQuoteSchemaOf(baseUnitsSchema);

/** Cybrid's QuoteList: every kind of quote, newest first (docs/decisions/0068). */
export const quoteListSchema = listSchemaOf(anyQuoteSchema);

/**
 * The sentences a trading quote's amount is refused with (400 `invalid_parameter`, Cybrid's code
 * for both, ADR 66): below the minimum (followed by the minimum), or buying nothing after the
 * fee. The app tells them from other refusals by these and says them in the customer's language.
 */
export const amountRefusals = {
  belowMinimum: 'The trade is below the minimum of CAD ',
  tooSmall: 'The amount is too small to trade after the fee',
} as const;

export const isAmountRefusal = (message: string): boolean =>
  message.startsWith(amountRefusals.belowMinimum) || message.startsWith(amountRefusals.tooSmall);
