import {
  type approvalRequestSchema,
  bankAccountApprovalSchema,
  transferApprovalSchema,
  walletApprovalSchema,
} from '@maple/contracts';
import type { z } from 'zod';
import { api } from '../api/api';
import type { ApiError } from '../api/api-error';

type ApprovalRequest = z.input<typeof approvalRequestSchema>;
export type TransferApproval = z.output<typeof transferApprovalSchema>;
export type WalletApproval = z.output<typeof walletApprovalSchema>;
export type BankAccountApproval = z.output<typeof bankAccountApprovalSchema>;

/**
 * A 409 says the withdrawal, wallet or bank account no longer waits (approved elsewhere,
 * cancelled or removed, or past its time): the lists are read again then, as after an approval;
 * any other refusal changed nothing.
 */
const changedBy = (error: ApiError | undefined): boolean =>
  error === undefined || error.status === 409;

/**
 * The customer's approval of what waits for it: a withdrawal waiting `holding` or a wallet waiting
 * `pending` that a client asked for through /api without one (ADR 58), a bank account linked and
 * waiting `storing` (ADR 62). The confirmation is the one the app earns for the same action made
 * in it (`CodeStep`), bound to that withdrawal, wallet or bank account.
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
    approveBankAccount: build.mutation<
      BankAccountApproval,
      ApprovalRequest & { accountGuid: string }
    >({
      query: ({ accountGuid, ...body }) => ({
        url: `/customers/external-bank-accounts/${encodeURIComponent(accountGuid)}/approval`,
        method: 'POST',
        body,
        auth: 'user',
      }),
      responseSchema: bankAccountApprovalSchema,
      // Approved, the account is usable or waits for its micro-deposits: the lists show it so.
      invalidatesTags: (_result, error) => (changedBy(error) ? ['BankAccounts'] : []),
    }),
  }),
});

export const {
  useApproveTransferMutation,
  useApproveExternalWalletMutation,
  useApproveBankAccountMutation,
} = approvalsApi;
