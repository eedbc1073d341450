import { assetCodes, cryptoAssetCodes, maxMinorUnits, tradingSymbols } from '@maple/money';
import { z } from 'zod';

/**
 * The fields every platform (`/api`, Cybrid-compatible) resource shares. Integers on the wire
 * are described as JSON integers (`type: integer`): zod has no JSON Schema for `bigint`, so the
 * schemas that hold one say so in their metadata.
 */

/** Platform resources are named by 32 lower-case hex characters (Cybrid). */
export const guidSchema = z
  .string({ error: 'must be a guid' })
  .regex(/^[0-9a-f]{32}$/, { error: 'must be a guid of 32 lower-case hex characters' });

/**
 * A positive amount in base units, as a request carries it: a JSON integer (read losslessly as
 * bigint) or a string of digits. Fractions, exponents, signs, zero and more than 78 digits are
 * refused.
 */
export const baseUnitsInputSchema = z
  .union(
    [
      z.bigint().meta({ type: 'integer', minimum: 1 }),
      z.string().regex(/^\d{1,78}$/, { error: 'must be a whole number of base units' }),
    ],
    { error: 'must be a whole number of base units' },
  )
  .transform((value) => (typeof value === 'bigint' ? value : BigInt(value)))
  .refine((value) => value > 0n, { error: 'must be greater than zero' })
  .refine((value) => value <= maxMinorUnits, { error: 'is too large' })
  .meta({ description: 'Base units: a JSON integer (any size) or a string of digits.' });

/**
 * An amount in base units as an answer carries it: a JSON integer of any size, which the server
 * writes and a lossless reader reads as bigint. Readers that keep amounts otherwise (the web keeps
 * decimal strings) build the resource schemas below with their own amount schema.
 */
export const baseUnitsSchema = z
  .bigint({ error: 'must be a whole number of base units' })
  .nonnegative()
  .meta({ type: 'integer', minimum: 0 });

/** A count or index (`total`, `page`, `decimals`): a JSON integer, a bigint when read losslessly. */
export const countSchema = z
  .union([z.number().int().nonnegative(), z.bigint().nonnegative()], {
    error: 'must be a whole number',
  })
  .transform(Number)
  .meta({ type: 'integer', minimum: 0 });

/** ISO 8601 in UTC, as every answer writes its times. */
export const timestampSchema = z.iso.datetime();

export const assetCodeSchema = z.enum(assetCodes, {
  error: `asset must be one of ${assetCodes.join(', ')}`,
});

export const cryptoAssetCodeSchema = z.enum(cryptoAssetCodes, {
  error: `asset must be one of ${cryptoAssetCodes.join(', ')}`,
});

/** `BTC-CAD`…: every market is quoted in CAD. */
export const tradingSymbolSchema = z.enum(tradingSymbols, {
  error: `symbol must be one of ${tradingSymbols.join(', ')}`,
});

export const tradeSideSchema = z.enum(['buy', 'sell'], { error: 'side must be buy or sell' });
export type TradeSide = z.output<typeof tradeSideSchema>;

/** The labels Cybrid lets a bank attach; this product attaches none. */
export const noLabelsSchema = z.null().meta({ description: 'Always null: no labels are kept.' });
