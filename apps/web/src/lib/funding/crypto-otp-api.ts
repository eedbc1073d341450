import {
  type AuthenticationCredential,
  otpConfirmationSchema,
  otpSentSchema,
  type PasskeyCeremony,
  passkeyCeremonySchema,
  type WalletBinding,
} from '@maple/contracts';
import type { z } from 'zod';
import { api } from '../api/api';
import { readCustomerGuid } from '../platform/customer-guid';
import { readStoredCustomerSession } from '../session';

/**
 * What a crypto code confirms: one withdrawal (its quote, and where it goes: a crypto
 * withdrawal's wallet, a CAD EFT's bank account), one wallet being added, or one linked bank
 * account waiting for the customer's approval (ADR 62).
 */
export type CodeSubject =
  | {
      withdrawal_reference: string;
      external_wallet_guid?: string;
      external_bank_account_guid?: string;
    }
  | { wallet: WalletBinding }
  | { new_bank_account_guid: string };

/** Who asks: the stored e-mail and customer guid, and what the code is bound to. */
const bodyOf = (subject: CodeSubject) => ({
  email: readStoredCustomerSession().email ?? '',
  customer_guid: readCustomerGuid(),
  ...subject,
});

/**
 * The crypto variant of the one-time code (docs/product/bank-accounts-and-wallets.md and
 * docs/product/sessions.md): the code, e-mailed or from the authenticator app, confirms one
 * withdrawal, one new wallet or one new bank account, and answers the confirmation the transfer,
 * the wallet or the bank account's approval carries.
 * A passkey's approval (ADR 55) is a third way to the same confirmation, with the same body.
 */
export const cryptoOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendCryptoCode: build.mutation<z.output<typeof otpSentSchema>, CodeSubject>({
      query: (subject) => ({
        url: '/customers/create-crypto-otp',
        method: 'POST',
        body: bodyOf(subject),
        auth: 'user',
      }),
      responseSchema: otpSentSchema,
    }),
    verifyCryptoCode: build.mutation<
      z.output<typeof otpConfirmationSchema>,
      { subject: CodeSubject; otp: string }
    >({
      query: ({ subject, otp }) => ({
        url: '/customers/verify-crypto-otp',
        method: 'POST',
        body: { ...bodyOf(subject), otp },
        auth: 'user',
      }),
      responseSchema: otpConfirmationSchema,
    }),
    /** A passkey's ceremony whose challenge is made from the subject (ADR 55). */
    passkeyApprovalOptions: build.mutation<PasskeyCeremony, CodeSubject>({
      query: (subject) => ({
        url: '/customers/passkey-approval/options',
        method: 'POST',
        body: bodyOf(subject),
        auth: 'user',
      }),
      responseSchema: passkeyCeremonySchema,
    }),
    /**
     * The signed answer with the same subject: the server checks it against the challenge it
     * makes again from these facts, and answers the confirmation a right code earns.
     */
    approveWithPasskey: build.mutation<
      z.output<typeof otpConfirmationSchema>,
      { subject: CodeSubject; sessionInfo: string; credential: AuthenticationCredential }
    >({
      query: ({ subject, sessionInfo, credential }) => ({
        url: '/customers/passkey-approval',
        method: 'POST',
        body: { ...bodyOf(subject), session_info: sessionInfo, credential },
        auth: 'user',
      }),
      responseSchema: otpConfirmationSchema,
    }),
  }),
});

export const {
  useSendCryptoCodeMutation,
  useVerifyCryptoCodeMutation,
  usePasskeyApprovalOptionsMutation,
  useApproveWithPasskeyMutation,
} = cryptoOtpApi;
