import {
  type CryptoQuoteTravelRule,
  cryptoQuoteTravelRuleSchema,
  guidSchema,
  type PostCryptoTransferQuote,
  type SandboxCryptoDepositRequest,
  sandboxCryptoDepositSchema,
  type TravelRuleAnswer,
} from '@maple/contracts';
import { z } from 'zod';
import { api } from '../api/api';
import { platformAnswer } from '../platform/answers';
import {
  type CryptoTransferQuote,
  cryptoTransferQuoteSchema,
  type Transfer,
  transferSchema,
} from '../platform/funding-answers';
import { transferPost } from './funding-api';

export interface CryptoTransferRequest {
  quote_guid: string;
  external_wallet_guid: string;
  confirmation_token: string;
  travel_rule?: TravelRuleAnswer;
  /** Kept for every retry of this withdrawal: a retried request never sends coins twice. */
  idempotencyKey: string;
}

/**
 * Crypto withdrawals (Cybrid /api: crypto_transfer quotes, crypto transfers), whether the travel
 * rule applies to a quote (own backend, ADR 69), the travel rule's answer for a deposit and the
 * sandbox chain's incoming deposit (own backend), ADR 23.
 */
export const cryptoTransferApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCryptoQuote: build.mutation<CryptoTransferQuote, PostCryptoTransferQuote>({
      query: (body) => ({
        url: '/api/quotes',
        method: 'POST',
        body,
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(cryptoTransferQuoteSchema),
    }),
    /** Cybrid's Quote declares no such field: the own backend says it (ADR 69). */
    cryptoQuoteTravelRule: build.query<CryptoQuoteTravelRule, string>({
      query: (quoteGuid) => ({
        url: `/customers/crypto-transfer-quotes/${encodeURIComponent(quoteGuid)}/travel-rule`,
        auth: 'user',
      }),
      responseSchema: cryptoQuoteTravelRuleSchema,
    }),
    createCryptoTransfer: build.mutation<Transfer, CryptoTransferRequest>({
      query: ({ idempotencyKey, ...body }) =>
        transferPost({ ...body, transfer_type: 'crypto' }, idempotencyKey),
      ...platformAnswer(transferSchema),
      // The amount is reserved, the crypto limit used, and the withdrawal joins the lists.
      invalidatesTags: ['Transfers', 'Accounts', 'Limits'],
    }),
    /**
     * Answers the transfer, read only for its guid: this own-backend answer is not read
     * losslessly, and an ETH amount in wei exceeds 2^53; the lists read it again from /api.
     */
    answerTravelRule: build.mutation<{ guid: string }, { guid: string; answer: TravelRuleAnswer }>({
      query: ({ guid, answer }) => ({
        url: `/customers/transfers/${encodeURIComponent(guid)}/travel-rule`,
        method: 'POST',
        body: answer,
        auth: 'user',
      }),
      responseSchema: z.object({ guid: guidSchema }),
      invalidatesTags: ['Transfers'],
    }),
    simulateCryptoDeposit: build.mutation<
      z.output<typeof sandboxCryptoDepositSchema>,
      SandboxCryptoDepositRequest
    >({
      query: (body) => ({
        url: '/customers/sandbox/crypto-deposits',
        method: 'POST',
        body,
        auth: 'user',
      }),
      responseSchema: sandboxCryptoDepositSchema,
      invalidatesTags: ['Transfers'],
    }),
  }),
});

export const {
  useCreateCryptoQuoteMutation,
  useCryptoQuoteTravelRuleQuery,
  useCreateCryptoTransferMutation,
  useAnswerTravelRuleMutation,
  useSimulateCryptoDepositMutation,
} = cryptoTransferApi;
