import { z } from 'zod';
import { cryptoAssetCodeSchema, guidSchema, noLabelsSchema, timestampSchema } from './fields.js';
import { commaList, listSchemaOf, pageQuerySchema } from './lists.js';

/**
 * /api/deposit_addresses (Cybrid): where a customer sends crypto to their trading account. One
 * address per trading account: asking again answers the same one (ADR 21).
 */

export const depositAddressParamsSchema = z.object({ deposit_address_guid: guidSchema });

export const depositAddressStates = ['storing', 'created'] as const;
export const depositAddressStateSchema = z.enum(depositAddressStates);

/** Cybrid's PostDepositAddress: the trading account; labels are not kept. */
export const postDepositAddressSchema = z.strictObject({
  account_guid: guidSchema,
  labels: z.null({ error: 'labels are not supported' }).optional(),
});
export type PostDepositAddress = z.input<typeof postDepositAddressSchema>;

export const depositAddressListQuerySchema = pageQuerySchema.extend({
  guid: commaList(guidSchema, 'deposit address guids to list').optional(),
  bank_guid: commaList(guidSchema, 'bank guids to list deposit addresses of').optional(),
  customer_guid: commaList(guidSchema, 'customer guids to list deposit addresses of').optional(),
  label: commaList(z.string().min(1).max(64), 'labels to list deposit addresses with').optional(),
});

/** Cybrid's DepositAddress. */
export const depositAddressSchema = z.strictObject({
  guid: guidSchema,
  bank_guid: guidSchema,
  customer_guid: guidSchema,
  account_guid: guidSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  asset: cryptoAssetCodeSchema,
  state: depositAddressStateSchema,
  address: z.string(),
  /** `standard` (native segwit, cashaddr, EIP-55, XRP classic); `legacy` is never issued. */
  format: z.enum(['standard', 'legacy']),
  /** XRP's destination tag, which a deposit must carry; absent for the other assets. */
  tag: z.string().optional(),
  labels: noLabelsSchema,
});
export type DepositAddress = z.output<typeof depositAddressSchema>;

export const depositAddressListSchema = listSchemaOf(depositAddressSchema);
export type DepositAddressList = z.output<typeof depositAddressListSchema>;
