import {
  type IdentityVerificationMethod,
  identityVerificationSchema,
  type KycApplication,
  type KycFileKind,
  type KycStepId,
  kycApplicationSchema,
} from '@maple/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api/api';
import { readCustomerGuid } from '../../../lib/platform/customer-guid';

export interface SaveStepRequest {
  guid: string;
  step: KycStepId;
  /** The step's answers, already checked against its contract schema. */
  body: unknown;
}

export interface UploadRequest {
  guid: string;
  kind: KycFileKind;
  file: File;
}

type IdentityVerification = z.output<typeof identityVerificationSchema>;

const applicationUrl = (guid: string) => `/customers/kyc/${encodeURIComponent(guid)}`;

/** One application of the flow, as the server keeps it (`GET /customers/kyc/{guid}`). */
const applicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    kycApplication: build.query<KycApplication, string>({
      query: (guid) => ({ url: applicationUrl(guid), auth: 'user' }),
      responseSchema: kycApplicationSchema,
      providesTags: ['Kyc'],
    }),
  }),
});

type Lifecycle = {
  dispatch: (action: ReturnType<typeof applicationApi.util.upsertQueryData>) => unknown;
  queryFulfilled: Promise<{ data: KycApplication }>;
};

/** Puts an answered application in the cache, in place of the one read before. */
async function keepAnswer(guid: string, { dispatch, queryFulfilled }: Lifecycle): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(applicationApi.util.upsertQueryData('kycApplication', guid, data));
  } catch {
    // A refused save changes nothing: the form shows why.
  }
}

/**
 * The built-in verification flow (docs/product/identity-verification.md): a verification is created
 * on the platform (Cybrid's POST /api/identity_verifications), then answered step by step and
 * submitted on the own backend. Each answer carries the whole application as it now stands; it
 * replaces the cached one, so the flow shows what the server kept.
 */
export const kycApi = applicationApi.injectEndpoints({
  endpoints: (build) => ({
    startVerification: build.mutation<IdentityVerification, IdentityVerificationMethod>({
      query: (method) => ({
        url: '/api/identity_verifications',
        method: 'POST',
        body: { type: 'kyc', method, customer_guid: readCustomerGuid() },
        auth: 'access',
        platform: true,
      }),
      responseSchema: identityVerificationSchema,
      invalidatesTags: ['Kyc'],
    }),
    saveKycStep: build.mutation<KycApplication, SaveStepRequest>({
      query: ({ guid, step, body }) => ({
        url: `${applicationUrl(guid)}/steps/${step}`,
        method: 'PUT',
        body,
        auth: 'user',
      }),
      responseSchema: kycApplicationSchema,
      onQueryStarted: (request, lifecycle) => keepAnswer(request.guid, lifecycle),
    }),
    uploadKycFile: build.mutation<KycApplication, UploadRequest>({
      query: ({ guid, kind, file }) => ({
        url: `${applicationUrl(guid)}/files/${kind}`,
        method: 'PUT',
        body: file,
        headers: { 'Content-Type': file.type },
        auth: 'user',
      }),
      responseSchema: kycApplicationSchema,
      onQueryStarted: (request, lifecycle) => keepAnswer(request.guid, lifecycle),
    }),
    submitKyc: build.mutation<KycApplication, string>({
      query: (guid) => ({ url: `${applicationUrl(guid)}/submit`, method: 'POST', auth: 'user' }),
      responseSchema: kycApplicationSchema,
      // The customer's standing may have changed: the dashboard and settings read it anew.
      invalidatesTags: ['Kyc'],
    }),
  }),
});

export const {
  useStartVerificationMutation,
  useKycApplicationQuery,
  useSaveKycStepMutation,
  useUploadKycFileMutation,
  useSubmitKycMutation,
} = kycApi;
