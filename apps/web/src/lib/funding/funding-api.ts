import {
  type ExternalBankAccount,
  externalBankAccountListSchema,
  type FundingStatus,
  fundingStatusSchema,
  type PaymentRail,
  type PostFundingQuote,
} from '@maple/contracts';
import { api } from '../api/api';
import type { ApiRequest } from '../api/base-query';
import { platformAnswer } from '../platform/answers';
import { readCustomerGuid } from '../platform/customer-guid';
import {
  type FundingQuote,
  fundingQuoteSchema,
  type Transfer,
  transferSchema,
} from '../platform/funding-answers';
import { pageSize } from '../platform/platform-api';

export interface TransferRequest {
  quote_guid: string;
  payment_rail: PaymentRail;
  external_bank_account_guid?: string;
  confirmation_token?: string;
  etransfer_security_question?: string;
  etransfer_security_answer?: string;
  /** Kept for every retry of this transfer: a retried request never moves money twice. */
  idempotencyKey: string;
}

/**
 * What /deposits and /withdrawals share: the e-Transfer instructions and the withdrawal hold
 * (own backend), the linked bank accounts, funding quotes and transfers (Cybrid /api).
 */
/**
 * `POST /api/transfers` (a CAD funding transfer or a crypto withdrawal), with the
 * Idempotency-Key kept for every retry of that transfer.
 */
export const transferPost = (body: object, idempotencyKey: string): ApiRequest => ({
  url: '/api/transfers',
  method: 'POST',
  body,
  headers: { 'Idempotency-Key': idempotencyKey },
  auth: 'access',
  platform: true,
});

export const fundingApi = api.injectEndpoints({
  endpoints: (build) => ({
    fundingStatus: build.query<FundingStatus, void>({
      query: () => ({ url: '/customers/funding', auth: 'user' }),
      responseSchema: fundingStatusSchema,
      providesTags: ['Funding'],
    }),
    bankAccounts: build.query<ExternalBankAccount[], void>({
      query: () => ({
        url: `/api/external_bank_accounts?customer_guid=${readCustomerGuid()}&per_page=${pageSize}`,
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(externalBankAccountListSchema.transform((list) => list.objects)),
      providesTags: ['BankAccounts'],
    }),
    createFundingQuote: build.mutation<FundingQuote, PostFundingQuote>({
      query: (body) => ({
        url: '/api/quotes',
        method: 'POST',
        body,
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(fundingQuoteSchema),
    }),
    createTransfer: build.mutation<Transfer, TransferRequest>({
      query: ({ idempotencyKey, ...body }) =>
        transferPost({ ...body, transfer_type: 'funding' }, idempotencyKey),
      ...platformAnswer(transferSchema),
      // A withdrawal reserves its amount, every transfer uses limits, and joins the lists.
      invalidatesTags: ['Transfers', 'Accounts', 'Limits', 'Funding'],
    }),
  }),
});

export const {
  useFundingStatusQuery,
  useBankAccountsQuery,
  useCreateFundingQuoteMutation,
  useCreateTransferMutation,
} = fundingApi;
