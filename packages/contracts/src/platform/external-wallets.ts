import { z } from 'zod';
import { cryptoAssetCodeSchema, guidSchema, timestampSchema } from './fields.js';
import { commaList, listSchemaOf, pageQuerySchema } from './lists.js';

/**
 * /api/external_wallets (Cybrid): a customer's own wallets that crypto withdrawals go to. Adding
 * one is confirmed by a code bound to its asset and address (`confirmation_token`, from
 * `POST /customers/verify-crypto-otp` with `wallet`); it is usable a day later (ADR 21).
 */

export const externalWalletParamsSchema = z.object({ external_wallet_guid: guidSchema });

export const externalWalletStates = [
  'storing',
  'pending',
  'completed',
  'failed',
  'deleting',
  'deleted',
] as const;
export const externalWalletStateSchema = z.enum(externalWalletStates, {
  error: `state must be one of ${externalWalletStates.join(', ')}`,
});
export type ExternalWalletState = z.output<typeof externalWalletStateSchema>;

/**
 * Cybrid's failure codes of external wallets; `customer_action_required` (Cybrid's words for
 * "customer action required") when the customer did not approve a wallet added through `/api`
 * in time (ADR 58).
 */
export const externalWalletFailureCodes = [
  'invalid_address',
  'prohibited_address',
  'customer_action_required',
] as const;
export const externalWalletFailureCodeSchema = z.enum(externalWalletFailureCodes);

export const walletAddressSchema = z
  .string()
  .trim()
  .min(1, { error: 'address is required' })
  .max(512, { error: 'address must be at most 512 characters' });
export const walletTagSchema = z.string().trim().min(1).max(512).nullish();

/** Cybrid's PostExternalWallet for a customer, with this product's confirmation. */
export const postExternalWalletSchema = z.strictObject({
  name: z.string().trim().min(1, { error: 'name is required' }).max(128),
  customer_guid: guidSchema.nullish(),
  counterparty_guid: z.null({ error: 'counterparties are not supported' }).optional(),
  asset: cryptoAssetCodeSchema,
  address: walletAddressSchema,
  tag: walletTagSchema,
  /** XRP without a tag: the customer says the address is their own wallet, not an exchange's. */
  no_tag_own_wallet: z.boolean().optional(),
  /**
   * Maple's own field: the customer's approval of this wallet (its asset, address and tag).
   * Without it, as Cybrid's own body, the wallet is made `pending` and waits for the customer to
   * approve it in the app (ADR 58).
   */
  confirmation_token: z.string().min(1).max(2048).optional().meta({
    description:
      "Maple's own field, optional: the customer's approval of this very wallet (its asset, address and tag). Without it the wallet is created `pending`, receives nothing, and the customer is asked to approve it in the Maple app; unapproved in time, it fails `customer_action_required`.",
  }),
});
export type PostExternalWallet = z.input<typeof postExternalWalletSchema>;

export const externalWalletListQuerySchema = pageQuerySchema.extend({
  owner: z.enum(['bank', 'customer'], { error: 'owner must be bank or customer' }).optional(),
  guid: commaList(guidSchema, 'external wallet guids to list').optional(),
  bank_guid: commaList(guidSchema, 'bank guids to list external wallets of').optional(),
  customer_guid: commaList(guidSchema, 'customer guids to list external wallets of').optional(),
  /** Counterparties are not supported, so no wallet is a counterparty's. */
  counterparty_guid: commaList(
    guidSchema,
    'counterparty guids to list external wallets of',
  ).optional(),
  asset: commaList(cryptoAssetCodeSchema, 'assets to list external wallets of').optional(),
  state: commaList(externalWalletStateSchema, 'states to list').optional(),
});

/**
 * Cybrid's ExternalWallet. When withdrawals to it may start (a day after it was added) is not
 * Cybrid's: the app reads it at `GET /customers/external-wallets/cooldowns` (approvals.ts).
 */
export const externalWalletSchema = z.strictObject({
  guid: guidSchema,
  name: z.string(),
  asset: cryptoAssetCodeSchema,
  environment: z.enum(['sandbox', 'production']),
  bank_guid: guidSchema,
  customer_guid: guidSchema,
  counterparty_guid: z.null(),
  address: z.string(),
  tag: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  state: externalWalletStateSchema,
  failure_code: externalWalletFailureCodeSchema.nullable(),
});
export type ExternalWallet = z.output<typeof externalWalletSchema>;

export const externalWalletListSchema = listSchemaOf(externalWalletSchema);
export type ExternalWalletList = z.output<typeof externalWalletListSchema>;
