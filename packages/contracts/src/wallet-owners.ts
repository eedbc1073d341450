import { z } from 'zod';
import { dataOf } from './customers.js';
import { guidSchema } from './platform/fields.js';

/**
 * Whose wallet each of the customer's external wallets is (docs/product/tax.md, "What is a
 * disposition"): a withdrawal to the customer's `own` wallet is not a disposition, one to a
 * `third_party`'s is; null until the customer says. Kept off `/api`, whose ExternalWallet
 * declares no such field: `GET /customers/external-wallets/owners` and
 * `PUT /customers/external-wallets/{guid}/owner`.
 */
export const walletOwnerSchema = z.enum(['own', 'third_party']);
export type WalletOwner = z.infer<typeof walletOwnerSchema>;

export const statedWalletOwnerSchema = z.strictObject({
  external_wallet_guid: guidSchema,
  owner: walletOwnerSchema.nullable(),
});
export type StatedWalletOwner = z.infer<typeof statedWalletOwnerSchema>;
export const walletOwnersAnswerSchema = dataOf(z.array(statedWalletOwnerSchema));

/** The body of the PUT: whose it is, or null to say nothing (the tax year then assumes a sale). */
export const walletOwnerRequestSchema = z.strictObject({
  owner: walletOwnerSchema.nullable(),
});
export type WalletOwnerRequest = z.infer<typeof walletOwnerRequestSchema>;
