import { z } from 'zod';
import { walletAddressSchema, walletTagSchema } from './platform/external-wallets.js';
import { cryptoAssetCodeSchema } from './platform/fields.js';

/**
 * `POST /customers/check-wallet` (docs/product/interfaces.md and
 * docs/product/bank-accounts-and-wallets.md): is this an address of the asset's chain on the
 * platform's network, with a valid XRP tag, and not on the deny list? A refusal is a 422 whose
 * `code` says why: `invalid_address` or `prohibited_address`; `details` name the field.
 */
export const walletCheckRequestSchema = z.strictObject({
  asset: cryptoAssetCodeSchema,
  address: walletAddressSchema,
  tag: walletTagSchema,
});
export type WalletCheckRequest = z.input<typeof walletCheckRequestSchema>;

export const walletCheckSchema = z.object({
  asset: cryptoAssetCodeSchema,
  /** The address as it will be stored: bech32 and cashaddr in lower case, EIP-55 checksummed. */
  address: z.string(),
  tag: z.string().nullable(),
  format: z.enum(['standard', 'legacy']),
  network: z.enum(['testnet', 'mainnet']),
  /** XRP only: no tag was given, so adding it needs the "my own wallet" confirmation. */
  tag_required: z.boolean(),
});
export type WalletCheck = z.output<typeof walletCheckSchema>;

/** Binds a confirmation code to one wallet (`POST /customers/create-crypto-otp` with `wallet`). */
export const walletBindingSchema = z.strictObject({
  asset: cryptoAssetCodeSchema,
  address: walletAddressSchema,
  tag: walletTagSchema,
});
export type WalletBinding = z.input<typeof walletBindingSchema>;

/**
 * The binding of a wallet's confirmation: exactly what the customer entered, so a code given for
 * one address or tag cannot add another.
 */
export const walletBinding = (wallet: {
  asset: string;
  address: string;
  tag?: string | null | undefined;
}): string => `wallet:${wallet.asset}:${wallet.address.trim()}:${wallet.tag?.trim() ?? ''}`;

/**
 * The binding of a withdrawal's confirmation: its quote (the asset and the amount) and where it
 * goes, so the code confirms that one only: a crypto withdrawal's wallet, a CAD EFT's bank
 * account (guids, unique across both). A CAD e-Transfer goes to the customer's own e-mail
 * address, the only one it may, so it is bound to its quote alone.
 */
export const withdrawalBinding = (quoteGuid: string, destinationGuid?: string): string =>
  destinationGuid === undefined ? quoteGuid : `${quoteGuid}:to:${destinationGuid}`;
