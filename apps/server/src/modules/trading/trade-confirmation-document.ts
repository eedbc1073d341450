import { cryptoAssetCodes, formatAmount, scaledDecimalString, toDecimalString } from '@maple/money';
import { z } from 'zod';
import { factDigits, torontoMoment } from '../documents/document-facts.js';
import type { CsvTable, DocumentMaker } from '../documents/document-maker.js';
import type { DocumentLanguage, DocumentSpec } from '../documents/pdf/document-spec.js';
import { priceDecimals } from '../market/market-data.js';
import { spreadCents, toCentsPerUnit } from './pricing.js';
import { tradeConfirmationWords } from './trade-confirmation-words.js';

/**
 * What a trade's confirmation states (CIRO Rule 3816's facts, adapted to crypto), frozen when
 * the trade settles. Amounts are strings of digits: crypto in the asset's minor units, CAD in
 * cents, prices in CAD per whole unit at the market's price decimals.
 */
export const tradeConfirmationDocumentSchema = z.strictObject({
  trade_guid: z.string(),
  customer_name: z.string(),
  side: z.enum(['buy', 'sell']),
  asset: z.enum(cryptoAssetCodes),
  quantity: factDigits,
  price: factDigits,
  mid_price: factDigits,
  spread_bps: z.number().int().min(0).max(10_000),
  /** What the customer paid (a buy) or received (a sale), the fee included. */
  total_cents: factDigits,
  fee_cents: factDigits,
  executed_at: z.iso.datetime(),
  settled_at: z.iso.datetime(),
});
export type TradeConfirmationDocumentFacts = z.infer<typeof tradeConfirmationDocumentSchema>;

/** The figures a confirmation states, worked out from its facts with bigints only. */
function figuresOf(facts: TradeConfirmationDocumentFacts) {
  const bought = facts.side === 'buy';
  const total = BigInt(facts.total_cents);
  const fee = BigInt(facts.fee_cents);
  const units = BigInt(facts.quantity);
  const price = BigInt(facts.price);
  return {
    bought,
    units,
    // A buy's total is the consideration and the fee; a sale's, the consideration less it.
    consideration: bought ? total - fee : total + fee,
    total,
    fee,
    // In cents, rounded as /api/prices rounds the price of that side.
    priceCents: toCentsPerUnit(price, facts.side),
    midCents: toCentsPerUnit(BigInt(facts.mid_price), facts.side),
    spread: spreadCents(facts.asset, units, price, BigInt(facts.mid_price)),
  };
}

function spec(facts: TradeConfirmationDocumentFacts, language: DocumentLanguage): DocumentSpec {
  const words = tradeConfirmationWords[language];
  const { labels } = words;
  const f = figuresOf(facts);
  const cad = (cents: bigint) => formatAmount(cents, 'CAD', language);
  return {
    language,
    title: words.title(f.bought, facts.asset),
    datedAt: new Date(facts.settled_at),
    footer: 'Maple Exchange',
    blocks: [
      { kind: 'paragraph', text: words.intro(facts.customer_name) },
      { kind: 'heading', text: words.heading.trade },
      {
        kind: 'facts',
        facts: [
          { label: labels.order, value: facts.trade_guid },
          { label: labels.executedAt, value: torontoMoment(facts.executed_at, language) },
          { label: labels.settledAt, value: torontoMoment(facts.settled_at, language) },
          { label: labels.side, value: words.sides[facts.side] },
          { label: labels.asset, value: facts.asset },
          {
            label: labels.quantity,
            value: formatAmount(f.units, facts.asset, language, {
              precision: 'full',
              withCode: true,
            }),
          },
          { label: labels.capacity, value: words.capacity },
          { label: labels.settlement, value: words.settlement(f.bought, facts.asset) },
        ],
      },
      { kind: 'heading', text: words.heading.amounts },
      {
        kind: 'facts',
        facts: [
          { label: labels.price, value: cad(f.priceCents) },
          { label: labels.consideration, value: cad(f.consideration) },
          { label: labels.fee, value: cad(f.fee) },
          { label: labels.total(f.bought), value: cad(f.total) },
          { label: labels.midPrice, value: cad(f.midCents) },
          {
            label: labels.spread,
            value: words.spreadValue(cad(f.spread), String(facts.spread_bps)),
          },
        ],
      },
      { kind: 'heading', text: words.heading.notice },
      { kind: 'paragraph', text: words.registration },
      { kind: 'paragraph', text: words.keep },
    ],
  };
}

/** One line with the same figures, in whole units and dollars, for a spreadsheet or a tax tool. */
function csv(facts: TradeConfirmationDocumentFacts): CsvTable {
  const f = figuresOf(facts);
  const dollars = (cents: bigint) => toDecimalString(cents, 'CAD');
  return {
    columns: [
      'order_id',
      'executed_at',
      'settled_at',
      'side',
      'asset',
      'quantity',
      'price_cad',
      'consideration_cad',
      'fee_cad',
      'total_cad',
      'mid_price_cad',
      'spread_cad',
      'spread_bps',
      'capacity',
    ],
    rows: [
      [
        facts.trade_guid,
        facts.executed_at,
        facts.settled_at,
        facts.side,
        facts.asset,
        toDecimalString(f.units, facts.asset),
        scaledDecimalString(BigInt(facts.price), priceDecimals),
        dollars(f.consideration),
        dollars(f.fee),
        dollars(f.total),
        scaledDecimalString(BigInt(facts.mid_price), priceDecimals),
        dollars(f.spread),
        String(facts.spread_bps),
        'principal',
      ],
    ],
  };
}

/** The trade confirmation, as the documents module draws it (ADR 75). */
export const tradeConfirmationMaker: DocumentMaker<TradeConfirmationDocumentFacts> = {
  kind: 'trade_confirmation',
  facts: tradeConfirmationDocumentSchema,
  spec,
  csv,
  filename: (subject) => `maple-trade-confirmation-${subject}`,
};
