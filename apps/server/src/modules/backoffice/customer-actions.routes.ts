import {
  adminCustomerParamsSchema,
  customerActionPermission,
  customerActionRequestSchema,
  customerActionResultSchema,
  customerActions,
  dataOf,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authenticator } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerActions } from './customer-actions.service.js';
import { PATH, staffActorOf } from './customer-detail.routes.js';

export interface CustomerActionRouteDeps {
  actions: CustomerActions;
  auth: Authenticator;
  perMinute: number;
}

/**
 * `POST /admin/api/customers/{guid}/{action}` with `{ reason }`: each action names the permission
 * the matrix gives it (revoking sessions: support; the others: compliance).
 */
export function registerCustomerActionRoutes(app: FastifyInstance, deps: CustomerActionRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const action of customerActions) {
    r.post(
      `${PATH}/${action}`,
      {
        config: perIp(deps.perMinute, MINUTE),
        onRequest: deps.auth.require('admin', { permission: customerActionPermission[action] }),
        schema: {
          params: adminCustomerParamsSchema,
          body: customerActionRequestSchema,
          response: { 200: dataOf(customerActionResultSchema) },
        },
      },
      async (request) => ({
        data: await deps.actions.take(
          request.params.customer_guid,
          action,
          staffActorOf(request),
          request.body.reason,
        ),
      }),
    );
  }
}
