import type { ExternalWallet, WalletCooldown } from '@maple/contracts';
import { type ApiError, apiErrorOf } from '../api/api-error';
import { useExternalWalletsQuery, useWalletCooldownsQuery } from './wallets-api';

/**
 * An added wallet with from when withdrawals may go to it (ADR 21). `usable_at` is null while its
 * cooldown is not known: a wallet the cooldowns, read apart from the list, do not name yet (just
 * added, the two reads answering one after the other). It counts as still cooling down.
 */
export type WalletWithCooldown = ExternalWallet & { usable_at: string | null };

export interface WalletsWithCooldowns {
  /** In the list's order; undefined until both the wallets and their cooldowns have answered. */
  data: readonly WalletWithCooldown[] | undefined;
  /** Why either could not be read. */
  error: ApiError | null;
  refetch: () => void;
}

const joined = (
  wallets: readonly ExternalWallet[],
  cooldowns: readonly WalletCooldown[],
): WalletWithCooldown[] => {
  const usableAt = new Map(cooldowns.map((row) => [row.external_wallet_guid, row.usable_at]));
  return wallets.map((wallet) => ({ ...wallet, usable_at: usableAt.get(wallet.guid) ?? null }));
};

/**
 * The customer's added wallets (Cybrid /api) joined by guid with their cooldowns (own backend:
 * Cybrid's ExternalWallet declares no such field), each read afresh when a screen opens.
 */
export function useWalletsWithCooldowns(): WalletsWithCooldowns {
  const options = { refetchOnMountOrArgChange: true };
  const wallets = useExternalWalletsQuery(undefined, options);
  const cooldowns = useWalletCooldownsQuery(undefined, options);
  const failure = wallets.error ?? cooldowns.error;
  return {
    data: wallets.data && cooldowns.data ? joined(wallets.data, cooldowns.data) : undefined,
    error: failure === undefined ? null : apiErrorOf(failure),
    refetch: () => {
      void wallets.refetch();
      void cooldowns.refetch();
    },
  };
}
