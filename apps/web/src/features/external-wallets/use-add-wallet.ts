import type { ExternalWallet } from '@maple/contracts';
import { useSetWalletOwnerMutation } from '../../lib/wallets/wallet-owners-api';
import { useCreateExternalWalletMutation } from '../../lib/wallets/wallets-api';
import { ownerToSave, saysOwnWithoutTag, type WalletDetails } from './wallet-details';

/** A wallet just added, and whether whose it is, though chosen, could not be saved with it. */
export interface AddedWallet {
  wallet: ExternalWallet;
  ownerNotSaved: boolean;
}

/**
 * Adds a wallet (Cybrid's `/api/external_wallets`, which has no owner field), then saves whose it
 * is, if the customer said, on our own route. The second step failing leaves the wallet added:
 * the list lets the customer choose again, so the answer says so rather than failing the add.
 */
export function useAddWallet() {
  const [create, created] = useCreateExternalWalletMutation();
  const [setOwner, owning] = useSetWalletOwnerMutation();

  const add = async (
    details: WalletDetails,
    token: string,
    idempotencyKey: string,
  ): Promise<AddedWallet | null> => {
    const result = await create({
      name: details.name.trim(),
      asset: details.asset,
      address: details.address,
      tag: details.tag === '' ? null : details.tag,
      no_tag_own_wallet: saysOwnWithoutTag(details),
      confirmation_token: token,
      idempotencyKey,
    });
    if (!result.data) return null;
    const owner = ownerToSave(details);
    if (owner === null) return { wallet: result.data, ownerNotSaved: false };
    const saved = await setOwner({ guid: result.data.guid, owner });
    return { wallet: result.data, ownerNotSaved: 'error' in saved };
  };

  return { add, busy: created.isLoading || owning.isLoading, error: created.error };
}
