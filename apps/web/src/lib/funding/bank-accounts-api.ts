import {
  type ExternalBankAccount,
  externalBankAccountListSchema,
  externalBankAccountSchema,
} from '@maple/contracts';
import { api } from '../api/api';
import { platformAnswer } from '../platform/answers';
import { readCustomerGuid } from '../platform/customer-guid';
import { pageSize } from '../platform/list-filter';

/**
 * What more than one screen does with the customer's bank accounts (Cybrid
 * /api/external_bank_accounts): find those linked and waiting for the customer's approval
 * (ADR 62), which /approvals lists with the rest, and remove one, from /payment-method or
 * /approvals.
 */
export const bankAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    storingBankAccounts: build.query<ExternalBankAccount[], void>({
      query: () => ({
        url: `/api/external_bank_accounts?customer_guid=${readCustomerGuid()}&state=storing&per_page=${pageSize}`,
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(externalBankAccountListSchema.transform((list) => list.objects)),
      providesTags: ['BankAccounts'],
    }),
    removeBankAccount: build.mutation<ExternalBankAccount, string>({
      query: (guid) => ({
        url: `/api/external_bank_accounts/${encodeURIComponent(guid)}`,
        method: 'DELETE',
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(externalBankAccountSchema),
      invalidatesTags: ['BankAccounts'],
    }),
  }),
});

export const { useStoringBankAccountsQuery, useRemoveBankAccountMutation } = bankAccountsApi;
