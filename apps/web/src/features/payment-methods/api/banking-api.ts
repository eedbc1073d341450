import {
  type ExternalBankAccount,
  externalBankAccountListSchema,
  externalBankAccountSchema,
  type MicroDepositStanding,
  microDepositStandingSchema,
  type PostExternalBankAccount,
  type SandboxBankLink,
  type SandboxBankSignIn,
  type SandboxStatement,
  sandboxBankLinkSchema,
  sandboxStatementSchema,
  type Workflow,
  type WorkflowWithDetails,
  workflowSchema,
  workflowWithDetailsSchema,
} from '@maple/contracts';
import { type ApiBuilder, api } from '../../../lib/api/api';
import { platformAnswer } from '../../../lib/platform/answers';
import { readCustomerGuid } from '../../../lib/platform/customer-guid';
import { pageSize } from '../../../lib/platform/platform-api';

/** Every state but `deleted`: a removed account leaves the list. */
const listedStates = 'storing,completed,unverified,failed,refresh_required,deleting';

const accountUrl = (guid: string) => `/api/external_bank_accounts/${encodeURIComponent(guid)}`;
const ownUrl = (guid: string) => `/customers/bank-accounts/${encodeURIComponent(guid)}`;

export interface NewWorkflow {
  language: 'en' | 'fr';
  /** Re-linking this account (`link_token_update`) rather than linking a new one. */
  accountGuid?: string;
}

/**
 * The accounts themselves: the list, adding one, finishing a re-link (removing one is
 * lib/funding/bank-accounts-api.ts's, as /approvals removes one too).
 */
const accountEndpoints = (build: ApiBuilder) => ({
  // Named apart from lib/funding's `bankAccounts` (every state): RTK Query keeps the first
  // endpoint injected under a name, so one name for both served whichever loaded first.
  listedBankAccounts: build.query<ExternalBankAccount[], void>({
    query: () => ({
      url: `/api/external_bank_accounts?customer_guid=${readCustomerGuid()}&per_page=${pageSize}&state=${listedStates}`,
      auth: 'access',
      platform: true,
    }),
    ...platformAnswer(externalBankAccountListSchema.transform((list) => list.objects)),
    providesTags: ['BankAccounts'],
  }),
  createBankAccount: build.mutation<
    ExternalBankAccount,
    PostExternalBankAccount & { idempotencyKey: string }
  >({
    query: ({ idempotencyKey, ...body }) => ({
      url: '/api/external_bank_accounts',
      method: 'POST',
      body: { ...body, customer_guid: readCustomerGuid() },
      headers: { 'Idempotency-Key': idempotencyKey },
      auth: 'access',
      platform: true,
    }),
    ...platformAnswer(externalBankAccountSchema),
    invalidatesTags: ['BankAccounts'],
  }),
  completeRelink: build.mutation<ExternalBankAccount, string>({
    query: (guid) => ({
      url: accountUrl(guid),
      method: 'PATCH',
      body: { state: 'completed' },
      auth: 'access',
      platform: true,
    }),
    ...platformAnswer(externalBankAccountSchema),
    invalidatesTags: ['BankAccounts'],
  }),
});

/** Linking: Cybrid's Plaid workflow, and the sign-in of the sandbox bank-link screen. */
const linkEndpoints = (build: ApiBuilder) => ({
  createWorkflow: build.mutation<Workflow, NewWorkflow>({
    query: ({ language, accountGuid }) => ({
      url: '/api/workflows',
      method: 'POST',
      body: {
        type: 'plaid',
        kind: accountGuid === undefined ? 'link_token_create' : 'link_token_update',
        language,
        customer_guid: readCustomerGuid(),
        ...(accountGuid === undefined ? {} : { external_bank_account_guid: accountGuid }),
      },
      auth: 'access',
      platform: true,
    }),
    ...platformAnswer(workflowSchema),
  }),
  workflow: build.query<WorkflowWithDetails, string>({
    query: (guid) => ({
      url: `/api/workflows/${encodeURIComponent(guid)}`,
      auth: 'access',
      platform: true,
    }),
    ...platformAnswer(workflowWithDetailsSchema),
    keepUnusedDataFor: 0,
  }),
  sandboxSignIn: build.mutation<SandboxBankLink, SandboxBankSignIn>({
    query: (body) => ({
      url: '/customers/bank-link/sandbox/sign-in',
      method: 'POST',
      body,
      auth: 'user',
    }),
    responseSchema: sandboxBankLinkSchema,
  }),
});

/** The own backend's micro-deposit verification, and the sandbox statement that shows them. */
const microDepositEndpoints = (build: ApiBuilder) => ({
  microDeposits: build.query<MicroDepositStanding, string>({
    query: (guid) => ({ url: `${ownUrl(guid)}/micro-deposits`, auth: 'user' }),
    responseSchema: microDepositStandingSchema,
    keepUnusedDataFor: 0,
  }),
  verifyMicroDeposits: build.mutation<
    MicroDepositStanding,
    { guid: string; amounts: [number, number] }
  >({
    query: ({ guid, amounts }) => ({
      url: `${ownUrl(guid)}/micro-deposits`,
      method: 'POST',
      body: { amounts },
      auth: 'user',
    }),
    responseSchema: microDepositStandingSchema,
    invalidatesTags: ['BankAccounts'],
  }),
  sandboxStatement: build.query<SandboxStatement, string>({
    query: (guid) => ({ url: `${ownUrl(guid)}/sandbox-statement`, auth: 'user' }),
    responseSchema: sandboxStatementSchema,
    keepUnusedDataFor: 0,
  }),
});

/**
 * Linked bank accounts (Cybrid's workflows and external_bank_accounts, ADR 19) and the own
 * backend around them: the sandbox bank-link screen's sign-in, micro-deposit verification.
 */
export const bankingApi = api.injectEndpoints({
  endpoints: (build) => ({
    ...accountEndpoints(build),
    ...linkEndpoints(build),
    ...microDepositEndpoints(build),
  }),
});

export const {
  useListedBankAccountsQuery,
  useCreateWorkflowMutation,
  useLazyWorkflowQuery,
  useSandboxSignInMutation,
  useCreateBankAccountMutation,
  useCompleteRelinkMutation,
  useMicroDepositsQuery,
  useVerifyMicroDepositsMutation,
  useSandboxStatementQuery,
} = bankingApi;
