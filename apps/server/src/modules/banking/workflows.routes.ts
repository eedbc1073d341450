import {
  postWorkflowSchema,
  workflowListQuerySchema,
  workflowListSchema,
  workflowParamsSchema,
  workflowSchema,
  workflowWithDetailsSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  actedOnCustomer,
  callerOf,
  customersListedBy,
} from '../../infra/api-kit/customer-scope.js';
import { IdempotentPosts, idempotencyKeyOf, sendAnswer } from '../../infra/api-kit/idempotency.js';
import { listOf, matchesNothing, offsetOf } from '../../infra/api-kit/list.js';
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

/**
 * POST and GET /api/workflows and GET /api/workflows/{guid} (Cybrid Bank API; ADR 19), for a
 * customer's own token or a bank's acting for the customer it names.
 */
export function registerWorkflowRoutes(api: FastifyInstance, deps: BankingPlatformRouteDeps) {
  registerWorkflowPost(api, deps);
  registerWorkflowReads(api, deps);
}

function registerWorkflowPost(api: FastifyInstance, deps: BankingPlatformRouteDeps) {
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
        if (request.bankClientId !== undefined) {
          await banking.ctx.audit.record(trx, {
            actorType: 'bank',
            actorId: request.bankClientId,
            action: 'bank.workflow_created',
            requestId: null,
            details: { customer_guid: created.customer_guid, workflow_guid: created.guid },
          });
        }
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
      // Cybrid's createWorkflow refuses a bad body, and a guid naming nothing the caller may
      // link, with 422 invalid_parameter, the one 422 it documents (ADR 69).
      config: {
        inputRefusal: { code: 'invalid_parameter', status: 422 },
        refusalStatuses: { 404: 422 },
        refusalCodes: { 422: 'invalid_parameter' },
      },
      onRequest: auth.require('access', { scopes: ['workflows:execute'], bankTokens: true }),
      schema: { body: postWorkflowSchema, response: { 201: workflowSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      const customerGuid = actedOnCustomer(request, body.customer_guid ?? undefined);
      const caller = callerOf(request);
      // A bank names the customer: one that does not exist is 404, before anything is written.
      if (caller.type === 'bank') await banking.ctx.customers.find(db, customerGuid);
      const answer = await workflowPosts.submit({
        customerGuid,
        key: idempotencyKeyOf(request),
        body,
        input: {
          customerGuid,
          kind: body.kind,
          language: body.language,
          externalBankAccountGuid: body.external_bank_account_guid ?? undefined,
          bankClientId: caller.type === 'bank' ? caller.clientId : undefined,
        },
      });
      return sendAnswer(reply, answer);
    },
  );
}

function registerWorkflowReads(api: FastifyInstance, deps: BankingPlatformRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, banking } = deps;
  routes.get(
    '/api/workflows',
    {
      onRequest: auth.require('access', { scopes: ['workflows:read'], bankTokens: true }),
      schema: { querystring: workflowListQuerySchema, response: { 200: workflowListSchema } },
    },
    async (request) => {
      const { query } = request;
      const customerGuids = customersListedBy(request, query.customer_guid);
      if (matchesNothing(query, customerGuids)) return listOf([], 0, query);
      const found = await banking.workflows.list(
        { customerGuids, guids: query.guid },
        { offset: offsetOf(query), limit: query.per_page },
      );
      return listOf(found.workflows.map(workflowModel), found.total, query);
    },
  );

  routes.get(
    '/api/workflows/:workflow_guid',
    {
      onRequest: auth.require('access', { scopes: ['workflows:read'], bankTokens: true }),
      schema: { params: workflowParamsSchema, response: { 200: workflowWithDetailsSchema } },
    },
    async (request) =>
      workflowWithDetailsModel(
        await banking.workflows.detail(customersListedBy(request), request.params.workflow_guid),
      ),
  );
}
