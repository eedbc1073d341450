import {
  type StatedWalletOwner,
  statedWalletOwnerSchema,
  type WalletOwner,
} from '@maple/contracts';
import { api } from '../api/api';

/**
 * Whose each of the customer's wallets is, as they said (own backend: Cybrid's ExternalWallet
 * has no such field; docs/product/tax.md). Tagged as the wallets are, so adding or removing one
 * reads it again with them.
 */
export const walletOwnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletOwners: build.query<StatedWalletOwner[], void>({
      query: () => ({ url: '/customers/external-wallets/owners', auth: 'user' }),
      responseSchema: statedWalletOwnerSchema.array(),
      providesTags: ['Wallets'],
    }),
    setWalletOwner: build.mutation<StatedWalletOwner, { guid: string; owner: WalletOwner | null }>({
      query: ({ guid, owner }) => ({
        url: `/customers/external-wallets/${encodeURIComponent(guid)}/owner`,
        method: 'PUT',
        body: { owner },
        auth: 'user',
      }),
      responseSchema: statedWalletOwnerSchema,
      invalidatesTags: ['Wallets'],
    }),
  }),
});

export const { useWalletOwnersQuery, useSetWalletOwnerMutation } = walletOwnersApi;
