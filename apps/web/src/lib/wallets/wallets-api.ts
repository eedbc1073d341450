import {
  acknowledgementSchema,
  type DepositAddress,
  depositAddressListSchema,
  depositAddressSchema,
  type ExternalWallet,
  type ExternalWalletState,
  externalWalletListSchema,
  externalWalletSchema,
  type WalletCheck,
  type WalletCheckRequest,
  type WalletCooldown,
  walletCheckSchema,
  walletCooldownSchema,
} from '@maple/contracts';
import type { z } from 'zod';
import { api } from '../api/api';
import type { ApiRequest } from '../api/base-query';
import { platformAnswer } from '../platform/answers';
import { readCustomerGuid } from '../platform/customer-guid';
import { pageSize } from '../platform/list-filter';

export interface NewWallet {
  name: string;
  asset: string;
  address: string;
  tag: string | null;
  no_tag_own_wallet: boolean;
  confirmation_token: string;
  idempotencyKey: string;
}

/** The customer's wallets in one state, as Cybrid's list filter asks for them. */
const walletsIn = (state: ExternalWalletState): ApiRequest => ({
  url: `/api/external_wallets?customer_guid=${readCustomerGuid()}&state=${state}&per_page=${pageSize}`,
  auth: 'access',
  platform: true,
});

/**
 * Crypto deposit addresses and withdrawal wallets (docs/product/bank-accounts-and-wallets.md;
 * Cybrid /api), the wallets' cooldowns, the live address check and the new-wallet e-mail's "this
 * wasn't me" (own backend).
 */
export const walletsApi = api.injectEndpoints({
  endpoints: (build) => ({
    depositAddresses: build.query<DepositAddress[], void>({
      query: () => ({
        url: `/api/deposit_addresses?customer_guid=${readCustomerGuid()}&per_page=${pageSize}`,
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(depositAddressListSchema.transform((list) => list.objects)),
      providesTags: ['DepositAddresses'],
    }),
    /** The trading account's address: asking again answers the same one (ADR 21). */
    createDepositAddress: build.mutation<DepositAddress, { accountGuid: string; key: string }>({
      query: ({ accountGuid, key }) => ({
        url: '/api/deposit_addresses',
        method: 'POST',
        body: { account_guid: accountGuid },
        headers: { 'Idempotency-Key': key },
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(depositAddressSchema),
      invalidatesTags: ['DepositAddresses'],
    }),
    externalWallets: build.query<ExternalWallet[], void>({
      query: () => walletsIn('completed'),
      ...platformAnswer(externalWalletListSchema.transform((list) => list.objects)),
      providesTags: ['Wallets'],
    }),
    /** Wallets a client added through /api that wait for the customer's approval (ADR 58). */
    pendingExternalWallets: build.query<ExternalWallet[], void>({
      query: () => walletsIn('pending'),
      ...platformAnswer(externalWalletListSchema.transform((list) => list.objects)),
      providesTags: ['Wallets'],
    }),
    /**
     * From when withdrawals may go to each added wallet (own backend: Cybrid's ExternalWallet
     * has no such field). Tagged as the wallets are, so adding, removing or approving one reads
     * it again with them.
     */
    walletCooldowns: build.query<WalletCooldown[], void>({
      query: () => ({ url: '/customers/external-wallets/cooldowns', auth: 'user' }),
      responseSchema: walletCooldownSchema.array(),
      providesTags: ['Wallets'],
    }),
    createExternalWallet: build.mutation<ExternalWallet, NewWallet>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/api/external_wallets',
        method: 'POST',
        body: { ...body, customer_guid: readCustomerGuid() },
        headers: { 'Idempotency-Key': idempotencyKey },
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(externalWalletSchema),
      invalidatesTags: ['Wallets'],
    }),
    deleteExternalWallet: build.mutation<ExternalWallet, string>({
      query: (guid) => ({
        url: `/api/external_wallets/${encodeURIComponent(guid)}`,
        method: 'DELETE',
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(externalWalletSchema),
      invalidatesTags: ['Wallets'],
    }),
    /** A query, though sent by POST: the same entry answers from the cache. */
    checkWallet: build.query<WalletCheck, WalletCheckRequest>({
      query: (body) => ({ url: '/customers/check-wallet', method: 'POST', body, auth: 'user' }),
      responseSchema: walletCheckSchema,
    }),
    walletNotMe: build.mutation<z.output<typeof acknowledgementSchema>, string>({
      query: (token) => ({
        url: '/customers/wallet-alerts/not-me',
        method: 'POST',
        body: { token },
        auth: 'none',
      }),
      responseSchema: acknowledgementSchema,
    }),
  }),
});

export const {
  useDepositAddressesQuery,
  useCreateDepositAddressMutation,
  useExternalWalletsQuery,
  usePendingExternalWalletsQuery,
  useWalletCooldownsQuery,
  useCreateExternalWalletMutation,
  useDeleteExternalWalletMutation,
  useCheckWalletQuery,
  useWalletNotMeMutation,
} = walletsApi;
