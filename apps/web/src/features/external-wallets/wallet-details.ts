import type { WalletOwner } from '@maple/contracts';

/**
 * Whose the new wallet is, as the add form asks it: `later` saves nothing, and the wallet list
 * asks again (docs/product/tax.md, "What is a disposition").
 */
export type OwnerChoice = WalletOwner | 'later';

export const ownerChoices: readonly OwnerChoice[] = ['own', 'third_party', 'later'];

export const isOwnerChoice = (value: string): value is OwnerChoice =>
  ownerChoices.some((choice) => choice === value);

/** What the add form gathers before the code step. */
export interface WalletDetails {
  name: string;
  asset: string;
  address: string;
  tag: string;
  /** XRP only: "this address has no tag: it is my own wallet". */
  ownWallet: boolean;
  owner: OwnerChoice;
}

export const emptyWalletDetails: WalletDetails = {
  name: '',
  asset: '',
  address: '',
  tag: '',
  ownWallet: false,
  owner: 'later',
};

/**
 * The customer's word that an XRP address without a tag is their own wallet (ADR 21): it counts
 * only while no tag is typed, which is also when the server is told `no_tag_own_wallet`.
 */
export const saysOwnWithoutTag = ({
  asset,
  tag,
  ownWallet,
}: Pick<WalletDetails, 'asset' | 'tag' | 'ownWallet'>): boolean =>
  asset === 'XRP' && tag.trim() === '' && ownWallet;

/**
 * Whose wallet to save once it is added, or null to save nothing. The no-tag word already says
 * "my own wallet", so it wins: the form does not ask the question again then.
 */
export const ownerToSave = (details: WalletDetails): WalletOwner | null => {
  if (saysOwnWithoutTag(details)) return 'own';
  return details.owner === 'later' ? null : details.owner;
};
