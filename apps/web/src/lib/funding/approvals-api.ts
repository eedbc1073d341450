import {
  type approvalRequestSchema,
  transferApprovalSchema,
  walletApprovalSchema,
} from '@maple/contracts';
import type { z } from 'zod';
import { api } from '../api/api';
import type { ApiError } from '../api/api-error';

type ApprovalRequest = z.input<typeof approvalRequestSchema>;
export type TransferApproval = z.output<typeof transferApprovalSchema>;
export type WalletApproval = z.output<typeof walletApprovalSchema>;

/**
 * A 409 says the withdrawal or wallet no longer waits (approved elsewhere, cancelled, or past its
 * time): the lists are read again then, as after an approval; any other refusal changed nothing.
 */
const changedBy = (error: ApiError | undefined): boolean =>
  error === undefined || error.status === 409;

/**
 * The customer's approval of what a client asked for through /api without one (ADR 58): a
 * withdrawal waiting `holding`, a wallet waiting `pending`. The confirmation is the one the app
 * earns for the same action made in it (`CodeStep`), bound to that withdrawal or wallet.
 */
export const approvalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    approveTransfer: build.mutation<TransferApproval, ApprovalRequest & { transferGuid: string }>({
      query: ({ transferGuid, ...body }) => ({
        url: `/customers/transfers/${encodeURIComponent(transferGuid)}/approval`,
        method: 'POST',
        body,
        auth: 'user',
      }),
      responseSchema: transferApprovalSchema,
      // Approved, the withdrawal goes on and its reserve becomes a debit.
      invalidatesTags: (_result, error) => (changedBy(error) ? ['Transfers', 'Accounts'] : []),
    }),
    approveExternalWallet: build.mutation<WalletApproval, ApprovalRequest & { walletGuid: string }>(
      {
        query: ({ walletGuid, ...body }) => ({
          url: `/customers/external-wallets/${encodeURIComponent(walletGuid)}/approval`,
          method: 'POST',
          body,
          auth: 'user',
        }),
        responseSchema: walletApprovalSchema,
        invalidatesTags: (_result, error) => (changedBy(error) ? ['Wallets'] : []),
      },
    ),
  }),
});

export const { useApproveTransferMutation, useApproveExternalWalletMutation } = approvalsApi;
