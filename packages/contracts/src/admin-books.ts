import { z } from 'zod';
import { assetCodeSchema, guidSchema } from './platform/fields.js';

/**
 * The books at a glance (`/admin/api/customer-accounts`, `/admin/api/books`, every staff role):
 * customers' accounts with their balances, and per asset the customers' balances against the
 * platform's own accounts. Amounts are strings of digits in the asset's base units. Every answer
 * is `{ data: ... }`.
 */

const digitsSchema = z.string().regex(/^-?\d{1,78}$/);
const baseUnitsInputSchema = z
  .string()
  .regex(/^\d{1,78}$/, { error: 'A whole number of base units' });

export const customerAccountsQuerySchema = z
  .strictObject({
    asset: assetCodeSchema.optional(),
    customer_guid: guidSchema.optional(),
    /** `true`: only accounts whose balance is not zero. */
    funded: z.enum(['true', 'false']).optional(),
    balance_min: baseUnitsInputSchema.optional(),
    balance_max: baseUnitsInputSchema.optional(),
    /** The `next_cursor` of the page before. */
    cursor: z
      .string()
      .regex(/^\d{1,19}$/, { error: 'Not a cursor this list gave' })
      .optional(),
    per_page: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine(
    (query) =>
      query.balance_min === undefined ||
      query.balance_max === undefined ||
      BigInt(query.balance_min) <= BigInt(query.balance_max),
    { error: 'balance_min is above balance_max', path: ['balance_max'] },
  );
export type CustomerAccountsQuery = z.input<typeof customerAccountsQuerySchema>;

export const customerAccountSchema = z.object({
  account_guid: guidSchema,
  customer_guid: guidSchema,
  asset: assetCodeSchema,
  balance: digitsSchema,
  held: digitsSchema,
  available: digitsSchema,
});
export type CustomerAccountView = z.infer<typeof customerAccountSchema>;

export const customerAccountListSchema = z.object({
  per_page: z.number().int(),
  next_cursor: z.string().nullable(),
  objects: z.array(customerAccountSchema),
});
export type CustomerAccountList = z.infer<typeof customerAccountListSchema>;

/** The platform's own accounts of an asset, summed per kind (zero where the asset has none). */
export const platformSideSchema = z.object({
  house: digitsSchema,
  fee: digitsSchema,
  funding: digitsSchema,
  clearing: digitsSchema,
  suspense: digitsSchema,
  loss_recovery: digitsSchema,
  network_fee: digitsSchema,
});
export type PlatformSide = z.infer<typeof platformSideSchema>;

export const assetBooksSchema = z.object({
  asset: assetCodeSchema,
  customers: z.object({ accounts: z.number().int(), balance: digitsSchema, held: digitsSchema }),
  platform: platformSideSchema,
  /**
   * Customers' balances plus every platform account: zero when the books balance (what the
   * customers hold, the platform's accounts owe them).
   */
  difference: digitsSchema,
  balanced: z.boolean(),
});
export type AssetBooks = z.infer<typeof assetBooksSchema>;

export const booksSchema = z.object({
  balanced: z.boolean(),
  assets: z.array(assetBooksSchema),
});
export type Books = z.infer<typeof booksSchema>;

/** The books take no query. */
export const booksQuerySchema = z.strictObject({});

export const customerAccountsPath = '/admin/api/customer-accounts';
export const booksPath = '/admin/api/books';
