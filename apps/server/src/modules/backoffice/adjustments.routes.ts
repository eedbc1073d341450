import {
  type Adjustment,
  adjustmentDecisionSchema,
  adjustmentListQuerySchema,
  adjustmentListSchema,
  adjustmentParamsSchema,
  adjustmentProposalSchema,
  adjustmentSchema,
  dataOf,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { AdjustmentsService, AdjustmentView, StaffActor } from './adjustments.service.js';

const PATH = '/admin/api/adjustments';

const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

const adjustmentModel = (adjustment: AdjustmentView): Adjustment => ({
  guid: adjustment.guid,
  customer_guid: adjustment.customerGuid,
  account_guid: adjustment.accountGuid,
  asset: adjustment.asset,
  category: adjustment.category,
  direction: adjustment.direction,
  amount: adjustment.amount.toString(),
  reason: adjustment.reason,
  customer_note: adjustment.customerNote,
  state: adjustment.state,
  proposed_by_email: adjustment.proposedByEmail,
  proposed_at: adjustment.proposedAt.toISOString(),
  decided_by_email: adjustment.decidedByEmail,
  decided_at: adjustment.decidedAt?.toISOString() ?? null,
  decision_reason: adjustment.decisionReason,
  entry_id: adjustment.entryId?.toString() ?? null,
});

/**
 * Manual adjustments (ADR 28): staff read them (`read`), compliance proposes (`compliance`), an
 * admin other than the maker approves or rejects (`admin`). Every call is audited.
 */
export function registerAdjustmentRoutes(
  app: FastifyInstance,
  deps: { auth: Authenticator; adjustments: AdjustmentsService; perMinute: number },
) {
  const { auth, adjustments } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: perIp(deps.perMinute, MINUTE) };

  r.get(
    PATH,
    {
      ...limited,
      onRequest: auth.require('admin', { permission: 'read' }),
      schema: {
        querystring: adjustmentListQuerySchema,
        response: { 200: dataOf(adjustmentListSchema) },
      },
    },
    async (request) => {
      const { page, per_page, state, customer_guid } = request.query;
      const found = await adjustments.list(
        actorOf(request),
        { state, customerGuid: customer_guid },
        { offset: page * per_page, limit: per_page },
      );
      return {
        data: {
          page,
          per_page,
          total: found.total,
          objects: found.adjustments.map(adjustmentModel),
        },
      };
    },
  );

  r.post(
    PATH,
    {
      ...limited,
      onRequest: auth.require('admin', { permission: 'compliance' }),
      schema: { body: adjustmentProposalSchema, response: { 201: dataOf(adjustmentSchema) } },
    },
    async (request, reply) => {
      const proposed = await adjustments.propose(actorOf(request), request.body);
      reply.code(201);
      return { data: adjustmentModel(proposed) };
    },
  );

  registerDecisionRoutes(app, deps);
}

/** Approve or reject (`admin`): the service refuses the maker with 403 `maker_checker`. */
function registerDecisionRoutes(
  app: FastifyInstance,
  deps: { auth: Authenticator; adjustments: AdjustmentsService; perMinute: number },
) {
  const { auth, adjustments } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: perIp(deps.perMinute, MINUTE) };
  const one = { 200: dataOf(adjustmentSchema) };
  const decision = {
    ...limited,
    onRequest: auth.require('admin', { permission: 'admin' }),
    schema: { params: adjustmentParamsSchema, body: adjustmentDecisionSchema, response: one },
  };
  r.post(`${PATH}/:adjustment_guid/approve`, decision, async (request) => {
    const { adjustment_guid } = request.params;
    const approved = await adjustments.approve(
      actorOf(request),
      adjustment_guid,
      request.body.reason,
    );
    return { data: adjustmentModel(approved) };
  });
  r.post(`${PATH}/:adjustment_guid/reject`, decision, async (request) => {
    const { adjustment_guid } = request.params;
    const rejected = await adjustments.reject(
      actorOf(request),
      adjustment_guid,
      request.body.reason,
    );
    return { data: adjustmentModel(rejected) };
  });
}
