import {
  type IdentityVerificationMethod,
  identityVerificationSchema,
  type KycApplication,
  type KycFileKind,
  type KycStepId,
  kycApplicationSchema,
  type RecoveryStart,
  recoveryStartSchema,
} from '@maple/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api/api';
import type { ApiAuth } from '../../../lib/api/base-query';
import { readCustomerGuid } from '../../../lib/platform/customer-guid';

/**
 * Which application: the signed-in customer's (their user token), or an account recovery's,
 * answered with the recovery's token before anyone is signed in (ADR 59).
 */
export interface ApplicationRef {
  guid: string;
  recoveryToken?: string | undefined;
}

const authOf = ({ recoveryToken }: ApplicationRef): ApiAuth =>
  recoveryToken === undefined ? 'user' : { bearer: recoveryToken };

export interface SaveStepRequest extends ApplicationRef {
  step: KycStepId;
  /** The step's answers, already checked against its contract schema. */
  body: unknown;
}

export interface UploadRequest extends ApplicationRef {
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
    /**
     * The application a verification's `persona_inquiry_id` names, which an API client sent the
     * customer to (`GET /customers/kyc/inquiries/{inquiry_id}`, ADR 65).
     */
    kycInquiry: build.query<KycApplication, string>({
      query: (inquiryId) => ({
        url: `/customers/kyc/inquiries/${encodeURIComponent(inquiryId)}`,
        auth: 'user',
      }),
      responseSchema: kycApplicationSchema,
      providesTags: ['Kyc'],
    }),
    /** A recovery's application, read with its token (`GET /customers/kyc/{guid}`). */
    recoveryApplication: build.query<KycApplication, Required<ApplicationRef>>({
      query: (ref) => ({ url: applicationUrl(ref.guid), auth: authOf(ref) }),
      responseSchema: kycApplicationSchema,
    }),
  }),
});

type Lifecycle = {
  dispatch: (
    action:
      | ReturnType<typeof applicationApi.util.upsertQueryData<'kycApplication'>>
      | ReturnType<typeof applicationApi.util.upsertQueryData<'recoveryApplication'>>,
  ) => unknown;
  queryFulfilled: Promise<{ data: KycApplication }>;
};

/** Puts an answered application in the cache, in place of the one read before. */
async function keepAnswer(
  { guid, recoveryToken }: ApplicationRef,
  { dispatch, queryFulfilled }: Lifecycle,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      recoveryToken === undefined
        ? applicationApi.util.upsertQueryData('kycApplication', guid, data)
        : applicationApi.util.upsertQueryData('recoveryApplication', { guid, recoveryToken }, data),
    );
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
      query: (request) => ({
        url: `${applicationUrl(request.guid)}/steps/${request.step}`,
        method: 'PUT',
        body: request.body,
        auth: authOf(request),
      }),
      responseSchema: kycApplicationSchema,
      onQueryStarted: keepAnswer,
    }),
    uploadKycFile: build.mutation<KycApplication, UploadRequest>({
      query: (request) => ({
        url: `${applicationUrl(request.guid)}/files/${request.kind}`,
        method: 'PUT',
        body: request.file,
        headers: { 'Content-Type': request.file.type },
        auth: authOf(request),
      }),
      responseSchema: kycApplicationSchema,
      onQueryStarted: keepAnswer,
    }),
    submitKyc: build.mutation<KycApplication, string>({
      query: (guid) => ({ url: `${applicationUrl(guid)}/submit`, method: 'POST', auth: 'user' }),
      responseSchema: kycApplicationSchema,
      // The customer's standing may have changed: the dashboard and settings read it anew.
      invalidatesTags: ['Kyc'],
    }),
    /** Opens (or resumes) an account recovery with the sign-in's MFA token (ADR 59). */
    startRecovery: build.mutation<RecoveryStart, string>({
      query: (mfaToken) => ({
        url: '/customers/recovery',
        method: 'POST',
        body: { mfa_token: mfaToken },
        auth: 'none',
      }),
      responseSchema: recoveryStartSchema,
    }),
    submitRecovery: build.mutation<KycApplication, Required<ApplicationRef>>({
      query: (ref) => ({
        url: `${applicationUrl(ref.guid)}/submit`,
        method: 'POST',
        auth: authOf(ref),
      }),
      responseSchema: kycApplicationSchema,
      onQueryStarted: keepAnswer,
    }),
  }),
});

export const {
  useStartVerificationMutation,
  useKycApplicationQuery,
  useKycInquiryQuery,
  useSaveKycStepMutation,
  useUploadKycFileMutation,
  useSubmitKycMutation,
  useStartRecoveryMutation,
  useRecoveryApplicationQuery,
  useSubmitRecoveryMutation,
} = kycApi;
