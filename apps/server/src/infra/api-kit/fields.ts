import { maxMinorUnits } from '@maple/money';
import { z } from 'zod';

/** Platform resources are named by 32 lower-case hex characters (Cybrid). */
export const guidSchema = z
  .string({ error: 'must be a guid' })
  .regex(/^[0-9a-f]{32}$/, { error: 'must be a guid of 32 lower-case hex characters' });

/**
 * A positive amount in base units: a JSON integer (read losslessly as bigint) or a string of
 * digits. Fractions, exponents, signs, zero and more than 78 digits are refused.
 */
export const baseUnitsSchema = z
  .union(
    [z.bigint(), z.string().regex(/^\d{1,78}$/, { error: 'must be a whole number of base units' })],
    {
      error: 'must be a whole number of base units',
    },
  )
  .transform((value) => (typeof value === 'bigint' ? value : BigInt(value)))
  .refine((value) => value > 0n, { error: 'must be greater than zero' })
  .refine((value) => value <= maxMinorUnits, { error: 'is too large' });
