import {
  type CustomerAdjustment,
  customerAdjustmentListSchema,
  customerAdjustmentQuerySchema,
  dataOf,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { AdjustmentRow, AdjustmentsService } from './adjustments.service.js';

export interface CustomerAdjustmentRouteDeps {
  auth: Authenticator;
  customers: CustomerService;
  adjustments: AdjustmentsService;
  perMinute: number;
}

/** What the customer sees of an adjustment: never the staff's reasons or names. */
const customerAdjustmentModel = (adjustment: AdjustmentRow): CustomerAdjustment => {
  if (adjustment.decidedAt === null) {
    throw new Error(`posted adjustment ${adjustment.guid} has no decision time`);
  }
  return {
    guid: adjustment.guid,
    asset: adjustment.asset,
    direction: adjustment.direction,
    amount: adjustment.amount.toString(),
    category: adjustment.category,
    note: adjustment.customerNote,
    posted_at: adjustment.decidedAt.toISOString(),
  };
};

/**
 * `GET /customers/adjustments` (ADR 37): the caller's own posted manual adjustments, newest
 * first, for their history (user token, `{ data }`).
 */
export function registerCustomerAdjustmentRoutes(
  app: FastifyInstance,
  deps: CustomerAdjustmentRouteDeps,
) {
  const { auth, customers, adjustments } = deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/customers/adjustments',
    {
      config: perIp(deps.perMinute, MINUTE),
      onRequest: auth.require('user'),
      schema: {
        querystring: customerAdjustmentQuerySchema,
        response: { 200: dataOf(customerAdjustmentListSchema) },
      },
    },
    async (request) => {
      const { customer } = await customers.caller(credentialsOf(request, 'user'));
      const { page, per_page, posted_at_gte, posted_at_lt } = request.query;
      const found = await adjustments.posted(
        {
          customerGuid: customer.guid,
          ...(posted_at_gte === undefined ? {} : { postedFrom: posted_at_gte }),
          ...(posted_at_lt === undefined ? {} : { postedBefore: posted_at_lt }),
        },
        { offset: page * per_page, limit: per_page },
      );
      return {
        data: {
          page,
          per_page,
          total: found.total,
          objects: found.adjustments.map(customerAdjustmentModel),
        },
      };
    },
  );
}
