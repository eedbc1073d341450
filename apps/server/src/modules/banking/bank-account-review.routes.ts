import {
  bankAccountDecisionRequestSchema,
  bankAccountDecisionSchema,
  bankAccountParamsSchema,
  dataOf,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { BankAccountReview } from './bank-account-review.js';

export interface BankAccountReviewRouteDeps {
  review: BankAccountReview;
  auth: Authenticator;
  perMinute: number;
}

/**
 * `POST /admin/api/external-bank-accounts/{guid}/decision`: compliance or an admin accepts or
 * refuses an account held in another name than the verified customer's (audited).
 */
export function registerBankAccountReviewRoutes(
  app: FastifyInstance,
  deps: BankAccountReviewRouteDeps,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/api/external-bank-accounts/:external_bank_account_guid/decision',
    {
      config: perIp(deps.perMinute, MINUTE),
      onRequest: deps.auth.require('admin', { permission: 'compliance' }),
      schema: {
        params: bankAccountParamsSchema,
        body: bankAccountDecisionRequestSchema,
        response: { 200: dataOf(bankAccountDecisionSchema) },
      },
    },
    async (request) => {
      const decided = await deps.review.decide(
        request.params.external_bank_account_guid,
        { staffId: credentialsOf(request, 'admin').sub, requestId: request.id },
        request.body,
      );
      return {
        data: {
          external_bank_account_guid: decided.guid,
          customer_guid: decided.customer_guid,
          state: decided.state,
          decision: request.body.decision,
          decided_at: decided.updated_at.toISOString(),
        },
      };
    },
  );
}
