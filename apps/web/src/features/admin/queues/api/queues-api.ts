import {
  type AssignSuspenseRequest,
  type AttentionResolutionRequest,
  acknowledgementSchema,
  attentionResolutionSchema,
  attentionTransferListSchema,
  type ComplianceCaseDecisionRequest,
  type ComplianceCaseKind,
  type ComplianceCaseListState,
  type CryptoWithdrawalDecisionRequest,
  complianceCaseDetailSchema,
  complianceCaseListSchema,
  complianceCaseSchema,
  failedJobListSchema,
  fundingReturnListSchema,
  jobRetriedSchema,
  reconciliationCaseListSchema,
  reviewedCryptoWithdrawalListSchema,
  reviewedCryptoWithdrawalSchema,
  suspenseItemSchema,
  suspenseListSchema,
} from '@maple/contracts';
import type { z } from 'zod';
import { api } from '../../../../lib/api/api';

/** Every queue comes 20 to a page. */
export const queuePageSize = 20;

const paged = (base: string, page: number, extra = '') =>
  `${base}?${extra}page=${page}&per_page=${queuePageSize}`;

/** Which compliance cases: still to work on (`open`: open and claimed) or `closed`. */
export interface CaseListArgs {
  page: number;
  state: ComplianceCaseListState;
  kind: ComplianceCaseKind | undefined;
}

const casesFilterOf = (state: ComplianceCaseListState, kind: ComplianceCaseKind | undefined) =>
  `state=${state}&${kind === undefined ? '' : `kind=${kind}&`}`;

// The back office's work queues (admin token), one group of endpoints per kind of queue. Each
// list is fetched again after a decision in it, so a case or a job decided here or by a
// colleague leaves the screen.

/** Compliance cases: the list, one case (its report draft), claiming and deciding one. */
const casesApi = api.enhanceEndpoints({ addTagTypes: ['ComplianceCases'] }).injectEndpoints({
  endpoints: (build) => ({
    complianceCases: build.query<z.output<typeof complianceCaseListSchema>, CaseListArgs>({
      query: ({ page, state, kind }) => ({
        url: paged('/admin/api/compliance-cases', page, casesFilterOf(state, kind)),
        auth: 'admin',
      }),
      responseSchema: complianceCaseListSchema,
      providesTags: ['ComplianceCases'],
    }),
    // A view of the case is audited and names a customer: gone once no screen shows it.
    complianceCase: build.query<z.output<typeof complianceCaseDetailSchema>, string>({
      query: (guid) => ({
        url: `/admin/api/compliance-cases/${encodeURIComponent(guid)}`,
        auth: 'admin',
      }),
      responseSchema: complianceCaseDetailSchema,
      keepUnusedDataFor: 0,
    }),
    claimCase: build.mutation<z.output<typeof complianceCaseSchema>, string>({
      query: (guid) => ({
        url: `/admin/api/compliance-cases/${encodeURIComponent(guid)}/claim`,
        method: 'POST',
        auth: 'admin',
      }),
      responseSchema: complianceCaseSchema,
      invalidatesTags: ['ComplianceCases'],
    }),
    decideCase: build.mutation<
      z.output<typeof complianceCaseSchema>,
      { guid: string } & ComplianceCaseDecisionRequest
    >({
      query: ({ guid, ...body }) => ({
        url: `/admin/api/compliance-cases/${encodeURIComponent(guid)}/decision`,
        method: 'POST',
        body,
        auth: 'admin',
      }),
      responseSchema: complianceCaseSchema,
      invalidatesTags: ['ComplianceCases'],
    }),
  }),
});

/** Crypto withdrawals awaiting approval, and the decision on one. */
const withdrawalsApi = api
  .enhanceEndpoints({ addTagTypes: ['CryptoWithdrawals'] })
  .injectEndpoints({
    endpoints: (build) => ({
      cryptoWithdrawals: build.query<z.output<typeof reviewedCryptoWithdrawalListSchema>, number>({
        query: (page) => ({ url: paged('/admin/api/crypto-withdrawals', page), auth: 'admin' }),
        responseSchema: reviewedCryptoWithdrawalListSchema,
        providesTags: ['CryptoWithdrawals'],
      }),
      decideWithdrawal: build.mutation<
        z.output<typeof reviewedCryptoWithdrawalSchema>,
        { guid: string } & CryptoWithdrawalDecisionRequest
      >({
        query: ({ guid, ...body }) => ({
          url: `/admin/api/crypto-withdrawals/${encodeURIComponent(guid)}/decision`,
          method: 'POST',
          body,
          auth: 'admin',
        }),
        responseSchema: reviewedCryptoWithdrawalSchema,
        invalidatesTags: ['CryptoWithdrawals'],
      }),
    }),
  });

/** Funding: suspense (and assigning an item), returns, reconciliation. */
const fundingQueuesApi = api.enhanceEndpoints({ addTagTypes: ['Suspense'] }).injectEndpoints({
  endpoints: (build) => ({
    suspense: build.query<z.output<typeof suspenseListSchema>, number>({
      query: (page) => ({ url: paged('/admin/api/funding/suspense', page), auth: 'admin' }),
      responseSchema: suspenseListSchema,
      providesTags: ['Suspense'],
    }),
    assignSuspense: build.mutation<
      z.output<typeof suspenseItemSchema>,
      { guid: string } & AssignSuspenseRequest
    >({
      query: ({ guid, ...body }) => ({
        url: `/admin/api/funding/suspense/${encodeURIComponent(guid)}/assign`,
        method: 'POST',
        body,
        auth: 'admin',
      }),
      responseSchema: suspenseItemSchema,
      invalidatesTags: ['Suspense'],
    }),
    fundingReturns: build.query<z.output<typeof fundingReturnListSchema>, number>({
      query: (page) => ({ url: paged('/admin/api/funding/returns', page), auth: 'admin' }),
      responseSchema: fundingReturnListSchema,
    }),
    reconciliationCases: build.query<z.output<typeof reconciliationCaseListSchema>, number>({
      query: (page) => ({
        url: paged('/admin/api/funding/reconciliation-cases', page),
        auth: 'admin',
      }),
      responseSchema: reconciliationCaseListSchema,
    }),
  }),
});

/** Transfers that need a look: the list, and marking a failed one handled. */
const attentionApi = api.enhanceEndpoints({ addTagTypes: ['AttentionTransfers'] }).injectEndpoints({
  endpoints: (build) => ({
    attentionTransfers: build.query<z.output<typeof attentionTransferListSchema>, number>({
      query: (page) => ({ url: paged('/admin/api/transfers/attention', page), auth: 'admin' }),
      responseSchema: attentionTransferListSchema,
      providesTags: ['AttentionTransfers'],
    }),
    // A refusal invalidates too (RTK Query does so for an error answer): a 409 means the list
    // is stale (resolved by a colleague, or no longer failed), so it is read again either way.
    // The overview counts the transfer, so its figure is read again as well.
    resolveAttentionTransfer: build.mutation<
      z.output<typeof attentionResolutionSchema>,
      { guid: string } & AttentionResolutionRequest
    >({
      query: ({ guid, ...body }) => ({
        url: `/admin/api/transfers/attention/${encodeURIComponent(guid)}/resolution`,
        method: 'POST',
        body,
        auth: 'admin',
      }),
      responseSchema: attentionResolutionSchema,
      invalidatesTags: ['AttentionTransfers', 'AdminOverview'],
    }),
  }),
});

/** The job queue's dead letters: the list, running one again, discarding one. */
const deadJobsApi = api.enhanceEndpoints({ addTagTypes: ['DeadJobs'] }).injectEndpoints({
  endpoints: (build) => ({
    deadJobs: build.query<z.output<typeof failedJobListSchema>, number>({
      query: (page) => ({ url: paged('/admin/api/jobs', page, 'state=dead&'), auth: 'admin' }),
      responseSchema: failedJobListSchema,
      providesTags: ['DeadJobs'],
    }),
    retryJob: build.mutation<z.output<typeof jobRetriedSchema>, string>({
      query: (id) => ({
        url: `/admin/api/jobs/${encodeURIComponent(id)}/retry`,
        method: 'POST',
        auth: 'admin',
      }),
      responseSchema: jobRetriedSchema,
      invalidatesTags: ['DeadJobs'],
    }),
    discardJob: build.mutation<z.output<typeof acknowledgementSchema>, string>({
      query: (id) => ({
        url: `/admin/api/jobs/${encodeURIComponent(id)}/discard`,
        method: 'POST',
        auth: 'admin',
      }),
      responseSchema: acknowledgementSchema,
      invalidatesTags: ['DeadJobs'],
    }),
  }),
});

export const {
  useComplianceCasesQuery,
  useComplianceCaseQuery,
  useClaimCaseMutation,
  useDecideCaseMutation,
} = casesApi;
export const { useCryptoWithdrawalsQuery, useDecideWithdrawalMutation } = withdrawalsApi;
export const {
  useSuspenseQuery,
  useAssignSuspenseMutation,
  useFundingReturnsQuery,
  useReconciliationCasesQuery,
} = fundingQueuesApi;
export const { useAttentionTransfersQuery, useResolveAttentionTransferMutation } = attentionApi;
export const { useDeadJobsQuery, useRetryJobMutation, useDiscardJobMutation } = deadJobsApi;
