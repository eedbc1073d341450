import {
  attentionResolutionParamsSchema,
  attentionResolutionRequestSchema,
  attentionResolutionSchema,
  attentionTransferListSchema,
  attentionTransferQuerySchema,
  dataOf,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { FundingService } from './funding.js';
import type { AttentionTransfer } from './transfers-attention.repo.js';

const attentionModel = (transfer: AttentionTransfer) => ({
  guid: transfer.guid,
  customer_guid: transfer.customerGuid,
  transfer_type: transfer.transferType,
  side: transfer.side,
  asset: transfer.asset,
  state: transfer.state,
  failure_code: transfer.failureCode,
  amount: transfer.amount.toString(),
  reason: transfer.reason,
  created_at: transfer.createdAt.toISOString(),
  updated_at: transfer.updatedAt.toISOString(),
});

interface AttentionRouteDeps {
  auth: Authenticator;
  funding: FundingService;
  perMinute: number;
}

/**
 * Failed and stuck transfers for the back office (packages/contracts admin-transfers.ts): a list,
 * audited, every staff role reads it; compliance and admins resolve a failed one.
 */
export function registerTransferAttentionRoute(app: FastifyInstance, deps: AttentionRouteDeps) {
  const { auth, funding } = deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/api/transfers/attention',
    {
      config: perIp(deps.perMinute, MINUTE),
      onRequest: auth.require('admin', { permission: 'read' }),
      schema: {
        querystring: attentionTransferQuerySchema,
        response: { 200: dataOf(attentionTransferListSchema) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const actor = { staffId: credentialsOf(request, 'admin').sub, requestId: request.id };
      const transfers = await funding.attention(actor, {
        offset: page * per_page,
        limit: per_page,
      });
      return {
        data: {
          page,
          per_page,
          stuck_after_seconds: funding.ctx.config.stuckTransferSeconds,
          objects: transfers.map(attentionModel),
        },
      };
    },
  );
  registerResolutionRoute(app, deps);
}

/** POST …/attention/{transfer_guid}/resolution: a failed transfer handled, with a note. */
function registerResolutionRoute(app: FastifyInstance, deps: AttentionRouteDeps) {
  const { auth, funding } = deps;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/api/transfers/attention/:transfer_guid/resolution',
    {
      config: perIp(deps.perMinute, MINUTE),
      onRequest: auth.require('admin', { permission: 'compliance' }),
      schema: {
        params: attentionResolutionParamsSchema,
        body: attentionResolutionRequestSchema,
        response: { 200: dataOf(attentionResolutionSchema) },
      },
    },
    async (request) => {
      const actor = { staffId: credentialsOf(request, 'admin').sub, requestId: request.id };
      const resolved = await funding.resolveAttention(
        actor,
        request.params.transfer_guid,
        request.body.note,
      );
      return {
        data: {
          transfer_guid: resolved.transferGuid,
          resolved_at: resolved.resolvedAt.toISOString(),
        },
      };
    },
  );
}
