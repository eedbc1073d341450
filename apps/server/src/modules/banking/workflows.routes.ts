import {
  postWorkflowSchema,
  workflowParamsSchema,
  workflowSchema,
  workflowWithDetailsSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { customerOf } from '../../infra/api-kit/customer-scope.js';
import { IdempotentPosts, idempotencyKeyOf, sendAnswer } from '../../infra/api-kit/idempotency.js';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { Authenticator } from '../../infra/http/auth.js';
import { workflowModel, workflowWithDetailsModel } from './banking.models.js';
import type { BankingService } from './banking.service.js';
import type { NewWorkflowRequest } from './workflows.service.js';

export interface BankingPlatformRouteDeps {
  auth: Authenticator;
  db: Kysely<Schema>;
  clock: Clock;
  banking: BankingService;
}

/** POST /api/workflows and GET /api/workflows/{guid} (Cybrid Bank API; ADR 19). */
export function registerWorkflowRoutes(api: FastifyInstance, deps: BankingPlatformRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, db, clock, banking } = deps;

  const workflowPosts = new IdempotentPosts(
    { db, clock },
    {
      endpoint: 'POST /api/workflows',
      // One at a time: links are rare, and a refusal throws, rolling its batch back.
      perform: async (trx, [request]: readonly NewWorkflowRequest[]) => {
        if (request === undefined) return [];
        const created = await banking.workflows.create(trx, request);
        return [{ ok: true, value: { status: 201, body: workflowModel(created) } }];
      },
      atomic: true,
      maxBatch: 1,
      maxInFlight: 4,
    },
  );
  routes.post(
    '/api/workflows',
    {
      onRequest: auth.require('access', { scopes: ['workflows:execute'] }),
      schema: { body: postWorkflowSchema, response: { 201: workflowSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      const customerGuid = customerOf(request, body.customer_guid ?? undefined);
      const answer = await workflowPosts.submit({
        customerGuid,
        key: idempotencyKeyOf(request),
        body,
        input: {
          customerGuid,
          kind: body.kind,
          language: body.language,
          externalBankAccountGuid: body.external_bank_account_guid ?? undefined,
        },
      });
      return sendAnswer(reply, answer);
    },
  );

  routes.get(
    '/api/workflows/:workflow_guid',
    {
      onRequest: auth.require('access', { scopes: ['workflows:read'] }),
      schema: { params: workflowParamsSchema, response: { 200: workflowWithDetailsSchema } },
    },
    async (request) =>
      workflowWithDetailsModel(
        await banking.workflows.detail(customerOf(request), request.params.workflow_guid),
      ),
  );
}
