import { otpConfirmationSchema, otpSentSchema } from '@maple/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api/api';
import { readCustomerGuid } from '../../../lib/platform/customer-guid';
import { readStoredCustomerSession } from '../../../lib/session';

/** Who asks: the stored e-mail and customer guid, and the withdrawal (its quote) the code is for. */
const bodyOf = (quoteGuid: string) => ({
  email: readStoredCustomerSession().email ?? '',
  customer_guid: readCustomerGuid(),
  withdrawal_reference: quoteGuid,
});

/**
 * The crypto variant of the one-time code (SPEC B8): the code, e-mailed or from the authenticator
 * app, confirms one withdrawal (its quote) and answers the confirmation its transfer carries.
 */
export const withdrawalOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendWithdrawalCode: build.mutation<z.output<typeof otpSentSchema>, string>({
      query: (quoteGuid) => ({
        url: '/customers/create-crypto-otp',
        method: 'POST',
        body: bodyOf(quoteGuid),
        auth: 'user',
      }),
      responseSchema: otpSentSchema,
    }),
    verifyWithdrawalCode: build.mutation<
      z.output<typeof otpConfirmationSchema>,
      { quoteGuid: string; otp: string }
    >({
      query: ({ quoteGuid, otp }) => ({
        url: '/customers/verify-crypto-otp',
        method: 'POST',
        body: { ...bodyOf(quoteGuid), otp },
        auth: 'user',
      }),
      responseSchema: otpConfirmationSchema,
    }),
  }),
});

export const { useSendWithdrawalCodeMutation, useVerifyWithdrawalCodeMutation } = withdrawalOtpApi;
