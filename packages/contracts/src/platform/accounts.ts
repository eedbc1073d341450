import { z } from 'zod';
import {
  assetCodeSchema,
  baseUnitsSchema,
  cryptoAssetCodeSchema,
  guidSchema,
  noLabelsSchema,
  timestampSchema,
} from './fields.js';
import { commaList, listSchemaOf, pageQuerySchema } from './lists.js';

/** GET and POST /api/accounts, GET /api/accounts/{account_guid}. */

export const accountTypeSchema = z.enum(['trading', 'fiat'], {
  error: 'type must be trading or fiat',
});

export const accountListQuerySchema = pageQuerySchema.extend({
  guid: commaList(guidSchema, 'account guids to list').optional(),
  type: commaList(accountTypeSchema, 'account types to list').optional(),
  bank_guid: commaList(guidSchema, 'bank guids to list accounts of').optional(),
  customer_guid: commaList(guidSchema, 'customer guids to list accounts of').optional(),
  owner: z
    .enum(['bank', 'customer'], { error: 'owner must be bank or customer' })
    .optional()
    .meta({ description: 'Whose accounts: a customer token sees only customer accounts.' }),
  label: commaList(z.string().min(1).max(64), 'labels to list accounts with').optional(),
  asset: commaList(assetCodeSchema, 'asset codes to list accounts in').optional(),
});

/**
 * The path's guid, as any text (Cybrid's is a plain string): one that is not a guid names no
 * account, so it answers 404, the refusal Cybrid documents for this operation, not a 400.
 */
export const accountParamsSchema = z.object({
  account_guid: z.string().meta({ description: 'The account’s guid.' }),
});

/**
 * Cybrid's PostAccount, narrowed to what a customer may open: a trading account for a coin. A
 * bank names the customer it opens it for in `customer_guid` (docs/decisions/0066).
 */
export const postAccountSchema = z.strictObject({
  type: z.literal('trading', {
    error: 'type must be trading: the CAD fiat account is opened with the customer',
  }),
  customer_guid: guidSchema.nullish(),
  asset: cryptoAssetCodeSchema,
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'name must not be empty' })
    .max(128, { error: 'name must be at most 128 characters' }),
  labels: z.null({ error: 'labels are not supported' }).optional(),
});

/**
 * Cybrid's Account, built with the amount schema of its reader: `platform_balance` counts
 * settling proceeds, `platform_available` is the balance less what is held, and is what a quote,
 * a trade or a withdrawal may spend (docs/decisions/0066).
 */
export const accountSchemaOf = <A extends z.ZodType>(amount: A) =>
  z.strictObject({
    type: accountTypeSchema,
    guid: guidSchema,
    created_at: timestampSchema,
    updated_at: timestampSchema,
    asset: assetCodeSchema,
    name: z.string(),
    bank_guid: guidSchema,
    customer_guid: guidSchema,
    platform_balance: amount.meta({
      description:
        'Everything posted to the account, in base units: the proceeds of trades still settling included.',
    }),
    platform_available: amount.meta({
      description:
        'What can be spent now, in base units: the balance less what is held, that is the proceeds of trades still settling (until they complete) and funds reserved by withdrawals under way. Quotes, trades and withdrawals are checked against it.',
    }),
    state: z.enum(['storing', 'created']),
    labels: noLabelsSchema,
  });

export const accountSchema = accountSchemaOf(baseUnitsSchema);
export const accountListSchemaOf = <A extends z.ZodType>(amount: A) =>
  listSchemaOf(accountSchemaOf(amount));
export const accountListSchema = listSchemaOf(accountSchema);
