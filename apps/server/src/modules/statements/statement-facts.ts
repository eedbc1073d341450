import {
  assetCodeSchema,
  cryptoAssetCodeSchema,
  ledgerExportKindSchema,
  statementPeriodSchema,
} from '@maple/contracts';
import { z } from 'zod';
import { factDigits } from '../documents/document-facts.js';

/**
 * What a statement states (ADR 77, CIRO Rule 3808), frozen when it is asked for: the ledger as
 * it stood at the period's bounds, never as it stands when the file is drawn. Amounts are
 * strings of digits in the asset's minor units (cents for CAD); balances and movements are
 * signed like the ledger's postings.
 */

const signedDigits = z.string().regex(/^-?\d{1,78}$/);

/** An account's balance when the period began and when it ended. */
const balanceSchema = z.strictObject({
  asset: assetCodeSchema,
  opening: signedDigits,
  closing: signedDigits,
});

/**
 * One posting in the period, as the customer's ledger export states it (ADR 71): what moved it,
 * by how much, the balance after it, its CAD value and fee, and for a crypto transfer the
 * network, the transaction hash and the address.
 */
const activitySchema = z.strictObject({
  posted_at: z.iso.datetime(),
  kind: ledgerExportKindSchema,
  asset: assetCodeSchema,
  amount: signedDigits,
  balance_after: signedDigits,
  cad_value_cents: signedDigits.nullable(),
  /** The fee the entry took, already inside `amount`, in `fee_asset`. */
  fee: factDigits.nullable(),
  fee_asset: assetCodeSchema.nullable(),
  network: z.string().nullable(),
  transaction_hash: z.string().nullable(),
  address: z.string().nullable(),
  /** The trade's or transfer's guid. */
  reference: z.string().nullable(),
});

/** Funds set aside at the period's end: a withdrawal on its way, a deposit not yet cleared. */
const holdSchema = z.strictObject({
  asset: assetCodeSchema,
  amount: factDigits,
  /** The transfer it is held for, by guid (or the hold's own reference). */
  reference: z.string(),
  placed_at: z.iso.datetime(),
});

/** A crypto position at the period's end: quantity, market value and book cost. */
const positionSchema = z.strictObject({
  asset: cryptoAssetCodeSchema,
  quantity: factDigits,
  /** The market's mid price per whole unit at the period's end, in cents; null if none known. */
  price_cents: factDigits.nullable(),
  market_value_cents: factDigits.nullable(),
  /** The adjusted cost base of the position (ADR 74), in cents. */
  book_cost_cents: factDigits,
  /** Part of the book cost is a market value standing in for a cost the customer did not state. */
  estimated: z.boolean(),
});

/** The fees paid in one asset: in the period, and from the start of its calendar year. */
const feeSchema = z.strictObject({
  asset: assetCodeSchema,
  period: factDigits,
  year_to_date: factDigits,
});

export const statementFactsSchema = z.strictObject({
  period: statementPeriodSchema,
  starts_at: z.iso.datetime(),
  /** The first instant after the period (exclusive). */
  ends_at: z.iso.datetime(),
  customer_name: z.string(),
  /** Every account the customer had at the period's end, CAD first. */
  balances: z.array(balanceSchema),
  /** Oldest first. */
  activity: z.array(activitySchema),
  holds: z.array(holdSchema),
  positions: z.array(positionSchema),
  fees: z.array(feeSchema),
});
export type StatementFacts = z.infer<typeof statementFactsSchema>;
export type StatementActivity = StatementFacts['activity'][number];
export type StatementPosition = StatementFacts['positions'][number];
